// The C API's rows: built, laid out, dumped and freed, every Objective-C exception caught and returned as one
// line, every call under the watchdog.
#import "RowInternal.h"
#include <stdlib.h>
#include <string.h>

/// Why a row call cannot run now, as a malloc'd line; NULL when it can.
char *nibornot_gnustep_refusal(void) {
    if (!nibornot_gnustep_is_started()) return strdup("GNUstep is not started: call nibornot_gnustep_start first");
    if (!nibornot_gnustep_on_start_thread())
        return strdup("GNUstep rows must be built on the thread that started GNUstep");
    return NULL;
}

/// A seed row (`labels` 0) or a sweep row of `labels` labels (`fit` unused), built by its construction.
static NSView *build(NibornotGnustepConstruction construction, BOOL fit, const NibornotGnustepSweepSize *sweep) {
    if (sweep) {
        return construction == NIBORNOT_GNUSTEP_CODE ? sweep->code()
                                                     : nibornot_gnustep_sweep_template_row(construction, sweep->labels);
    }
    return construction == NIBORNOT_GNUSTEP_CODE ? nibornot_gnustep_code_row(fit)
                                                 : nibornot_gnustep_template_row(construction, fit);
}

static NibornotGnustepRow *make_row(NibornotGnustepConstruction construction, BOOL fit,
                                    const NibornotGnustepSweepSize *sweep, char **error) {
    if ((*error = nibornot_gnustep_refusal())) return NULL;
    // An uncaught fault is raised here, outside every @try, to prove the handler ends the process in one line.
    if (nibornot_gnustep_fault_is_uncaught()) nibornot_gnustep_maybe_fault();
    NibornotGnustepRow *row = NULL;
    nibornot_gnustep_call_began("building a GNUstep row");
    @autoreleasepool {
        @try {
            nibornot_gnustep_maybe_fault();
            NSView *cell = build(construction, fit, sweep);
            row = malloc(sizeof *row);
            row->cell = cell;
        } @catch (NSException *exception) {
            *error = nibornot_gnustep_describe(exception);
        }
    }
    nibornot_gnustep_call_ended();
    return row;
}

NibornotGnustepRow *nibornot_gnustep_row_new(NibornotGnustepConstruction construction, bool fit, char **error) {
    return make_row(construction, fit, NULL, error);
}

size_t nibornot_gnustep_sweep_count(void) {
    return nibornot_gnustep_sweep_size_count;
}

int nibornot_gnustep_sweep_size(size_t index) {
    return index < nibornot_gnustep_sweep_size_count ? nibornot_gnustep_sweep_sizes[index].labels : 0;
}

NibornotGnustepRow *nibornot_gnustep_sweep_row_new(NibornotGnustepConstruction construction, int labels, char **error) {
    const NibornotGnustepSweepSize *size = NULL;
    for (size_t i = 0; i < nibornot_gnustep_sweep_size_count; i++) {
        if (nibornot_gnustep_sweep_sizes[i].labels == labels) size = &nibornot_gnustep_sweep_sizes[i];
    }
    if (!size) {
        *error = strdup("GNUstep has no sweep row of that many labels (scripts/generate-gnustep-rows.py writes them)");
        return NULL;
    }
    return make_row(construction, NO, size, error);
}

char *nibornot_gnustep_row_lay_out(NibornotGnustepRow *row) {
    char *error = nibornot_gnustep_refusal();
    if (error) return error;
    nibornot_gnustep_call_began("laying a GNUstep row out");
    @autoreleasepool {
        @try {
            NSView *cell = row->cell;
            NSSize size = [cell frame].size;
            [cell setFrameSize:size];
            [cell resizeSubviewsWithOldSize:size];
            for (NSView *view in [cell subviews])
                [view resizeSubviewsWithOldSize:[view frame].size];
            for (NSTextField *label in nibornot_gnustep_labels(cell))
                [[label cell] cellSizeForBounds:[label bounds]];
        } @catch (NSException *exception) {
            error = nibornot_gnustep_describe(exception);
        }
    }
    nibornot_gnustep_call_ended();
    return error;
}

void nibornot_gnustep_row_free(NibornotGnustepRow *row) {
    if (!row) return;
    @autoreleasepool {
        @try {
            [row->cell release];
        } @catch (NSException *exception) {
            // Nothing to report to: a release that raises leaves the tree as it is.
        }
    }
    free(row);
}

static NSInteger by_tag(id a, id b, void *context) {
    (void)context;
    NSInteger x = [a tag], y = [b tag];
    return x < y ? NSOrderedAscending : x > y ? NSOrderedDescending : NSOrderedSame;
}

NSArray *nibornot_gnustep_labels(NSView *cell) {
    NSMutableArray *labels = [NSMutableArray array];
    for (NSView *view in [cell subviews]) {
        for (NSView *child in [view subviews]) {
            if ([child isKindOfClass:[NSTextField class]]) [labels addObject:child];
        }
    }
    [labels sortUsingFunction:by_tag context:NULL];
    return labels;
}

size_t nibornot_gnustep_row_font_sizes(NibornotGnustepRow *row, double *sizes, size_t capacity) {
    size_t count = 0;
    @autoreleasepool {
        for (NSTextField *label in nibornot_gnustep_labels(row->cell)) {
            if (count < capacity) sizes[count++] = [[label font] pointSize];
        }
    }
    return count;
}

// --- The dump ---------------------------------------------------------------------------------------------

static NSString *color_text(NSColor *color) {
    if (!color) return @"none";
    NSColor *rgb = [color colorUsingColorSpaceName:NSCalibratedRGBColorSpace];
    if (!rgb) return [NSString stringWithFormat:@"%@", color];
    return [NSString stringWithFormat:@"rgba(%g,%g,%g,%g)", [rgb redComponent], [rgb greenComponent],
                                      [rgb blueComponent], [rgb alphaComponent]];
}

static NSString *line_break_text(NSLineBreakMode mode) {
    switch (mode) {
    case NSLineBreakByWordWrapping:
        return @"word-wrap";
    case NSLineBreakByCharWrapping:
        return @"char-wrap";
    case NSLineBreakByClipping:
        return @"clip";
    case NSLineBreakByTruncatingHead:
        return @"truncate-head";
    case NSLineBreakByTruncatingTail:
        return @"truncate-tail";
    case NSLineBreakByTruncatingMiddle:
        return @"truncate-middle";
    default:
        return [NSString stringWithFormat:@"%d", (int)mode];
    }
}

/// What the views a user's cell adds to the seed's show (docs/gnustep.md, "A user's cell"); nothing for the seed's.
static void dump_user_cell_view(NSView *view, NSMutableString *text) {
    if ([view isKindOfClass:[NibOrNotStandInView class]]) {
        [text appendFormat:@" stands-in=\"%@\"", [(NibOrNotStandInView *)view standsIn]];
    }
    if ([view isKindOfClass:[NSButton class]]) {
        NSButton *button = (NSButton *)view;
        NSFont *font = [button font];
        [text appendFormat:@" title=\"%@\" state=%d bezel=%d alignment=%d font=\"%@\" size=%g enabled=%d",
                           [button title], (int)[button state], (int)[button bezelStyle], (int)[button alignment],
                           [font fontName], [font pointSize], (int)[button isEnabled]];
    }
    if ([view isKindOfClass:[NSSwitch class]]) {
        NSSwitch *control = (NSSwitch *)view;
        [text appendFormat:@" state=%d enabled=%d", (int)[control state], (int)[control isEnabled]];
    }
    if ([view isKindOfClass:[NSImageView class]]) {
        NSImageView *image = (NSImageView *)view;
        [text appendFormat:@" image=%@ scaling=%d enabled=%d", [image image] ? @"set" : @"none",
                           (int)[image imageScaling], (int)[image isEnabled]];
    }
}

static void dump(NSView *view, int depth, NSMutableString *text) {
    NSRect frame = [view frame];
    [text appendFormat:@"%*s%@ frame=(%g,%g,%g,%g) hidden=%d", depth * 2, "", NSStringFromClass([view class]),
                       NSMinX(frame), NSMinY(frame), NSWidth(frame), NSHeight(frame), (int)[view isHidden]];
    if ([view isKindOfClass:[NibOrNotFillView class]]) {
        [text appendFormat:@" fill=%@", color_text([(NibOrNotFillView *)view fillColor])];
    }
    if ([view isKindOfClass:[NSTextField class]]) {
        NSTextField *label = (NSTextField *)view;
        NSFont *font = [label font];
        [text appendFormat:@" tag=%d text=\"%@\" font=\"%@\" family=\"%@\" size=%g weight=%d color=%@ background=%@"
                           @" draws-background=%d bordered=%d bezeled=%d editable=%d selectable=%d enabled=%d"
                           @" alignment=%d line-break=%@",
                           (int)[label tag], [label stringValue], [font fontName], [font familyName], [font pointSize],
                           (int)[[NSFontManager sharedFontManager] weightOfFont:font], color_text([label textColor]),
                           color_text([label backgroundColor]), (int)[label drawsBackground], (int)[label isBordered],
                           (int)[label isBezeled], (int)[label isEditable], (int)[label isSelectable],
                           (int)[label isEnabled], (int)[label alignment],
                           line_break_text([[label cell] lineBreakMode])];
    }
    dump_user_cell_view(view, text);
    [text appendString:@"\n"];
    for (NSView *child in [view subviews])
        dump(child, depth + 1, text);
}

char *nibornot_gnustep_row_dump(NibornotGnustepRow *row, char **error) {
    if ((*error = nibornot_gnustep_refusal())) return NULL;
    char *result = NULL;
    @autoreleasepool {
        @try {
            NSMutableString *text = [NSMutableString string];
            dump(row->cell, 0, text);
            result = strdup([text UTF8String]);
        } @catch (NSException *exception) {
            *error = nibornot_gnustep_describe(exception);
        }
    }
    return result;
}
