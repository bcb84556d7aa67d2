// What the table's C files share (ListView*.c); GTK types allowed here (this header is not public).
#ifndef NIBORNOT_GTK_LIST_VIEW_INTERNAL_H
#define NIBORNOT_GTK_LIST_VIEW_INTERNAL_H

#include "RowInternal.h"
#include "NibOrNotGtkList.h"

/// The table's data and counters, which every factory's handlers reach: through the item a row shows
/// (the list view) or directly (the box).
typedef struct {
    size_t rows;
    /// rows × NIBORNOT_GTK_LABELS texts, row-major; NULL reads as "".
    char **texts;
    bool fit;
    unsigned long created;
    unsigned long bound;
} NibornotGtkListData;

/// The list model (ListViewModel.c): one item per row, made when GTK first asks for it and made anew once the
/// row is reloaded, so that the list view sees a new item and binds it again.
typedef struct _NibornotGtkListRows NibornotGtkListRows;
NibornotGtkListRows *nibornot_gtk_list_rows_new(NibornotGtkListData *data);
/// Rows `first` ..< `first + count` changed: their items' `version` notifies, and the rows bound to them bind again.
void nibornot_gtk_list_rows_changed(NibornotGtkListRows *rows, guint first, guint count);
/// The items' type, NibornotGtkListItem (CellListItem.ui looks its `version` up).
GType nibornot_gtk_list_item_type(void);
/// The row number of an item of the model.
guint nibornot_gtk_list_row_of(gpointer item);
/// The data an item belongs to.
NibornotGtkListData *nibornot_gtk_list_data_of(gpointer item);

/// The row in C for the table (ListViewBind.c): gtk-code's row, built without fitting its placeholder texts
/// (bind fits the row's texts), its labels marked `shrinks-to-fit` when `fit`. Floating.
GtkWidget *nibornot_gtk_list_code_row(gboolean fit);
/// The row from the widget class template, not fitted (bind fits). Floating.
GtkWidget *nibornot_gtk_list_template_row(gboolean fit);
/// Bind: puts row `row`'s texts into the cell's 20 labels and fits each label that shrinks to fit again
/// (dropping the size class of the texts it showed before). Counts a bind.
void nibornot_gtk_list_bind_row(NibornotGtkListData *data, GtkWidget *cell, size_t row);
/// The row a cell last showed plus one (0: never bound), kept on the cell by bind, for the dump.
size_t nibornot_gtk_list_cell_row(GtkWidget *cell);

/// The factories of the list view (ListViewFactories.c); `ui` is the list-item UI for the builder factory.
GtkListItemFactory *nibornot_gtk_list_factory_new(NibornotGtkListFactory factory, NibornotGtkListData *data,
                                                  GBytes *ui);

#endif
