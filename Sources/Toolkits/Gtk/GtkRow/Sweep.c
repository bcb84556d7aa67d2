// The sweep's rows of N labels (docs/gtk.md, "Sweep rows"): templates/sweep/RowN-nofit.xib translated by
// scripts/generate-gtk-rows.py, built the seed row's way in each construction but without shrink-to-fit.
#include "RowInternal.h"
#include <stdlib.h>
#include <string.h>

/// A sweep class's template arrives as class data, so one class_init serves every size: the classes differ
/// only in their template, and registering them from the table keeps the sizes in one generated place.
static void sweep_class_init(gpointer klass, gpointer ui) {
    gtk_widget_class_set_template(GTK_WIDGET_CLASS(klass), ui);
}

static void sweep_instance_init(GTypeInstance *instance, gpointer klass) {
    (void)klass;
    gtk_widget_init_template(GTK_WIDGET(instance));
}

GType nibornot_gtk_register_template_class(const char *name, GType parent, GBytes *ui) {
    GType type = g_type_from_name(name);
    if (type) return type; // already registered: GType names are per process
    GTypeQuery query;
    g_type_query(parent, &query);
    const GTypeInfo info = {
        .class_size = (guint16)query.class_size,
        .class_init = sweep_class_init,
        .class_data = ui,
        .instance_size = (guint16)query.instance_size,
        .instance_init = sweep_instance_init,
    };
    type = g_type_register_static(parent, name, &info, 0);
    g_type_class_ref(type); // runs class_init while `ui` is alive; kept for the process's life
    return type;
}

char *nibornot_gtk_sweep_load(NibornotGtkSweepSize *sizes, size_t count, const char *ui_directory, const char *kind,
                              GType parent) {
    char *error = NULL;
    char *directory = g_build_filename(ui_directory, "sweep", NULL);
    for (size_t i = 0; i < count && !error; i++) {
        NibornotGtkSweepSize *size = &sizes[i];
        char builder_name[48], template_name[56], class_name[64];
        g_snprintf(builder_name, sizeof builder_name, "Row%d%s.ui", size->labels, kind);
        g_snprintf(template_name, sizeof template_name, "Row%d%sTemplate.ui", size->labels, kind);
        g_snprintf(class_name, sizeof class_name, "NibornotGtkSweep%sRow%d", kind, size->labels);
        GBytes *check = nibornot_gtk_read_ui(directory, builder_name, &error);
        if (!check) break;
        g_bytes_unref(check);
        size->builder_file = g_build_filename(directory, builder_name, NULL);
        GBytes *ui = nibornot_gtk_read_ui(directory, template_name, &error);
        if (!ui) break;
        size->template_type = nibornot_gtk_register_template_class(class_name, parent, ui);
        g_bytes_unref(ui);
    }
    g_free(directory);
    return error;
}

char *nibornot_gtk_sweep_start(const char *ui_directory) {
    return nibornot_gtk_sweep_load(nibornot_gtk_sweep_sizes, nibornot_gtk_sweep_size_count, ui_directory, "",
                                   GTK_TYPE_FIXED);
}

size_t nibornot_gtk_sweep_count(void) {
    return nibornot_gtk_sweep_size_count;
}

int nibornot_gtk_sweep_size(size_t index) {
    return index < nibornot_gtk_sweep_size_count ? nibornot_gtk_sweep_sizes[index].labels : 0;
}

/// The sizes as a line for errors: "1, 2, 5, ...".
static char *size_list(void) {
    GString *list = g_string_new(NULL);
    for (size_t i = 0; i < nibornot_gtk_sweep_size_count; i++) {
        g_string_append_printf(list, "%s%d", i ? ", " : "", nibornot_gtk_sweep_sizes[i].labels);
    }
    return g_string_free(list, FALSE);
}

const NibornotGtkSweepSize *nibornot_gtk_sweep_find(const NibornotGtkSweepSize *sizes, size_t count, int labels) {
    for (size_t i = 0; i < count; i++) {
        if (sizes[i].labels == labels) return &sizes[i];
    }
    return NULL;
}

NibornotGtkRow *nibornot_gtk_sweep_cell(const NibornotGtkSweepSize *size, NibornotGtkConstruction construction,
                                        const char *only, char **error) {
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
        *error = strdup(only);
    }
    return (NibornotGtkRow *)cell;
}

NibornotGtkRow *nibornot_gtk_sweep_row_new(NibornotGtkConstruction construction, int labels, char **error) {
    const NibornotGtkSweepSize *size =
        nibornot_gtk_sweep_find(nibornot_gtk_sweep_sizes, nibornot_gtk_sweep_size_count, labels);
    if (!size) {
        char *sizes = size_list();
        *error = nibornot_gtk_error_text("no GTK sweep row of %d labels; sizes: %s", labels, sizes);
        g_free(sizes);
        return NULL;
    }
    // Sweep rows never fit, so there is nothing to precompute: the precomputed template would be gtk-template.
    return nibornot_gtk_sweep_cell(size, construction,
                                   "the GTK sweep has rows of gtk-code, gtk-builder and gtk-template only", error);
}
