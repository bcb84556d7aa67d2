// The table's rows and their bind: what every factory shares, so that the factories differ only in how a
// row's widget tree comes to be (docs/gtk.md, "The table").
#include "ListViewInternal.h"

/// Where bind keeps the row a cell shows (plus one), for the dump of the visible rows.
static GQuark row_quark(void) {
    static GQuark quark;
    if (!quark) quark = g_quark_from_static_string("nibornot-gtk-list-row");
    return quark;
}

GtkWidget *nibornot_gtk_list_code_row(gboolean fit) {
    // gtk-code's row with fit off: the same 20 label blocks, without measuring "placeholder" (bind replaces it).
    GtkWidget *cell = nibornot_gtk_code_row(FALSE);
    if (fit) {
        GtkWidget *content = gtk_widget_get_last_child(cell);
        for (GtkWidget *label = gtk_widget_get_first_child(content); label;
             label = gtk_widget_get_next_sibling(label)) {
            gtk_widget_add_css_class(label, "shrinks-to-fit");
        }
    }
    return cell;
}

GtkWidget *nibornot_gtk_list_template_row(gboolean fit) {
    return g_object_new(fit ? nibornot_gtk_cell_template_get_type() : nibornot_gtk_cell2_template_get_type(), NULL);
}

/// Drops the size class a label's previous text was fitted to (`size-12-5`), before fitting the new text.
static void remove_size_class(GtkWidget *label) {
    char **classes = gtk_widget_get_css_classes(label);
    for (char **name = classes; *name; name++) {
        if (g_str_has_prefix(*name, "size-")) gtk_widget_remove_css_class(label, *name);
    }
    g_strfreev(classes);
}

void nibornot_gtk_list_bind_row(NibornotGtkListData *data, GtkWidget *cell, size_t row) {
    data->bound++;
    g_object_set_qdata(G_OBJECT(cell), row_quark(), GSIZE_TO_POINTER(row + 1));
    char **texts = data->texts + row * NIBORNOT_GTK_LABELS;
    GtkWidget *content = gtk_widget_get_last_child(cell);
    int tag = 0;
    for (GtkWidget *label = gtk_widget_get_first_child(content); label && tag < NIBORNOT_GTK_LABELS;
         label = gtk_widget_get_next_sibling(label), tag++) {
        gtk_label_set_text(GTK_LABEL(label), texts[tag] ? texts[tag] : "");
        // The table's setting, not the label's class: GtkBuilder may add a UI file's classes after this first bind.
        if (data->fit) {
            remove_size_class(label);
            nibornot_gtk_fit_label(label);
        }
    }
}

size_t nibornot_gtk_list_cell_row(GtkWidget *cell) {
    return GPOINTER_TO_SIZE(g_object_get_qdata(G_OBJECT(cell), row_quark()));
}
