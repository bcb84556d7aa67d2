// The template constructions' state, made once at start-up outside every timing: the row's keyed archives
// (NSKeyedArchiver over the XIB's row, as Xcode compiles a XIB into a nib), the archive file, and the kept NSNibs.
#import "RowInternal.h"
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

/// Index 1 with shrink-to-fit (Cell.xib), 0 without (Cell2.xib).
static NSNib *nibs[2];
static NSData *archives[2];
static NSData *precomputed_archive;
/// The archive files, unlinked as soon as written and read through /proc/self/fd: nothing is left on disk
/// whichever way the process ends.
static NSString *archive_paths[2];

static NSString *xib_path(NSString *name) {
    return [nibornot_gnustep_xib_directory() stringByAppendingPathComponent:name];
}

NSNib *nibornot_gnustep_load_nib(NSString *path) {
    if (![[NSFileManager defaultManager] fileExistsAtPath:path]) {
        [NSException raise:NSInvalidArgumentException
                    format:@"%@ not found; run scripts/generate-gnustep-rows.py", path];
    }
    NSNib *nib = [[NSNib alloc] initWithContentsOfURL:[NSURL fileURLWithPath:path]];
    if (!nib) [NSException raise:NSInvalidArgumentException format:@"NSNib cannot read %@", path];
    return nib;
}

/// The one view among an NSNib's top-level objects, retained; the top-level objects come back with one retain
/// too many (GNUstep 0.29), which is given back here, or every row would leak.
NSView *nibornot_gnustep_instantiate(NSNib *nib, NSString *what) {
    NSArray *objects = nil;
    if (![nib instantiateWithOwner:NSApp topLevelObjects:&objects]) {
        [NSException raise:NSInternalInconsistencyException format:@"NSNib could not instantiate %@", what];
    }
    NSView *cell = nil;
    for (id object in objects) {
        if ([object isKindOfClass:[NSView class]]) cell = object;
    }
    if (!cell) [NSException raise:NSInternalInconsistencyException format:@"%@ has no top-level view", what];
    [cell retain];
    for (id object in objects)
        [object release];
    return cell;
}

NSString *nibornot_gnustep_write_archive(NSData *data, NSString *name) {
    char path[] = "/tmp/nib-or-not-gnustep-XXXXXX";
    int descriptor = mkstemp(path);
    if (descriptor < 0) [NSException raise:NSGenericException format:@"cannot make a temporary file for %@", name];
    unlink(path);
    const char *bytes = [data bytes];
    size_t left = [data length];
    while (left > 0) {
        ssize_t written = write(descriptor, bytes, left);
        if (written <= 0) [NSException raise:NSGenericException format:@"cannot write the archive %@", name];
        bytes += written;
        left -= (size_t)written;
    }
    return [[NSString alloc] initWithFormat:@"/proc/self/fd/%d", descriptor];
}

static NSData *archive(NSView *cell) {
    return [[NSKeyedArchiver archivedDataWithRootObject:cell] retain];
}

void nibornot_gnustep_templates_start(void) {
    for (int fit = 0; fit < 2; fit++) {
        NSString *name = fit ? @"Cell.xib" : @"Cell2.xib";
        nibs[fit] = nibornot_gnustep_load_nib(xib_path(name));
        NSView *cell = nibornot_gnustep_instantiate(nibs[fit], name);
        archives[fit] = archive(cell);
        archive_paths[fit] = nibornot_gnustep_write_archive(archives[fit], name);
        if (fit) {
            nibornot_gnustep_fit_row(cell);
            precomputed_archive = archive(cell);
        }
        [cell release];
    }
}

NSView *nibornot_gnustep_unarchive(NSData *data) {
    NSView *cell = [NSKeyedUnarchiver unarchiveObjectWithData:data];
    if (![cell isKindOfClass:[NSView class]])
        [NSException raise:NSInternalInconsistencyException format:@"the archive holds no view"];
    return [cell retain];
}

NSView *nibornot_gnustep_template_row(NibornotGnustepConstruction construction, BOOL fit) {
    NSView *cell;
    switch (construction) {
    case NIBORNOT_GNUSTEP_ARCHIVE:
        cell = nibornot_gnustep_unarchive(archives[fit]);
        break;
    case NIBORNOT_GNUSTEP_ARCHIVE_FILE: {
        NSData *data = [NSData dataWithContentsOfFile:archive_paths[fit]];
        if (!data) [NSException raise:NSGenericException format:@"cannot read the archive %@", archive_paths[fit]];
        cell = nibornot_gnustep_unarchive(data);
        break;
    }
    case NIBORNOT_GNUSTEP_ARCHIVE_PRECOMPUTED:
        if (!fit)
            [NSException raise:NSInvalidArgumentException format:@"gnustep-archive-precomputed exists only with fit"];
        return nibornot_gnustep_unarchive(precomputed_archive);
    case NIBORNOT_GNUSTEP_NIB:
        cell = nibornot_gnustep_instantiate(nibs[fit], @"the kept NSNib");
        break;
    case NIBORNOT_GNUSTEP_NIB_FILE: {
        NSNib *nib = nibornot_gnustep_load_nib(xib_path(fit ? @"Cell.xib" : @"Cell2.xib"));
        @try {
            cell = nibornot_gnustep_instantiate(nib, @"the NSNib read per row");
        } @finally {
            [nib release];
        }
        break;
    }
    default:
        [NSException raise:NSInvalidArgumentException format:@"construction %d is not a template", (int)construction];
        return nil;
    }
    if (fit) nibornot_gnustep_fit_row(cell);
    return cell;
}

// --- Sweep rows: the archive and the NSNib of a size are made on its first row ------------------------------

static NSMutableDictionary *sweep_nibs, *sweep_archives;

NSView *nibornot_gnustep_sweep_template_row(NibornotGnustepConstruction construction, int labels) {
    if (!sweep_nibs) {
        sweep_nibs = [NSMutableDictionary new];
        sweep_archives = [NSMutableDictionary new];
    }
    NSNumber *key = [NSNumber numberWithInt:labels];
    NSNib *nib = [sweep_nibs objectForKey:key];
    if (!nib) {
        NSString *name = [NSString stringWithFormat:@"sweep/Row%d.xib", labels];
        nib = nibornot_gnustep_load_nib(xib_path(name));
        [sweep_nibs setObject:nib forKey:key];
        [nib release];
        NSView *cell = nibornot_gnustep_instantiate(nib, name);
        [sweep_archives setObject:[NSKeyedArchiver archivedDataWithRootObject:cell] forKey:key];
        [cell release];
    }
    switch (construction) {
    case NIBORNOT_GNUSTEP_ARCHIVE:
        return nibornot_gnustep_unarchive([sweep_archives objectForKey:key]);
    case NIBORNOT_GNUSTEP_NIB:
        return nibornot_gnustep_instantiate(nib, @"the kept sweep NSNib");
    default:
        [NSException raise:NSInvalidArgumentException
                    format:@"the sweep has no rows of construction %d", (int)construction];
        return nil;
    }
}
