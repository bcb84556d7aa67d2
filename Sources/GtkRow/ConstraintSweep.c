// The sweep's rows with constraints (docs/gtk.md, "Rows with constraints"): templates/sweep-autolayout/RowN.xib
// translated by scripts/generate-gtk-rows.py, built as the seed's rows with constraints are, without fit.
#include "ConstraintInternal.h"
#include <stdlib.h>
#include <string.h>

char *nibornot_gtk_constraint_sweep_start(const char *ui_directory) {
    return nibornot_gtk_sweep_load(nibornot_gtk_constraint_sweep_sizes, nibornot_gtk_constraint_sweep_size_count,
                                   ui_directory, "Constraints", nibornot_gtk_view_get_type());
}

NibornotGtkRow *nibornot_gtk_constraint_sweep_row_new(NibornotGtkConstruction construction, int labels, char **error) {
    const NibornotGtkSweepSize *size = NULL;
    for (size_t i = 0; i < nibornot_gtk_constraint_sweep_size_count; i++) {
        if (nibornot_gtk_constraint_sweep_sizes[i].labels == labels) size = &nibornot_gtk_constraint_sweep_sizes[i];
    }
    if (!size) {
        *error = nibornot_gtk_error_text("no GTK sweep row with constraints of %d labels", labels);
        return NULL;
    }
    if ((*error = nibornot_gtk_not_ready())) return NULL;
    GtkWidget *cell = NULL;
    switch (construction) {
    case NIBORNOT_GTK_CODE:
        cell = g_object_ref_sink(size->code_row());
        break;
    case NIBORNOT_GTK_BUILDER:
        cell = nibornot_gtk_builder_cell(size->builder_file, error);
        break;
    case NIBORNOT_GTK_TEMPLATE:
        cell = g_object_ref_sink(g_object_new(size->template_type, NULL));
        break;
    default:
        *error = strdup("the GTK sweep rows with constraints are built by gtk-constraints-code, -builder and -template only");
    }
    return (NibornotGtkRow *)cell;
}
