// A user's cell (`run --template MyCell.xib`): its start-up and its rows, built from the files RowGeneration wrote
// for it and from its code's compiled module (docs/gtk.md, "A user's cell").
#include "RowInternal.h"
#include <stdlib.h>
#include <string.h>

/// The first start's answer (NULL before, "" after success, else the error), gtk-builder's file, gtk-code's function.
static char *user_start_result;
static char *user_builder_file;
static NibornotGtkUserCellCode user_code;
/// The UI text the class takes in class_init, set just before the class is first referenced.
static GBytes *user_template;

typedef struct {
    GtkFixed parent_instance;
} NibornotGtkUserCell;
typedef struct {
    GtkFixedClass parent_class;
} NibornotGtkUserCellClass;
G_DEFINE_TYPE(NibornotGtkUserCell, nibornot_gtk_user_cell, GTK_TYPE_FIXED)

static void nibornot_gtk_user_cell_class_init(NibornotGtkUserCellClass *klass) {
    gtk_widget_class_set_template(GTK_WIDGET_CLASS(klass), user_template);
}

static void nibornot_gtk_user_cell_init(NibornotGtkUserCell *self) {
    gtk_widget_init_template(GTK_WIDGET(self));
}

char *nibornot_gtk_user_cell_start(const char *folder, NibornotGtkUserCellCode code) {
    if (user_start_result) return *user_start_result ? strdup(user_start_result) : NULL;
    char *error = nibornot_gtk_not_ready();
    char *css_path = g_build_filename(folder, "UserCell.css", NULL);
    if (!error && !g_file_test(css_path, G_FILE_TEST_IS_REGULAR)) {
        error = nibornot_gtk_error_text("the user's cell's stylesheet %s is missing", css_path);
    }
    if (!error) {
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
    GBytes *builder_check = error ? NULL : nibornot_gtk_read_ui(folder, "UserCell.ui", &error);
    if (builder_check) g_bytes_unref(builder_check);
    if (!error) user_template = nibornot_gtk_read_ui(folder, "UserCellTemplate.ui", &error);
    if (!error) {
        user_builder_file = g_build_filename(folder, "UserCell.ui", NULL);
        user_code = code;
        g_type_class_ref(nibornot_gtk_user_cell_get_type());
    }
    if (user_template) g_bytes_unref(user_template);
    user_template = NULL;
    user_start_result = error ? error : strdup("");
    return error ? strdup(error) : NULL;
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

NibornotGtkRow *nibornot_gtk_user_row_new(NibornotGtkConstruction construction, char **error) {
    if ((*error = nibornot_gtk_not_ready())) return NULL;
    if (!user_start_result || *user_start_result) {
        *error = strdup("the user's cell is not started: call nibornot_gtk_user_cell_start first");
        return NULL;
    }
    GtkWidget *cell = NULL;
    switch (construction) {
    case NIBORNOT_GTK_CODE:
        cell = g_object_ref_sink(GTK_WIDGET(user_code()));
        break;
    case NIBORNOT_GTK_BUILDER:
        cell = nibornot_gtk_builder_cell(user_builder_file, error);
        if (cell) finish(cell);
        break;
    case NIBORNOT_GTK_TEMPLATE:
        cell = g_object_ref_sink(g_object_new(nibornot_gtk_user_cell_get_type(), NULL));
        finish(cell);
        break;
    default:
        *error = strdup("the user's cell is built by gtk-code, gtk-builder and gtk-template only");
    }
    return (NibornotGtkRow *)cell;
}
