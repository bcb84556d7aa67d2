// The seed's row as a GNUstep AppKit view tree, behind a plain C API: no Objective-C type appears here, so Swift
// never imports AppKit's headers (docs/gnustep.md). Every function must be called from the thread that called
// nibornot_gnustep_start (AppKit's main thread). No function lets an Objective-C exception out: each returns
// the exception's name and reason as its one-line error.
#ifndef NIBORNOT_GNUSTEP_H
#define NIBORNOT_GNUSTEP_H

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// How a row comes to be (docs/gnustep.md): the names after `gnustep-` in the report.
typedef enum {
    NIBORNOT_GNUSTEP_CODE = 0,                ///< Objective-C, label by label (GeneratedCodeRow.m)
    NIBORNOT_GNUSTEP_ARCHIVE = 1,             ///< the row's keyed archive kept in memory, NSKeyedUnarchiver per row
    NIBORNOT_GNUSTEP_ARCHIVE_FILE = 2,        ///< the keyed archive read from disk and decoded per row
    NIBORNOT_GNUSTEP_NIB = 3,                 ///< an NSNib of the XIB kept, instantiateWithOwner: per row
    NIBORNOT_GNUSTEP_NIB_FILE = 4,            ///< a new NSNib of the XIB file per row
    NIBORNOT_GNUSTEP_ARCHIVE_PRECOMPUTED = 5, ///< the keyed archive of the fitted row, decoded per row
} NibornotGnustepConstruction;

/// A row: owns its cell view and everything under it.
typedef struct NibornotGnustepRow NibornotGnustepRow;

/// Number of labels in the row (the seed's 20).
enum { NIBORNOT_GNUSTEP_LABELS = 20 };

/// Once per process: NSApplication (which needs an X display), the exception handler, the watchdog, the
/// archives (made from the XIBs in `xib_directory` with NSKeyedArchiver) and the kept NSNibs. Returns NULL on
/// success or a malloc'd one-line error (free it). Later calls return the first call's answer.
char *nibornot_gnustep_start(const char *xib_directory);

/// Builds one row; `fit` is Cell.xib (shrink-to-fit on), otherwise Cell2.xib. Returns NULL and sets `*error`
/// (malloc'd one line) on failure, an exception included.
NibornotGnustepRow *nibornot_gnustep_row_new(NibornotGnustepConstruction construction, bool fit, char **error);

/// AppKit's layout pass over the row, as a row about to be drawn goes through it: the cell set to its frame
/// size with its subviews resized (`setFrameSize:`, `resizeSubviewsWithOldSize:`), and every label's cell
/// measuring its text in the label's bounds (`cellSizeForBounds:`). Returns NULL or a malloc'd error.
char *nibornot_gnustep_row_lay_out(NibornotGnustepRow *row);

/// Frees the row: releases the cell, which releases the whole tree.
void nibornot_gnustep_row_free(NibornotGnustepRow *row);

/// The row's view tree, one line a view (class, frame, hidden; for the background views their fill colour; for
/// labels tag, text, font, size, colours, editable, selectable, bordered, background, alignment, line break).
/// Malloc'd; free it. NULL and `*error` on an exception.
char *nibornot_gnustep_row_dump(NibornotGnustepRow *row, char **error);

/// Each label's font size in points, in tag order, into `sizes` (room for `capacity`). Returns the count.
size_t nibornot_gnustep_row_font_sizes(NibornotGnustepRow *row, double *sizes, size_t capacity);

/// How many texts shrink-to-fit has measured in this process (the tests' counter).
unsigned long nibornot_gnustep_measure_count(void);

/// The sweep (docs/gnustep.md, "Sweep rows"): rows of N labels from templates/sweep/RowN-nofit.xib, without
/// shrink-to-fit. How many sizes there are, and the index-th number of labels, smallest first (0 past the end).
size_t nibornot_gnustep_sweep_count(void);
int nibornot_gnustep_sweep_size(size_t index);

/// Builds one sweep row of `labels` labels, not laid out. Constructions: CODE, ARCHIVE, NIB. The archive and the
/// NSNib of a size are made on its first row. Returns NULL and sets `*error` as nibornot_gnustep_row_new.
NibornotGnustepRow *nibornot_gnustep_sweep_row_new(NibornotGnustepConstruction construction, int labels, char **error);

/// Stops every process GNUstep started from this one (its daemons: gdnc, gpbs, gdomap, make_services) and
/// returns how many it stopped. Also run at exit, by the uncaught-exception handler and by the watchdog.
int nibornot_gnustep_stop_daemons(void);

/// The seconds a call may take before the watchdog ends the process with one line (0: no watchdog).
double nibornot_gnustep_time_limit(void);

/// For tests of the failure paths: `raise` raises an NSException inside a row call (caught: the call returns an
/// error), `uncaught` raises one outside every handler (the process ends with one line), `hang` blocks inside a
/// call (the watchdog ends the process). Also set by $NIB_OR_NOT_GNUSTEP_FAULT at start. NULL clears it.
void nibornot_gnustep_inject_fault(const char *fault);

#ifdef __cplusplus
}
#endif

#endif
