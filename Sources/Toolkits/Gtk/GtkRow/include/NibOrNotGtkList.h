// The seed's table on GTK 4 (docs/gtk.md, "The table"): a GtkListView of the seed's rows in a 320 × 568 window,
// recycling its rows, or a GtkBox of a row per row of data. Opaque, as NibOrNotGtk.h: no GTK type appears
// here. Every function must be called from the thread that called nibornot_gtk_start.
#ifndef NIBORNOT_GTK_LIST_H
#define NIBORNOT_GTK_LIST_H

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// How the table gets its rows: the names after `gtk-list-` in the report.
typedef enum {
    NIBORNOT_GTK_LIST_CODE = 0,     ///< GtkSignalListItemFactory: setup builds the row in C, bind fills it
    NIBORNOT_GTK_LIST_TEMPLATE = 1, ///< the same, setup instantiating the row's widget class template
    NIBORNOT_GTK_LIST_BUILDER = 2,  ///< GtkBuilderListItemFactory over CellListItem.ui, bound by a handler
    NIBORNOT_GTK_LIST_NO_REUSE = 3, ///< no list view: a GtkBox in a GtkScrolledWindow, a row per row of data
} NibornotGtkListFactory;

/// A table: its window, list (or box), rows' data and counters. Freed by nibornot_gtk_list_free.
typedef struct NibornotGtkList NibornotGtkList;

/// The table's window: the seed's 320 × 568 screen; a row is 132 high, as the XIB's cell.
enum { NIBORNOT_GTK_LIST_WIDTH = 320, NIBORNOT_GTK_LIST_HEIGHT = 568, NIBORNOT_GTK_LIST_ROW_HEIGHT = 132 };

/// A table of `rows` rows whose texts are all "" until nibornot_gtk_list_set_texts; nothing is shown (no
/// window, no row built) before nibornot_gtk_list_show. NULL and `*error` (malloc'd one line) on failure:
/// GTK not started, another thread, an unknown factory, the list-item UI file missing.
NibornotGtkList *nibornot_gtk_list_new(NibornotGtkListFactory factory, bool fit, size_t rows, char **error);

/// Stores row `row`'s 20 texts (copied); the rows on screen show them after nibornot_gtk_list_reload.
void nibornot_gtk_list_set_texts(NibornotGtkList *list, size_t row, const char *const *texts, size_t count);

/// The first screen's work up to its first frame: the window made and presented with the list in it (the list
/// view makes and binds its rows when it is first allocated, in that frame; the box made and bound them all).
void nibornot_gtk_list_show(NibornotGtkList *list);

/// Runs one frame of GTK's frame clock (GTK's style validation and layout pass over the window, which lays out
/// the rows that entered, then paint: the snapshot and its rendering) and returns its work in nanoseconds, from
/// before-paint to after-paint, without the wait for the clock. -1 if no frame came within 5 s.
long long nibornot_gtk_list_frame(NibornotGtkList *list);

/// Moves the vertical adjustment to `offset` pixels from the top (clamped to the content); the list view
/// recycles and rebinds the rows that leave and enter. The next frame lays them out.
void nibornot_gtk_list_scroll_to(NibornotGtkList *list, double offset);

/// The data of rows `first` ..< `first + count` changed: their items notify it (property `version`), and the list
/// view's rows showing them bind again; the box binds its rows again.
void nibornot_gtk_list_reload(NibornotGtkList *list, size_t first, size_t count);

/// Rows created (setup: a new row widget tree) and bound (a row filled with a row's texts) so far.
unsigned long nibornot_gtk_list_rows_created(const NibornotGtkList *list);
unsigned long nibornot_gtk_list_rows_bound(const NibornotGtkList *list);

/// The rows that intersect the viewport, top to bottom, one block each: "row N" then the row's dump
/// (nibornot_gtk_row_dump: widget tree, texts, fonts, allocations). Malloc'd; free it.
char *nibornot_gtk_list_dump_visible(NibornotGtkList *list);

/// The type name of the renderer that paints the window (GskGLRenderer, GskCairoRenderer, ...), once shown;
/// static storage, not freed. "" before nibornot_gtk_list_show.
const char *nibornot_gtk_list_renderer(NibornotGtkList *list);

/// Destroys the window and everything in it.
void nibornot_gtk_list_free(NibornotGtkList *list);

#ifdef __cplusplus
}
#endif

#endif
