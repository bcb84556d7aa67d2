// The sweep's rows with constraints (docs/gtk.md, "Rows with constraints"): templates/sweep-autolayout/RowN.xib
// translated by scripts/generate-gtk-rows.py, built as the seed's rows with constraints are, without fit.
#include "ConstraintInternal.h"
#include <stdlib.h>
#include <string.h>

static void sweep_class_init(gpointer klass, gpointer ui) {
    gtk_widget_class_set_template(GTK_WIDGET_CLASS(klass), ui);
}

static void sweep_instance_init(GTypeInstance *instance, gpointer klass) {
    (void)klass;
    gtk_widget_init_template(GTK_WIDGET(instance));
}

/// Registers NibornotGtkSweepConstraintsRowN, a NibornotGtkView with the row's template, as Sweep.c does
/// for the frame rows' GtkFixed classes.
static GType register_template_class(int labels, GBytes *ui) {
    char name[56];
    g_snprintf(name, sizeof name, "NibornotGtkSweepConstraintsRow%d", labels);
    GType type = g_type_from_name(name);
    if (type) return type;
    GTypeQuery parent;
    g_type_query(nibornot_gtk_view_get_type(), &parent);
    const GTypeInfo info = {
        .class_size = (guint16)parent.class_size,
        .class_init = sweep_class_init,
        .class_data = ui,
        .instance_size = (guint16)parent.instance_size,
        .instance_init = sweep_instance_init,
    };
    type = g_type_register_static(nibornot_gtk_view_get_type(), name, &info, 0);
    g_type_class_ref(type);
    return type;
}

char *nibornot_gtk_constraint_sweep_start(const char *ui_directory) {
    char *error = NULL;
    char *directory = g_build_filename(ui_directory, "sweep", NULL);
    for (size_t i = 0; i < nibornot_gtk_constraint_sweep_size_count && !error; i++) {
        NibornotGtkSweepSize *size = &nibornot_gtk_constraint_sweep_sizes[i];
        char builder_name[40], template_name[48];
        g_snprintf(builder_name, sizeof builder_name, "Row%dConstraints.ui", size->labels);
        g_snprintf(template_name, sizeof template_name, "Row%dConstraintsTemplate.ui", size->labels);
        GBytes *check = nibornot_gtk_read_ui(directory, builder_name, &error);
        if (!check) break;
        g_bytes_unref(check);
        size->builder_file = g_build_filename(directory, builder_name, NULL);
        GBytes *ui = nibornot_gtk_read_ui(directory, template_name, &error);
        if (!ui) break;
        size->template_type = register_template_class(size->labels, ui);
        g_bytes_unref(ui);
    }
    g_free(directory);
    return error;
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
