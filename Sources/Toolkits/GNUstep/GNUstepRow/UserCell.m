// A user's cell (`run --template MyCell.xib`): its loading and its rows, built from the Cocoa XIB RowGeneration
// wrote for it and from its code's compiled module (docs/gnustep.md, "A user's cell"). Its archive is made here, at
// load, outside every timed row, as start-up makes the seed's.
#import "RowInternal.h"
#include "NibOrNotGNUstepUserCell.h"
#include <stdlib.h>
#include <string.h>

struct NibornotGnustepUserCell {
    NSNib *nib;      ///< retained: gnustep-nib instantiates it per row
    NSData *archive; ///< retained: gnustep-archive decodes it per row
    NSString *file;  ///< retained: gnustep-archive-file reads it per row (/proc/self/fd/N, unlinked)
    NibornotGnustepUserCellCode code;
};

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
            [row release];
            cell = calloc(1, sizeof *cell);
            cell->nib = nib;
            cell->archive = archive;
            cell->file = nibornot_gnustep_write_archive(archive, @"the user's cell");
            cell->code = code;
        } @catch (NSException *exception) {
            *error = nibornot_gnustep_describe(exception);
        }
    }
    nibornot_gnustep_call_ended();
    return cell;
}

static NSView *build(NibornotGnustepUserCell *cell, NibornotGnustepConstruction construction) {
    switch (construction) {
    case NIBORNOT_GNUSTEP_CODE:
        return (NSView *)cell->code();
    case NIBORNOT_GNUSTEP_ARCHIVE:
        return nibornot_gnustep_unarchive(cell->archive);
    case NIBORNOT_GNUSTEP_ARCHIVE_FILE: {
        NSData *data = [NSData dataWithContentsOfFile:cell->file];
        if (!data) [NSException raise:NSGenericException format:@"cannot read the archive %@", cell->file];
        return nibornot_gnustep_unarchive(data);
    }
    case NIBORNOT_GNUSTEP_NIB:
        return nibornot_gnustep_instantiate(cell->nib, @"the user's cell's kept NSNib");
    default:
        [NSException raise:NSInvalidArgumentException
                    format:@"the user's cell is built by gnustep-code, gnustep-archive, gnustep-archive-file and "
                           @"gnustep-nib only"];
        return nil;
    }
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
