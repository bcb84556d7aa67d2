// The list view's row factories: GtkSignalListItemFactory with the row in code or from its class template, and
// GtkBuilderListItemFactory with the row as a list-item UI template (GTK's own "cell from a nib").
#include "ListViewInternal.h"

static void setup_code(GtkSignalListItemFactory *factory, GtkListItem *item, NibornotGtkListData *data) {
    (void)factory;
    data->created++;
    gtk_list_item_set_child(item, nibornot_gtk_list_code_row(data->fit));
}

static void setup_template(GtkSignalListItemFactory *factory, GtkListItem *item, NibornotGtkListData *data) {
    (void)factory;
    data->created++;
    gtk_list_item_set_child(item, nibornot_gtk_list_template_row(data->fit));
}

/// A bound row's item was reloaded (its `version` notified): the row shows the row's texts again.
static void version_changed(GObject *row, GParamSpec *pspec, GtkListItem *item) {
    (void)pspec;
    nibornot_gtk_list_bind_row(nibornot_gtk_list_data_of(row), gtk_list_item_get_child(item),
                               nibornot_gtk_list_row_of(row));
}

/// Bind fills the row and, as a row bound to a changing item does in GTK, listens to the item until unbind.
static void bind(GtkSignalListItemFactory *factory, GtkListItem *item, NibornotGtkListData *data) {
    (void)factory;
    GObject *row = gtk_list_item_get_item(item);
    nibornot_gtk_list_bind_row(data, gtk_list_item_get_child(item), nibornot_gtk_list_row_of(row));
    g_signal_connect(row, "notify::version", G_CALLBACK(version_changed), item);
}

static void unbind(GtkSignalListItemFactory *factory, GtkListItem *item, NibornotGtkListData *data) {
    (void)factory;
    (void)data;
    g_signal_handlers_disconnect_by_func(gtk_list_item_get_item(item), version_changed, item);
}

/// The builder factory's bind: CellListItem.ui binds the cell's name to a closure expression of the list
/// item's item and that item's `version`, which GTK evaluates when the row is instantiated and whenever either
/// changes (a new item, a reload); the closure
/// (found by name in the factory's GtkBuilderCScope) fills the row and returns the cell's name unchanged. A
/// row is counted as created the first time it is bound (GTK gives it an item right after instantiating it).
/// A new item changes both arguments and GTK evaluates the closure once for each: the second, with the item and
/// version the row already shows, binds nothing.
static char *builder_bind(GtkListItem *list_item, gpointer row, guint version, gpointer unused) {
    (void)unused;
    static GQuark item_quark, version_quark;
    if (!item_quark) {
        item_quark = g_quark_from_static_string("nibornot-gtk-list-item");
        version_quark = g_quark_from_static_string("nibornot-gtk-list-version");
    }
    GtkWidget *cell = gtk_list_item_get_child(list_item);
    if (row && cell &&
        (g_object_get_qdata(G_OBJECT(cell), item_quark) != row ||
         GPOINTER_TO_UINT(g_object_get_qdata(G_OBJECT(cell), version_quark)) != version + 1)) {
        g_object_set_qdata(G_OBJECT(cell), item_quark, row);
        g_object_set_qdata(G_OBJECT(cell), version_quark, GUINT_TO_POINTER(version + 1));
        NibornotGtkListData *data = nibornot_gtk_list_data_of(row);
        if (nibornot_gtk_list_cell_row(cell) == 0) data->created++;
        nibornot_gtk_list_bind_row(data, cell, nibornot_gtk_list_row_of(row));
    }
    return g_strdup("cell");
}

GtkListItemFactory *nibornot_gtk_list_factory_new(NibornotGtkListFactory factory, NibornotGtkListData *data,
                                                  GBytes *ui) {
    if (factory == NIBORNOT_GTK_LIST_BUILDER) {
        GtkBuilderScope *scope = gtk_builder_cscope_new();
        gtk_builder_cscope_add_callback_symbol(GTK_BUILDER_CSCOPE(scope), "nibornot_gtk_list_builder_bind",
                                               G_CALLBACK(builder_bind));
        GtkListItemFactory *made = gtk_builder_list_item_factory_new_from_bytes(scope, ui);
        g_object_unref(scope);
        return made;
    }
    GtkListItemFactory *made = gtk_signal_list_item_factory_new();
    g_signal_connect(made, "setup",
                     factory == NIBORNOT_GTK_LIST_CODE ? G_CALLBACK(setup_code) : G_CALLBACK(setup_template), data);
    g_signal_connect(made, "bind", G_CALLBACK(bind), data);
    g_signal_connect(made, "unbind", G_CALLBACK(unbind), data);
    return made;
}
