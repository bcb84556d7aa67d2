// The seed's table on GTK 4 (docs/gtk.md, "The table"): a window of the seed's screen holding a scrolled
// GtkListView of the rows, or a GtkBox of a row per row of data. A frame is GTK's own: the window's frame clock
// runs its phases (style validation and layout, then paint: snapshot and render), timed from before-paint to
// after-paint, so that a frame's time is its work and never the clock's wait for the next frame.
#include "ListViewInternal.h"
#include <stdlib.h>
#include <string.h>
#include <time.h>

struct NibornotGtkList {
    NibornotGtkListData data;
    NibornotGtkListFactory factory;
    GtkWidget *window;
    GtkWidget *scrolled;
    NibornotGtkListRows *model;
    /// The box's rows, by row (gtk-list-no-reuse only).
    GtkWidget **box_rows;
    /// The window's frame clock, and the last frame: when its before-paint began, its time, whether it is done.
    GdkFrameClock *clock;
    guint64 frame_start;
    guint64 frame_nanoseconds;
    bool painted;
};

static guint64 now_nanoseconds(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (guint64)now.tv_sec * 1000000000u + (guint64)now.tv_nsec;
}

static void before_paint(GdkFrameClock *clock, NibornotGtkList *list) {
    (void)clock;
    list->frame_start = now_nanoseconds();
}

static void after_paint(GdkFrameClock *clock, NibornotGtkList *list) {
    (void)clock;
    list->frame_nanoseconds = now_nanoseconds() - list->frame_start;
    list->painted = true;
}

/// The table's own style: a list row or box row adds nothing around the cell (the theme's row padding would
/// make the rows 136 high, and the two tables differ), and nothing draws behind the cells.
static const char table_css[] =
    "listview > row { padding: 0; margin: 0; border: none; min-height: 0; background: none; }\n"
    "listview, viewport, box.nibornot-table { background: none; }\n";

/// The list-item UI files ([0] Cell2ListItem.ui, [1] CellListItem.ui), read once, beside gtk-builder's files.
static GBytes *list_item_ui[2];

static char *prepare_once(bool fit) {
    static bool styled;
    if (!styled) {
        GtkCssProvider *provider = gtk_css_provider_new();
        gtk_css_provider_load_from_data(provider, table_css, -1);
        gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(provider),
                                                   GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
        g_object_unref(provider);
        styled = true;
    }
    g_type_ensure(nibornot_gtk_list_item_type()); // CellListItem.ui names it; GtkBuilder finds registered types
    if (!list_item_ui[fit]) {
        char *error = NULL;
        char *directory = g_path_get_dirname(nibornot_gtk_builder_files[fit]);
        list_item_ui[fit] = nibornot_gtk_read_ui(directory, fit ? "CellListItem.ui" : "Cell2ListItem.ui", &error);
        g_free(directory);
        if (error) return error;
    }
    return NULL;
}

NibornotGtkList *nibornot_gtk_list_new(NibornotGtkListFactory factory, bool fit, size_t rows, char **error) {
    if ((*error = nibornot_gtk_not_ready())) return NULL;
    if (factory > NIBORNOT_GTK_LIST_NO_REUSE) {
        *error = strdup("unknown GTK list factory number");
        return NULL;
    }
    if ((*error = prepare_once(fit))) return NULL;
    NibornotGtkList *list = g_new0(NibornotGtkList, 1);
    list->factory = factory;
    list->data.rows = rows;
    list->data.fit = fit;
    list->data.texts = g_new0(char *, rows *NIBORNOT_GTK_LABELS);
    return list;
}

void nibornot_gtk_list_set_texts(NibornotGtkList *list, size_t row, const char *const *texts, size_t count) {
    if (row >= list->data.rows) return;
    char **slot = list->data.texts + row * NIBORNOT_GTK_LABELS;
    for (size_t i = 0; i < NIBORNOT_GTK_LABELS; i++) {
        g_free(slot[i]);
        slot[i] = i < count ? g_strdup(texts[i]) : NULL;
    }
}

/// The table's content: a list view over the model with the factory, or a box of a code row per row, bound.
static GtkWidget *content(NibornotGtkList *list) {
    if (list->factory == NIBORNOT_GTK_LIST_NO_REUSE) {
        GtkWidget *box = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
        gtk_widget_add_css_class(box, "nibornot-table");
        list->box_rows = g_new0(GtkWidget *, list->data.rows);
        for (size_t row = 0; row < list->data.rows; row++) {
            GtkWidget *cell = nibornot_gtk_list_code_row(list->data.fit);
            list->data.created++;
            nibornot_gtk_list_bind_row(&list->data, cell, row);
            gtk_box_append(GTK_BOX(box), cell);
            list->box_rows[row] = cell;
        }
        return box;
    }
    list->model = nibornot_gtk_list_rows_new(&list->data);
    GtkSelectionModel *selection = GTK_SELECTION_MODEL(gtk_no_selection_new(g_object_ref(G_LIST_MODEL(list->model))));
    return gtk_list_view_new(selection,
                             nibornot_gtk_list_factory_new(list->factory, &list->data, list_item_ui[list->data.fit]));
}

void nibornot_gtk_list_show(NibornotGtkList *list) {
    list->window = gtk_window_new();
    gtk_window_set_default_size(GTK_WINDOW(list->window), NIBORNOT_GTK_LIST_WIDTH, NIBORNOT_GTK_LIST_HEIGHT);
    gtk_window_set_decorated(GTK_WINDOW(list->window), FALSE);
    gtk_window_set_resizable(GTK_WINDOW(list->window), FALSE);
    list->scrolled = gtk_scrolled_window_new();
    // No scroll bars: the adjustment moves the content and nothing else takes width or draws.
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(list->scrolled), GTK_POLICY_NEVER, GTK_POLICY_EXTERNAL);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(list->scrolled), content(list));
    gtk_window_set_child(GTK_WINDOW(list->window), list->scrolled);
    gtk_window_present(GTK_WINDOW(list->window));
    list->clock = gtk_widget_get_frame_clock(list->window);
    g_signal_connect(list->clock, "before-paint", G_CALLBACK(before_paint), list);
    g_signal_connect(list->clock, "after-paint", G_CALLBACK(after_paint), list);
}

static gboolean give_up(gpointer flag) {
    *(bool *)flag = true;
    return G_SOURCE_REMOVE;
}

long long nibornot_gtk_list_frame(NibornotGtkList *list) {
    list->painted = false;
    gdk_frame_clock_request_phase(list->clock, GDK_FRAME_CLOCK_PHASE_PAINT);
    bool late = false;
    guint timeout = g_timeout_add(5000, give_up, &late);
    while (!list->painted && !late)
        g_main_context_iteration(NULL, TRUE);
    if (late) return -1;
    g_source_remove(timeout);
    return (long long)list->frame_nanoseconds;
}

void nibornot_gtk_list_scroll_to(NibornotGtkList *list, double offset) {
    gtk_adjustment_set_value(gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(list->scrolled)), offset);
}

void nibornot_gtk_list_reload(NibornotGtkList *list, size_t first, size_t count) {
    if (first >= list->data.rows) return;
    if (count > list->data.rows - first) count = list->data.rows - first;
    if (list->box_rows) {
        for (size_t row = first; row < first + count; row++)
            nibornot_gtk_list_bind_row(&list->data, list->box_rows[row], row);
    } else if (list->model) {
        nibornot_gtk_list_rows_changed(list->model, (guint)first, (guint)count);
    }
}

unsigned long nibornot_gtk_list_rows_created(const NibornotGtkList *list) {
    return list->data.created;
}

unsigned long nibornot_gtk_list_rows_bound(const NibornotGtkList *list) {
    return list->data.bound;
}

typedef struct {
    size_t row;
    double y;
    GtkWidget *cell;
} VisibleRow;

static int by_row(gconstpointer a, gconstpointer b) {
    const VisibleRow *x = a, *y = b;
    return x->row < y->row ? -1 : x->row > y->row;
}

/// Every cell under `widget` that a bind has given a row and that intersects the viewport.
static void collect_visible(GtkWidget *widget, GtkWidget *viewport, GArray *found) {
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        size_t row = nibornot_gtk_list_cell_row(child);
        graphene_rect_t bounds;
        if (row && gtk_widget_get_child_visible(child) && gtk_widget_get_mapped(child) &&
            gtk_widget_compute_bounds(child, viewport, &bounds)) {
            if (bounds.origin.y < NIBORNOT_GTK_LIST_HEIGHT && bounds.origin.y + bounds.size.height > 0) {
                VisibleRow visible = {row - 1, bounds.origin.y, child};
                g_array_append_val(found, visible);
            }
        } else if (!row) {
            collect_visible(child, viewport, found);
        }
    }
}

char *nibornot_gtk_list_dump_visible(NibornotGtkList *list) {
    GArray *found = g_array_new(FALSE, FALSE, sizeof(VisibleRow));
    collect_visible(list->scrolled, list->scrolled, found);
    g_array_sort(found, by_row);
    GString *out = g_string_new(NULL);
    for (guint i = 0; i < found->len; i++) {
        VisibleRow *visible = &g_array_index(found, VisibleRow, i);
        char *dump = nibornot_gtk_row_dump((NibornotGtkRow *)visible->cell);
        g_string_append_printf(out, "row %zu y=%g\n%s", visible->row, visible->y, dump);
        free(dump);
    }
    g_array_free(found, TRUE);
    char *text = strdup(out->str);
    g_string_free(out, TRUE);
    return text;
}

const char *nibornot_gtk_list_renderer(NibornotGtkList *list) {
    GskRenderer *renderer = list->window ? gtk_native_get_renderer(GTK_NATIVE(list->window)) : NULL;
    return renderer ? G_OBJECT_TYPE_NAME(renderer) : "";
}

void nibornot_gtk_list_free(NibornotGtkList *list) {
    if (list->clock) g_signal_handlers_disconnect_by_data(list->clock, list);
    if (list->window) gtk_window_destroy(GTK_WINDOW(list->window));
    g_clear_object(&list->model);
    g_free(list->box_rows);
    for (size_t i = 0; i < list->data.rows * NIBORNOT_GTK_LABELS; i++)
        g_free(list->data.texts[i]);
    g_free(list->data.texts);
    g_free(list);
}
