// A user's cell (`run --template MyCell.xib`): its loading and its rows, built from the files RowGeneration wrote
// for it and from its code's compiled module (docs/gtk.md, "A user's cell").
#include "RowInternal.h"
#include <stdlib.h>
#include <string.h>

/// One shrinking label, a line of UserCell.fit (RowGeneration's GtkUserCellFit): its generated class, its font, its
/// size and its minimum.
typedef struct {
    char *variable;
    char *family;
    int weight, italic;
    double size, minimum;
} UserFit;

struct NibornotGtkUserCell {
    char *builder_file;
    GType template_type, precomputed_type;
    NibornotGtkUserCellCode code;
    UserFit *fits;
    size_t fit_count;
};

/// The shrinking labels of `folder`/UserCell.fit into `cell`, or false with *error naming the file and line.
static bool read_fits(NibornotGtkUserCell *cell, const char *folder, char **error) {
    char *path = g_build_filename(folder, "UserCell.fit", NULL);
    char *contents = NULL;
    if (!g_file_get_contents(path, &contents, NULL, NULL)) {
        *error = nibornot_gtk_error_text("the user's cell's fit table %s cannot be read", path);
        g_free(path);
        return false;
    }
    char **lines = g_strsplit(contents, "\n", -1);
    size_t count = g_strv_length(lines);
    cell->fits = calloc(count, sizeof *cell->fits);
    for (size_t i = 0; i < count && !*error; i++) {
        if (!*lines[i]) continue;
        char **fields = g_strsplit(lines[i], "\t", 6);
        char *end_size = NULL, *end_minimum = NULL;
        if (g_strv_length(fields) == 6) {
            UserFit *fit = &cell->fits[cell->fit_count];
            fit->variable = strdup(fields[0]);
            fit->weight = atoi(fields[1]);
            fit->italic = atoi(fields[2]);
            fit->size = g_ascii_strtod(fields[3], &end_size);
            fit->minimum = g_ascii_strtod(fields[4], &end_minimum);
            fit->family = strdup(fields[5]);
            cell->fit_count++;
        }
        if (!end_size || *end_size || !end_minimum || *end_minimum) {
            *error = nibornot_gtk_error_text("%s line %zu is not a label's class, weight, italic flag, size, "
                                             "minimum and family, tab-separated",
                                             path, i + 1);
        }
        g_strfreev(fields);
    }
    g_strfreev(lines);
    g_free(contents);
    g_free(path);
    return !*error;
}

/// What the UI files cannot say, done per row as the code row does it per row: a picture shows an empty paintable of
/// its size request (the app's image is not in the XIB), as gtk-code sets it; and with `fit`, each shrinking label,
/// met in tree order as the code row fits them, is fitted, the index of its size kept in `found` when given.
static void finish(NibornotGtkUserCell *cell, GtkWidget *widget, bool fit, size_t *next, int *found) {
    if (GTK_IS_PICTURE(widget) && !gtk_picture_get_paintable(GTK_PICTURE(widget))) {
        int width, height;
        gtk_widget_get_size_request(widget, &width, &height);
        GdkPaintable *image = gdk_paintable_new_empty(width, height);
        gtk_picture_set_paintable(GTK_PICTURE(widget), image);
        g_object_unref(image);
    }
    if (fit && *next < cell->fit_count && GTK_IS_LABEL(widget) &&
        gtk_widget_has_css_class(widget, cell->fits[*next].variable)) {
        UserFit *label = &cell->fits[*next];
        int index = nibornot_gtk_fit_user_label(widget, label->family, label->weight, label->italic, label->size,
                                                label->minimum);
        if (found) found[*next] = index;
        (*next)++;
    }
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        finish(cell, child, fit, next, found);
    }
}

/// The precomputed template: `folder`/UserCellPrecomputed.ui with each label's @FIT_<class>@ replaced by the class
/// of the size that a gtk-template row fitted for it, registered as `class_name`Precomputed; false with *error set.
static bool register_precomputed(NibornotGtkUserCell *cell, const char *folder, const char *class_name, char **error) {
    GBytes *marked = nibornot_gtk_read_ui(folder, "UserCellPrecomputed.ui", error);
    if (!marked) return false;
    GtkWidget *row = g_object_ref_sink(g_object_new(cell->template_type, NULL));
    int *found = calloc(cell->fit_count + 1, sizeof *found);
    size_t fitted = 0;
    finish(cell, row, true, &fitted, found);
    g_object_unref(row);
    GString *text = g_string_new_len(g_bytes_get_data(marked, NULL), g_bytes_get_size(marked));
    g_bytes_unref(marked);
    for (size_t i = 0; i < fitted; i++) {
        char *marker = g_strdup_printf("@FIT_%s@", cell->fits[i].variable);
        char *name = g_strdup_printf("fit-%d", found[i]);
        g_string_replace(text, marker, name, 1);
        g_free(marker);
        g_free(name);
    }
    free(found);
    GBytes *ui = g_string_free_to_bytes(text);
    if (fitted == cell->fit_count) {
        char *name = g_strconcat(class_name, "Precomputed", NULL);
        cell->precomputed_type = nibornot_gtk_register_template_class(name, GTK_TYPE_FIXED, ui);
        g_free(name);
    } else {
        *error = nibornot_gtk_error_text("%s/UserCell.fit names %zu shrinking labels, the cell's template has %zu of "
                                         "them in that order",
                                         folder, cell->fit_count, fitted);
    }
    g_bytes_unref(ui);
    return !*error;
}

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
    // On a failure below the cell is not freed: GTK keeps the class registered above for the process's life too.
    if (!read_fits(cell, folder, error) || !register_precomputed(cell, folder, class_name, error)) return NULL;
    return cell;
}

NibornotGtkRow *nibornot_gtk_user_row_new(NibornotGtkUserCell *cell, NibornotGtkConstruction construction,
                                          char **error) {
    if ((*error = nibornot_gtk_not_ready())) return NULL;
    GtkWidget *row = NULL;
    size_t fitted = 0;
    switch (construction) {
    case NIBORNOT_GTK_CODE:
        row = g_object_ref_sink(GTK_WIDGET(cell->code(nibornot_gtk_fit_user_label)));
        break;
    case NIBORNOT_GTK_BUILDER:
        row = nibornot_gtk_builder_cell(cell->builder_file, error);
        if (row) finish(cell, row, true, &fitted, NULL);
        break;
    case NIBORNOT_GTK_TEMPLATE:
        row = g_object_ref_sink(g_object_new(cell->template_type, NULL));
        finish(cell, row, true, &fitted, NULL);
        break;
    case NIBORNOT_GTK_TEMPLATE_PRECOMPUTED:
        row = g_object_ref_sink(g_object_new(cell->precomputed_type, NULL));
        finish(cell, row, false, &fitted, NULL);
        break;
    default:
        *error = strdup("the user's cell is built by gtk-code, gtk-builder, gtk-template and gtk-template-precomputed "
                        "only");
    }
    return (NibornotGtkRow *)row;
}
