// The table's list model: a GListModel of one small item per row, its number and data version. Texts stay in
// the table's data, so an item costs what an index path costs in UIKit. A reload says a row's data changed the
// way GTK's rows follow their items: the item's `version` property notifies, and the rows bound to it bind again
// (the signal factories listen from bind to unbind, the builder factory's expression watches it). Not by
// items-changed: GTK 4.8 then replaces the rows of new items, and updates every row after the position, which
// a signal factory answers by binding each again (200 rows for one row changed).
#include "ListViewInternal.h"

/// An item: which row, its data version (bumped by every reload), and the table it belongs to.
typedef struct {
    GObject parent_instance;
    guint row;
    guint version;
    NibornotGtkListData *data;
} NibornotGtkListItem;
typedef struct {
    GObjectClass parent_class;
} NibornotGtkListItemClass;
G_DEFINE_TYPE(NibornotGtkListItem, nibornot_gtk_list_item, G_TYPE_OBJECT)

static GParamSpec *version_property;

static void get_property(GObject *object, guint id, GValue *value, GParamSpec *pspec) {
    if (id == 1)
        g_value_set_uint(value, ((NibornotGtkListItem *)object)->version);
    else
        G_OBJECT_WARN_INVALID_PROPERTY_ID(object, id, pspec);
}

static void nibornot_gtk_list_item_class_init(NibornotGtkListItemClass *klass) {
    G_OBJECT_CLASS(klass)->get_property = get_property;
    version_property =
        g_param_spec_uint("version", NULL, NULL, 0, G_MAXUINT, 0, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
    g_object_class_install_property(G_OBJECT_CLASS(klass), 1, version_property);
}
static void nibornot_gtk_list_item_init(NibornotGtkListItem *self) {
    (void)self;
}

GType nibornot_gtk_list_item_type(void) {
    return nibornot_gtk_list_item_get_type();
}

struct _NibornotGtkListRows {
    GObject parent_instance;
    NibornotGtkListData *data;
    /// The item of each row once asked for (NULL before, and after a reload until asked again).
    GObject **items;
};
typedef struct {
    GObjectClass parent_class;
} NibornotGtkListRowsClass;

static GType item_type(GListModel *model) {
    (void)model;
    return nibornot_gtk_list_item_get_type();
}

static guint n_items(GListModel *model) {
    return (guint)((NibornotGtkListRows *)model)->data->rows;
}

static gpointer get_item(GListModel *model, guint position) {
    NibornotGtkListRows *self = (NibornotGtkListRows *)model;
    if (position >= self->data->rows) return NULL;
    if (!self->items[position]) {
        NibornotGtkListItem *item = g_object_new(nibornot_gtk_list_item_get_type(), NULL);
        item->row = position;
        item->data = self->data;
        self->items[position] = G_OBJECT(item);
    }
    return g_object_ref(self->items[position]);
}

static void model_init(GListModelInterface *iface) {
    iface->get_item_type = item_type;
    iface->get_n_items = n_items;
    iface->get_item = get_item;
}

G_DEFINE_TYPE_WITH_CODE(NibornotGtkListRows, nibornot_gtk_list_rows, G_TYPE_OBJECT,
                        G_IMPLEMENT_INTERFACE(G_TYPE_LIST_MODEL, model_init))

static void rows_finalize(GObject *object) {
    NibornotGtkListRows *self = (NibornotGtkListRows *)object;
    for (size_t i = 0; i < self->data->rows; i++)
        g_clear_object(&self->items[i]);
    g_free(self->items);
    G_OBJECT_CLASS(nibornot_gtk_list_rows_parent_class)->finalize(object);
}

static void nibornot_gtk_list_rows_class_init(NibornotGtkListRowsClass *klass) {
    G_OBJECT_CLASS(klass)->finalize = rows_finalize;
}
static void nibornot_gtk_list_rows_init(NibornotGtkListRows *self) {
    (void)self;
}

NibornotGtkListRows *nibornot_gtk_list_rows_new(NibornotGtkListData *data) {
    NibornotGtkListRows *rows = g_object_new(nibornot_gtk_list_rows_get_type(), NULL);
    rows->data = data;
    rows->items = g_new0(GObject *, data->rows);
    return rows;
}

void nibornot_gtk_list_rows_changed(NibornotGtkListRows *rows, guint first, guint count) {
    for (guint i = first; i < first + count && i < rows->data->rows; i++) {
        NibornotGtkListItem *item = (NibornotGtkListItem *)rows->items[i];
        if (!item) continue; // never asked for: GTK shows it nowhere yet, and will bind it with the new texts
        item->version++;
        g_object_notify_by_pspec(G_OBJECT(item), version_property);
    }
}

guint nibornot_gtk_list_row_of(gpointer item) {
    return ((NibornotGtkListItem *)item)->row;
}

NibornotGtkListData *nibornot_gtk_list_data_of(gpointer item) {
    return ((NibornotGtkListItem *)item)->data;
}
