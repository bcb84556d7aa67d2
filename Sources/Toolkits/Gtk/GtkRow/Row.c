// Building, laying out and freeing rows: the timed part. A row is its cell widget, with one strong reference.
#include "RowInternal.h"
#include <stdlib.h>
#include <string.h>

/// gtk-builder: a new GtkBuilder reads the UI file from disk and parses it for every row, as
/// `loadNibNamed:owner:options:` reads the nib each time. The builder is dropped once the cell is kept.
GtkWidget *nibornot_gtk_builder_cell(const char *path, char **error) {
    GtkBuilder *builder = gtk_builder_new();
    GError *failure = NULL;
    GtkWidget *cell = NULL;
    if (gtk_builder_add_from_file(builder, path, &failure)) {
        cell = g_object_ref(GTK_WIDGET(gtk_builder_get_object(builder, "cell")));
    } else {
        *error = strdup(failure->message);
        g_error_free(failure);
    }
    g_object_unref(builder);
    return cell;
}

char *nibornot_gtk_not_ready(void) {
    if (!nibornot_gtk_started()) return strdup("GTK is not started: call start() on the thread that builds rows first");
    if (!nibornot_gtk_on_gtk_thread()) return strdup("GTK rows must be built on the thread that called start()");
    return NULL;
}

NibornotGtkRow *nibornot_gtk_row_new(NibornotGtkConstruction construction, bool fit, char **error) {
    if ((*error = nibornot_gtk_not_ready())) return NULL;
    GtkWidget *cell = NULL;
    switch (construction) {
    case NIBORNOT_GTK_CODE:
        cell = g_object_ref_sink(nibornot_gtk_code_row(fit));
        break;
    case NIBORNOT_GTK_BUILDER:
        cell = nibornot_gtk_builder_cell(nibornot_gtk_builder_files[fit ? 1 : 0], error);
        if (cell && fit) nibornot_gtk_fit_row(cell);
        break;
    case NIBORNOT_GTK_TEMPLATE:
        cell = g_object_ref_sink(
            g_object_new(fit ? nibornot_gtk_cell_template_get_type() : nibornot_gtk_cell2_template_get_type(), NULL));
        if (fit) nibornot_gtk_fit_row(cell);
        break;
    case NIBORNOT_GTK_TEMPLATE_PRECOMPUTED:
        // Fit off there is nothing to precompute: Cell2.xib's template is the row.
        cell = g_object_ref_sink(g_object_new(
            fit ? nibornot_gtk_cell_precomputed_get_type() : nibornot_gtk_cell2_template_get_type(), NULL));
        break;
    default:
        *error = strdup("unknown GTK construction number");
    }
    return (NibornotGtkRow *)cell;
}

void nibornot_gtk_row_lay_out(NibornotGtkRow *row) {
    GtkWidget *cell = GTK_WIDGET(row);
    int width, height, minimum, natural;
    gtk_widget_get_size_request(cell, &width, &height);
    // What a parent does: ask the cell's size each way (which measures every label), then place it.
    gtk_widget_measure(cell, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
    gtk_widget_measure(cell, GTK_ORIENTATION_VERTICAL, width, &minimum, &natural, NULL, NULL);
    gtk_widget_allocate(cell, width, height, -1, NULL);
}

void nibornot_gtk_row_free(NibornotGtkRow *row) {
    g_object_unref(GTK_WIDGET(row));
}

static void count_finalized(gpointer counter, GObject *gone) {
    (void)gone;
    (*(int *)counter)++;
}

static int watch(GtkWidget *widget, int *finalized) {
    g_object_weak_ref(G_OBJECT(widget), count_finalized, finalized);
    int watched = 1;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        watched += watch(child, finalized);
    }
    return watched;
}

int nibornot_gtk_row_watch_finalization(NibornotGtkRow *row, int *finalized) {
    return watch(GTK_WIDGET(row), finalized);
}
