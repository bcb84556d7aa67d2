// What the constraint files of GtkRow share (GTK types allowed; not public).
#ifndef NIBORNOT_GTK_CONSTRAINT_INTERNAL_H
#define NIBORNOT_GTK_CONSTRAINT_INTERNAL_H

#include "RowInternal.h"
#include "NibOrNotGtkConstraints.h"

/// A plain view: a GtkWidget whose layout manager places its children (GtkBinLayout for a cell,
/// GtkConstraintLayout for a content view), the counterpart of a UIView with subviews (ConstraintView.c).
GType nibornot_gtk_view_get_type(void);
GtkWidget *nibornot_gtk_view_new(void);

/// `gtk-constraints-code`'s row (GeneratedConstraintRow.c), floating.
GtkWidget *nibornot_gtk_constraint_code_row(gboolean fit);
/// Shrink-to-fit for a row with constraints: each label that shrinks to fit is fitted to the width its
/// constant width constraint gives (ConstraintRow.c), since it has no size request.
void nibornot_gtk_fit_constrained_row(GtkWidget *cell);
/// Fits one label to `width` (Fit.c's rule).
void nibornot_gtk_fit_label_to(GtkWidget *label, int width);

/// The sweep's rows with constraints, by size (GeneratedConstraintSweepRows.c; start-up fills in the files and
/// classes), and their start-up (ConstraintSweep.c).
extern NibornotGtkSweepSize nibornot_gtk_constraint_sweep_sizes[];
extern const size_t nibornot_gtk_constraint_sweep_size_count;
char *nibornot_gtk_constraint_sweep_start(const char *ui_directory);

/// Start-up of the rows with constraints: their UI files and template classes. NULL or a malloc'd error.
char *nibornot_gtk_constraint_start(const char *ui_directory);

#endif
