// The seed's row as a GTK 4 widget tree, behind an opaque C API: no GTK type appears here, so Swift never
// imports gtk.h (docs/gtk.md). Every function must be called from the thread that called
// nibornot_gtk_start: GTK is not thread-safe.
#ifndef NIBORNOT_GTK_H
#define NIBORNOT_GTK_H

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// How a row comes to be (docs/gtk.md): the names after `gtk-` in the report.
typedef enum {
    NIBORNOT_GTK_CODE = 0,                 ///< C code, label by label (GeneratedCodeRow.c)
    NIBORNOT_GTK_BUILDER = 1,              ///< GtkBuilder reads and parses Cell.ui / Cell2.ui from disk per row
    NIBORNOT_GTK_TEMPLATE = 2,             ///< a widget class template set once, instantiated per row
    NIBORNOT_GTK_TEMPLATE_PRECOMPUTED = 3, ///< a template with the fitted sizes written in at start-up
} NibornotGtkConstruction;

/// A row: owns its cell widget and everything under it.
typedef struct NibornotGtkRow NibornotGtkRow;

/// Number of labels in the row (the seed's 20).
enum { NIBORNOT_GTK_LABELS = 20 };

/// Once per process: gtk_init, the row's stylesheet (`ui_directory`/Row.css) for the display, the template
/// classes (their UI files read once) and the precomputed template's fitted sizes. Returns NULL on success
/// or a malloc'd one-line error (free it). Later calls return the first call's answer.
char *nibornot_gtk_start(const char *ui_directory);

/// Builds one row; `fit` is Cell.xib (shrink-to-fit on), otherwise Cell2.xib. Returns NULL and sets
/// `*error` (malloc'd one line) on failure: before start, on another thread than start's, or a UI file that
/// cannot be read.
NibornotGtkRow *nibornot_gtk_row_new(NibornotGtkConstruction construction, bool fit, char **error);

/// GTK's layout pass over the row: measure the cell, then allocate it at its frame size (320 × 132).
void nibornot_gtk_row_lay_out(NibornotGtkRow *row);

/// Frees the row: drops the only reference on the cell, which finalizes the whole tree.
void nibornot_gtk_row_free(NibornotGtkRow *row);

/// The row's widget tree, one line a widget (class, name, CSS classes, frame, allocation once laid out,
/// visibility; for labels text, font family, size, weight, colour, ellipsis). Malloc'd; free it.
char *nibornot_gtk_row_dump(NibornotGtkRow *row);

/// Each label's font size in pixels (= UIKit points) as GTK will draw it, in tag order, into `sizes`
/// (room for NIBORNOT_GTK_LABELS). Returns the number of labels written.
size_t nibornot_gtk_row_font_sizes(NibornotGtkRow *row, double *sizes, size_t capacity);

/// How many texts shrink-to-fit has measured with Pango in this process (the tests' counter).
unsigned long nibornot_gtk_measure_count(void);

/// Watches the row's widgets (cell and every descendant): `*finalized` goes up by one as each is
/// finalized. Returns how many widgets are watched. For tests: a freed row must finalize them all.
int nibornot_gtk_row_watch_finalization(NibornotGtkRow *row, int *finalized);

/// The sweep (docs/gtk.md, "Sweep rows"): rows of N labels from templates/sweep/RowN-nofit.xib, without
/// shrink-to-fit. How many sizes there are, and the index-th number of labels, smallest first (0 past the end).
/// Both work before start.
size_t nibornot_gtk_sweep_count(void);
int nibornot_gtk_sweep_size(size_t index);

/// Builds one sweep row of `labels` labels, not laid out, freed by nibornot_gtk_row_free. Constructions:
/// CODE, BUILDER, TEMPLATE. Returns NULL and sets `*error` (malloc'd one line) for a size without a row,
/// another construction, or as nibornot_gtk_row_new.
NibornotGtkRow *nibornot_gtk_sweep_row_new(NibornotGtkConstruction construction, int labels, char **error);

#ifdef __cplusplus
}
#endif

#endif
