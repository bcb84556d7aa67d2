// A user's cell (`run --template MyCell.xib`): its loading and its rows, built from the files RowGeneration wrote
// for it and from its code's compiled module (docs/gtk.md, "A user's cell").
#include "RowInternal.h"
#include <stdlib.h>
#include <string.h>

struct NibornotGtkUserCell {
    char *builder_file;
    GType template_type;
    NibornotGtkUserCellCode code;
};

NibornotGtkUserCell *nibornot_gtk_user_cell_load(const char *folder, const char *class_name,
                                                 NibornotGtkUserCellCode code, char **error) {
    if ((*error = nibornot_gtk_not_ready())) return NULL;
    char *css_path = g_build_filename(folder, "UserCell.css", NULL);
    if (!g_file_test(css_path, G_FILE_TEST_IS_REGULAR)) {
        *error = nibornot_gtk_error_text("the user's cell's stylesheet %s is missing", css_path);
    } else {
        // Its rules are scoped by the cell's own class, so cells loaded side by side keep their own looks.
        GtkCssProvider *provider = gtk_css_provider_new();
        gtk_css_provider_load_from_path(provider, css_path);
        gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(provider),
                                                   GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
        g_object_unref(provider);
    }
    g_free(css_path);
    // GtkBuilder finds classes by name among registered types: register every class the mapping may name.
    g_type_ensure(GTK_TYPE_PICTURE);
    g_type_ensure(GTK_TYPE_BUTTON);
    g_type_ensure(GTK_TYPE_SWITCH);
    g_type_ensure(GTK_TYPE_ENTRY);
    g_type_ensure(GTK_TYPE_BOX);
    GBytes *builder_check = *error ? NULL : nibornot_gtk_read_ui(folder, "UserCell.ui", error);
    if (builder_check) g_bytes_unref(builder_check);
    GBytes *ui = *error ? NULL : nibornot_gtk_read_ui(folder, "UserCellTemplate.ui", error);
    if (!ui) return NULL;
    NibornotGtkUserCell *cell = calloc(1, sizeof *cell);
    cell->builder_file = g_build_filename(folder, "UserCell.ui", NULL);
    cell->template_type = nibornot_gtk_register_template_class(class_name, GTK_TYPE_FIXED, ui);
    cell->code = code;
    g_bytes_unref(ui);
    return cell;
}

/// What the UI files cannot say: a picture shows an empty paintable of its size request (the app's image is not
/// in the XIB), as gtk-code sets it. Done per row, as the code row does it per row.
static void finish(GtkWidget *widget) {
    if (GTK_IS_PICTURE(widget) && !gtk_picture_get_paintable(GTK_PICTURE(widget))) {
        int width, height;
        gtk_widget_get_size_request(widget, &width, &height);
        GdkPaintable *image = gdk_paintable_new_empty(width, height);
        gtk_picture_set_paintable(GTK_PICTURE(widget), image);
        g_object_unref(image);
    }
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        finish(child);
    }
}

NibornotGtkRow *nibornot_gtk_user_row_new(NibornotGtkUserCell *cell, NibornotGtkConstruction construction,
                                          char **error) {
    if ((*error = nibornot_gtk_not_ready())) return NULL;
    GtkWidget *row = NULL;
    switch (construction) {
    case NIBORNOT_GTK_CODE:
        row = g_object_ref_sink(GTK_WIDGET(cell->code()));
        break;
    case NIBORNOT_GTK_BUILDER:
        row = nibornot_gtk_builder_cell(cell->builder_file, error);
        if (row) finish(row);
        break;
    case NIBORNOT_GTK_TEMPLATE:
        row = g_object_ref_sink(g_object_new(cell->template_type, NULL));
        finish(row);
        break;
    default:
        *error = strdup("the user's cell is built by gtk-code, gtk-builder and gtk-template only");
    }
    return (NibornotGtkRow *)row;
}
