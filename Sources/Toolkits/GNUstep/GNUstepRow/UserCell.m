// A user's cell (`run --template MyCell.xib`): its loading and its rows, built from the Cocoa XIB RowGeneration
// wrote for it and from its code's compiled module (docs/gnustep.md, "A user's cell"). Its archive is made here, at
// load, outside every timed row, as start-up makes the seed's.
#import "RowInternal.h"
#include "NibOrNotGNUstepUserCell.h"
#include <stdlib.h>
#include <string.h>

struct NibornotGnustepUserCell {
    NSNib *nib;          ///< retained: gnustep-nib instantiates it per row
    NSData *archive;     ///< retained: gnustep-archive decodes it per row
    NSData *precomputed; ///< retained: the archive of a row fitted once, decoded per row
    NSString *file;      ///< retained: gnustep-archive-file reads it per row (/proc/self/fd/N, unlinked)
    NibornotGnustepUserCellCode code;
    double *minimums; ///< the shrinking labels' minimums, by tag from 1 (UserCell.fit)
    NSInteger fit_count;
};

/// The minimums of `path` (UserCell.fit: a number a line), or an exception naming the file and line.
static void read_minimums(NibornotGnustepUserCell *cell, NSString *path) {
    NSString *text = [NSString stringWithContentsOfFile:path encoding:NSUTF8StringEncoding error:NULL];
    if (!text) [NSException raise:NSInvalidArgumentException format:@"the user's cell's fit table %@ is missing", path];
    NSArray *lines = [text componentsSeparatedByString:@"\n"];
    cell->minimums = calloc([lines count] + 1, sizeof *cell->minimums);
    for (NSString *line in lines) {
        if ([line length] == 0) continue;
        const char *start = [line UTF8String];
        char *end = NULL;
        double minimum = strtod(start, &end);
        if (end == start || *end) {
            [NSException raise:NSInvalidArgumentException
                        format:@"%@ line %ld is not a minimum font size", path, (long)cell->fit_count + 1];
        }
        cell->minimums[cell->fit_count++] = minimum;
    }
}

/// Shrink-to-fit on every label of `view` whose tag names a line of the fit table, at any depth, as the template rows
/// are fitted after they are built.
static void fit_labels(NibornotGnustepUserCell *cell, NSView *view) {
    for (NSView *child in [view subviews]) {
        NSInteger tag = [child tag];
        if (tag > 0 && tag <= cell->fit_count && [child isKindOfClass:[NSTextField class]]) {
            nibornot_gnustep_fit_user_label(child, cell->minimums[tag - 1]);
        }
        fit_labels(cell, child);
    }
}

NibornotGnustepUserCell *nibornot_gnustep_user_cell_load(const char *folder, NibornotGnustepUserCellCode code,
                                                         char **error) {
    if ((*error = nibornot_gnustep_refusal())) return NULL;
    NibornotGnustepUserCell *cell = NULL;
    nibornot_gnustep_call_began("loading the user's cell");
    @autoreleasepool {
        @try {
            NSString *path = [[NSString stringWithUTF8String:folder] stringByAppendingPathComponent:@"UserCell.xib"];
            if (![[NSFileManager defaultManager] fileExistsAtPath:path]) {
                [NSException raise:NSInvalidArgumentException format:@"the user's cell's XIB %@ is missing", path];
            }
            NSNib *nib = nibornot_gnustep_load_nib(path);
            NSView *row = nibornot_gnustep_instantiate(nib, @"the user's cell");
            NSData *archive = [[NSKeyedArchiver archivedDataWithRootObject:row] retain];
            // Filled in before it is answered: a fit table that fails leaves no half-made cell to build from.
            NibornotGnustepUserCell *loaded = calloc(1, sizeof *loaded);
            read_minimums(loaded,
                          [[NSString stringWithUTF8String:folder] stringByAppendingPathComponent:@"UserCell.fit"]);
            fit_labels(loaded, row);
            loaded->precomputed = [[NSKeyedArchiver archivedDataWithRootObject:row] retain];
            [row release];
            loaded->nib = nib;
            loaded->archive = archive;
            loaded->file = nibornot_gnustep_write_archive(archive, @"the user's cell");
            loaded->code = code;
            cell = loaded;
        } @catch (NSException *exception) {
            *error = nibornot_gnustep_describe(exception);
        }
    }
    nibornot_gnustep_call_ended();
    return cell;
}

/// A row by `construction`; the template rows fitted after they are built, the code's as it builds them.
static NSView *build(NibornotGnustepUserCell *cell, NibornotGnustepConstruction construction) {
    NSView *row = nil;
    switch (construction) {
    case NIBORNOT_GNUSTEP_CODE:
        return (NSView *)cell->code(nibornot_gnustep_fit_user_label);
    case NIBORNOT_GNUSTEP_ARCHIVE_PRECOMPUTED:
        return nibornot_gnustep_unarchive(cell->precomputed);
    case NIBORNOT_GNUSTEP_ARCHIVE:
        row = nibornot_gnustep_unarchive(cell->archive);
        break;
    case NIBORNOT_GNUSTEP_ARCHIVE_FILE: {
        NSData *data = [NSData dataWithContentsOfFile:cell->file];
        if (!data) [NSException raise:NSGenericException format:@"cannot read the archive %@", cell->file];
        row = nibornot_gnustep_unarchive(data);
        break;
    }
    case NIBORNOT_GNUSTEP_NIB:
        row = nibornot_gnustep_instantiate(cell->nib, @"the user's cell's kept NSNib");
        break;
    default:
        [NSException raise:NSInvalidArgumentException
                    format:@"the user's cell is built by gnustep-code, gnustep-archive, gnustep-archive-file, "
                           @"gnustep-archive-precomputed and gnustep-nib only"];
    }
    fit_labels(cell, row);
    return row;
}

NibornotGnustepRow *nibornot_gnustep_user_row_new(NibornotGnustepUserCell *cell,
                                                  NibornotGnustepConstruction construction, char **error) {
    if ((*error = nibornot_gnustep_refusal())) return NULL;
    NibornotGnustepRow *row = NULL;
    nibornot_gnustep_call_began("building a row of the user's cell");
    @autoreleasepool {
        @try {
            NSView *view = build(cell, construction);
            row = malloc(sizeof *row);
            row->cell = view;
        } @catch (NSException *exception) {
            *error = nibornot_gnustep_describe(exception);
        }
    }
    nibornot_gnustep_call_ended();
    return row;
}

static void lay_out(NSView *view) {
    [view resizeSubviewsWithOldSize:[view frame].size];
    if ([view isKindOfClass:[NSControl class]] && [(NSControl *)view cell]) {
        [[(NSControl *)view cell] cellSizeForBounds:[view bounds]];
    }
    for (NSView *child in [view subviews])
        lay_out(child);
}

char *nibornot_gnustep_user_row_lay_out(NibornotGnustepRow *row) {
    char *error = nibornot_gnustep_refusal();
    if (error) return error;
    nibornot_gnustep_call_began("laying a row of the user's cell out");
    @autoreleasepool {
        @try {
            [row->cell setFrameSize:[row->cell frame].size];
            lay_out(row->cell);
        } @catch (NSException *exception) {
            error = nibornot_gnustep_describe(exception);
        }
    }
    nibornot_gnustep_call_ended();
    return error;
}
