// What the GtkRow C files share; GTK types allowed here (this header is not public).
#ifndef NIBORNOT_GTK_ROW_INTERNAL_H
#define NIBORNOT_GTK_ROW_INTERNAL_H

#include <gtk/gtk.h>
#include "NibOrNotGtk.h"
#include "NibOrNotGtkUserCell.h"

/// `gtk-code`'s row (GeneratedCodeRow.c); floating, as gtk_fixed_new returns it.
GtkWidget *nibornot_gtk_code_row(gboolean fit);
/// The smallest size shrink-to-fit goes to, from the XIB (GeneratedCodeRow.c).
extern const double nibornot_gtk_minimum_font_size;

/// Sets up measuring from a label styled as the row's labels (Fit.c; at start-up, outside timing).
void nibornot_gtk_fit_start(void);
/// Shrink-to-fit for one label: measures its text with Pango at the row's font, stepping down by 0.5 px
/// to the minimum, and adds the CSS class of the size found (`size-12-5`). The one way every construction fits.
void nibornot_gtk_fit_label(GtkWidget *label);
/// Shrink-to-fit for every label of a row built from a UI file that carries the `shrinks-to-fit` class.
void nibornot_gtk_fit_row(GtkWidget *cell);
/// Shrink-to-fit for one label of a user's cell, in the font its XIB gives (passed in, as a UILabel holds its
/// font): measures its text from `size` down by 0.5 px to `minimum`, adds the class of the size found (`fit-2`,
/// RowGeneration's GtkUserCellFit) and returns its index. `gtk-code`'s row calls it through the pointer it is given.
int nibornot_gtk_fit_user_label(void *label, const char *family, int weight, int italic, double size, double minimum);
/// The CSS class of a fitted size, as scripts/generate-gtk-rows.py names them: 12.5 → "size-12-5".
void nibornot_gtk_size_class(double size, char name[24]);

/// The template classes (Templates.c): set their templates from UI text; call once each, at start-up.
GType nibornot_gtk_cell_template_get_type(void);
GType nibornot_gtk_cell2_template_get_type(void);
GType nibornot_gtk_cell_precomputed_get_type(void);
void nibornot_gtk_set_template(GType type, GBytes *ui);

/// Start.c's state for Row.c: whether start succeeded, and gtk-builder's files ([0] Cell2.ui, [1] Cell.ui).
bool nibornot_gtk_started(void);
/// Whether the caller is on the thread that called nibornot_gtk_start.
bool nibornot_gtk_on_gtk_thread(void);
extern char *nibornot_gtk_builder_files[2];
/// Why no row can be built now (not started, or not on GTK's thread) as a malloc'd line, or NULL (Row.c).
char *nibornot_gtk_not_ready(void);

/// gtk-builder's per-row work, seed or sweep: a new GtkBuilder parses `path`; returns the cell with one strong
/// reference, or NULL with *error set (Row.c).
GtkWidget *nibornot_gtk_builder_cell(const char *path, char **error);
/// A malloc'd one-line error (free it with free()), and a UI file's bytes or NULL with *error set (Start.c).
char *nibornot_gtk_error_text(const char *format, ...) G_GNUC_PRINTF(1, 2);
GBytes *nibornot_gtk_read_ui(const char *directory, const char *name, char **error);

/// Registers `name` (the name its template names) as a subclass of `parent` and sets its template now, outside
/// timing; a name already registered is returned as it is (Sweep.c; the sweep's classes and users' cells).
GType nibornot_gtk_register_template_class(const char *name, GType parent, GBytes *ui);

/// One size of the sweep: its code row (GeneratedSweepRows.c), and what start-up fills in (Sweep.c):
/// gtk-builder's file and gtk-template's class.
typedef struct {
    int labels;
    GtkWidget *(*code_row)(void); ///< floating, as gtk_fixed_new returns it
    char *builder_file;
    GType template_type;
} NibornotGtkSweepSize;
/// Every size, smallest first, as scripts/generate-gtk-rows.py found templates/sweep/RowN-nofit.xib.
extern NibornotGtkSweepSize nibornot_gtk_sweep_sizes[];
extern const size_t nibornot_gtk_sweep_size_count;
/// The sweep's part of start-up: reads each size's UI files and registers its template class. Returns NULL or
/// a malloc'd one-line error.
char *nibornot_gtk_sweep_start(const char *ui_directory);
/// What start-up does for either sweep: for each of `sizes`, reads sweep/RowN{kind}.ui (kept as the builder file)
/// and registers sweep/RowN{kind}Template.ui as the class NibornotGtkSweep{kind}RowN, a subclass of `parent`.
/// `kind` is "" for the frame rows, "Constraints" for the rows with constraints.
char *nibornot_gtk_sweep_load(NibornotGtkSweepSize *sizes, size_t count, const char *ui_directory, const char *kind,
                              GType parent);
/// The size of `sizes` with `labels` labels, or NULL.
const NibornotGtkSweepSize *nibornot_gtk_sweep_find(const NibornotGtkSweepSize *sizes, size_t count, int labels);
/// A sweep row of `size` built by `construction` (code, builder or template) with one strong reference; for any
/// other construction NULL, with `only` as the error.
NibornotGtkRow *nibornot_gtk_sweep_cell(const NibornotGtkSweepSize *size, NibornotGtkConstruction construction,
                                        const char *only, char **error);

#endif
