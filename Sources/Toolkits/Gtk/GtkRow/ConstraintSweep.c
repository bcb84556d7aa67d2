// The sweep's rows with constraints (docs/gtk.md, "Rows with constraints"): templates/sweep-autolayout/RowN.xib
// translated by scripts/generate-gtk-rows.py, built as the seed's rows with constraints are, without fit.
#include "ConstraintInternal.h"

char *nibornot_gtk_constraint_sweep_start(const char *ui_directory) {
    return nibornot_gtk_sweep_load(nibornot_gtk_constraint_sweep_sizes, nibornot_gtk_constraint_sweep_size_count,
                                   ui_directory, "Constraints", nibornot_gtk_view_get_type());
}

NibornotGtkRow *nibornot_gtk_constraint_sweep_row_new(NibornotGtkConstruction construction, int labels, char **error) {
    const NibornotGtkSweepSize *size =
        nibornot_gtk_sweep_find(nibornot_gtk_constraint_sweep_sizes, nibornot_gtk_constraint_sweep_size_count, labels);
    if (!size) {
        *error = nibornot_gtk_error_text("no GTK sweep row with constraints of %d labels", labels);
        return NULL;
    }
    return nibornot_gtk_sweep_cell(
        size, construction,
        "the GTK sweep rows with constraints are built by gtk-constraints-code, -builder and -template only", error);
}
