// Start-up, once per process and outside every timing: GTK, the row's stylesheet, the UI files and the
// template classes (docs/gtk.md).
#include "ConstraintInternal.h"
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/// The thread that started GTK: the only one allowed to build rows (GTK is not thread-safe).
static pthread_t gtk_thread;

/// The first call's answer, kept so that start is idempotent: NULL before, "" after success, else the error.
static char *start_result;
/// The builder files gtk-builder reads per row (Cell.ui, Cell2.ui), full paths.
char *nibornot_gtk_builder_files[2];

char *nibornot_gtk_error_text(const char *format, ...) {
    va_list arguments;
    va_start(arguments, format);
    char *glib_text = g_strdup_vprintf(format, arguments);
    va_end(arguments);
    char *text = strdup(glib_text); // the caller frees with free(), not g_free()
    g_free(glib_text);
    return text;
}

/// A UI file's bytes, or NULL with *error set naming the file.
GBytes *nibornot_gtk_read_ui(const char *directory, const char *name, char **error) {
    char *path = g_build_filename(directory, name, NULL);
    char *contents;
    gsize length;
    GError *failure = NULL;
    GBytes *bytes = NULL;
    if (g_file_get_contents(path, &contents, &length, &failure)) {
        bytes = g_bytes_new_take(contents, length);
    } else {
        *error = nibornot_gtk_error_text("GTK row file %s cannot be read (%s); run scripts/generate-gtk-rows.py", path,
                                         failure->message);
        g_error_free(failure);
    }
    g_free(path);
    return bytes;
}

/// The precomputed template: CellPrecomputed.ui with each @SIZE_<tag>@ replaced by the CSS class of the size
/// that a gtk-template row fitted for that label, with the same Pango rule as every fitted row.
static GBytes *precomputed_ui(GBytes *marked) {
    GtkWidget *cell = g_object_ref_sink(g_object_new(nibornot_gtk_cell_template_get_type(), NULL));
    nibornot_gtk_fit_row(cell);
    GString *text = g_string_new_len(g_bytes_get_data(marked, NULL), g_bytes_get_size(marked));
    GtkWidget *content = gtk_widget_get_last_child(cell);
    int tag = 1;
    for (GtkWidget *label = gtk_widget_get_first_child(content); label;
         label = gtk_widget_get_next_sibling(label), tag++) {
        char **classes = gtk_widget_get_css_classes(label);
        for (char **name = classes; *name; name++) {
            if (g_str_has_prefix(*name, "size-")) {
                char marker[32];
                g_snprintf(marker, sizeof marker, "@SIZE_%d@", tag);
                g_string_replace(text, marker, *name, 1);
            }
        }
        g_strfreev(classes);
    }
    g_object_unref(cell);
    return g_string_free_to_bytes(text);
}

char *nibornot_gtk_start(const char *ui_directory) {
    if (start_result) return *start_result ? strdup(start_result) : NULL;
    gtk_thread = pthread_self();
    if (!gtk_init_check()) {
        start_result = strdup("GTK cannot open a display: set DISPLAY or let nib-or-not start Xvfb (package xvfb)");
        return strdup(start_result);
    }
    char *error = NULL;
    char *css_path = g_build_filename(ui_directory, "Row.css", NULL);
    if (!g_file_test(css_path, G_FILE_TEST_IS_REGULAR)) {
        error = nibornot_gtk_error_text("GTK row file %s is missing; run scripts/generate-gtk-rows.py", css_path);
    } else {
        // The stylesheet is the row's look in every construction; for the whole display, above the theme.
        GtkCssProvider *provider = gtk_css_provider_new();
        gtk_css_provider_load_from_path(provider, css_path);
        gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(provider),
                                                   GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
        g_object_unref(provider);
    }
    g_free(css_path);
    // GtkBuilder resolves class names from registered types; register them before any file is parsed.
    g_type_ensure(GTK_TYPE_FIXED);
    g_type_ensure(GTK_TYPE_LABEL);
    const char *builder_names[2] = {"Cell2.ui", "Cell.ui"};
    for (int fit = 0; fit < 2 && !error; fit++) {
        nibornot_gtk_builder_files[fit] = g_build_filename(ui_directory, builder_names[fit], NULL);
        GBytes *check = nibornot_gtk_read_ui(ui_directory, builder_names[fit], &error);
        if (check) g_bytes_unref(check);
    }
    GBytes *fit_template = error ? NULL : nibornot_gtk_read_ui(ui_directory, "CellTemplate.ui", &error);
    GBytes *nofit_template = error ? NULL : nibornot_gtk_read_ui(ui_directory, "Cell2Template.ui", &error);
    GBytes *marked = error ? NULL : nibornot_gtk_read_ui(ui_directory, "CellPrecomputed.ui", &error);
    if (!error) {
        nibornot_gtk_fit_start();
        nibornot_gtk_set_template(nibornot_gtk_cell_template_get_type(), fit_template);
        nibornot_gtk_set_template(nibornot_gtk_cell2_template_get_type(), nofit_template);
        GBytes *precomputed = precomputed_ui(marked);
        nibornot_gtk_set_template(nibornot_gtk_cell_precomputed_get_type(), precomputed);
        g_bytes_unref(precomputed);
    }
    if (!error) error = nibornot_gtk_sweep_start(ui_directory);
    if (!error) error = nibornot_gtk_constraint_start(ui_directory);
    if (fit_template) g_bytes_unref(fit_template);
    if (nofit_template) g_bytes_unref(nofit_template);
    if (marked) g_bytes_unref(marked);
    start_result = error ? error : strdup("");
    return error ? strdup(error) : NULL;
}

bool nibornot_gtk_started(void) {
    return start_result && !*start_result;
}

bool nibornot_gtk_on_gtk_thread(void) {
    return pthread_equal(pthread_self(), gtk_thread);
}
