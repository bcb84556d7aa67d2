// The oracle (docs/gtk.md, "The oracle"): any XIB's translated constraints solved by GTK's Cassowary solver,
// so that the solution can be held against the frames Xcode wrote as its own.
#include "ConstraintInternal.h"
#include <stdlib.h>
#include <string.h>

G_STATIC_ASSERT(NIBORNOT_ATTRIBUTE_LEFT == GTK_CONSTRAINT_ATTRIBUTE_LEFT);
G_STATIC_ASSERT(NIBORNOT_ATTRIBUTE_START == GTK_CONSTRAINT_ATTRIBUTE_START);
G_STATIC_ASSERT(NIBORNOT_ATTRIBUTE_WIDTH == GTK_CONSTRAINT_ATTRIBUTE_WIDTH);
G_STATIC_ASSERT(NIBORNOT_ATTRIBUTE_CENTER_Y == GTK_CONSTRAINT_ATTRIBUTE_CENTER_Y);
G_STATIC_ASSERT(NIBORNOT_ATTRIBUTE_BASELINE == GTK_CONSTRAINT_ATTRIBUTE_BASELINE);
G_STATIC_ASSERT(NIBORNOT_RELATION_LE == GTK_CONSTRAINT_RELATION_LE);
G_STATIC_ASSERT(NIBORNOT_RELATION_GE == GTK_CONSTRAINT_RELATION_GE);
G_STATIC_ASSERT(NIBORNOT_STRENGTH_REQUIRED == GTK_CONSTRAINT_STRENGTH_REQUIRED);

/// Warnings GTK logs while a solve runs (an unsatisfiable required constraint is a critical in its solver),
/// counted instead of printed while `counting`; GLib takes one writer per process, so it is installed once.
static int logged;
static bool counting;

static GLogWriterOutput count_and_forward(GLogLevelFlags level, const GLogField *fields, gsize count, gpointer data) {
    (void)data;
    if (counting && (level & (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING))) {
        logged++;
        return G_LOG_WRITER_HANDLED;
    }
    return g_log_writer_default(level, fields, count, NULL);
}

/// A label as the solve's intrinsic size: its text in DejaVu Sans at the XIB's size, one line ellipsized at
/// the end (so that GTK may compress it, as UIKit's compression resistance of 750 lets a label be cut), or
/// wrapping when the XIB allows more lines.
static GtkWidget *label_view(const NibornotGtkSolveView *view) {
    GtkWidget *label = gtk_label_new(view->text ? view->text : "");
    PangoAttrList *attributes = pango_attr_list_new();
    PangoFontDescription *font = pango_font_description_from_string("DejaVu Sans");
    pango_font_description_set_absolute_size(font, view->font_size * PANGO_SCALE);
    if (view->bold) pango_font_description_set_weight(font, PANGO_WEIGHT_BOLD);
    pango_attr_list_insert(attributes, pango_attr_font_desc_new(font));
    pango_font_description_free(font);
    gtk_label_set_attributes(GTK_LABEL(label), attributes);
    pango_attr_list_unref(attributes);
    gtk_label_set_xalign(GTK_LABEL(label), 0);
    if (view->lines == 1) {
        gtk_label_set_ellipsize(GTK_LABEL(label), PANGO_ELLIPSIZE_END);
    } else {
        gtk_label_set_wrap(GTK_LABEL(label), TRUE);
        if (view->lines > 1) gtk_label_set_lines(GTK_LABEL(label), view->lines);
    }
    return label;
}

static GtkWidget *make_view(const NibornotGtkSolveView *view) {
    if (view->kind == NIBORNOT_SOLVE_LABEL) return label_view(view);
    GtkWidget *widget = nibornot_gtk_view_new();
    if (view->kind == NIBORNOT_SOLVE_SIZED) {
        gtk_widget_set_size_request(widget, (int)(view->width + 0.5), (int)(view->height + 0.5));
    }
    return widget;
}

/// The widget a constraint names: NULL for the root (the layout's own view, GTK's "super").
static GtkWidget *item(GtkWidget **widgets, int index) {
    return index == 0 ? NULL : widgets[index];
}

/// Every view is a child of the root, whose one GtkConstraintLayout holds every constraint in the root's
/// coordinates, as UIKit relates any two views of a tree in one space. Nesting a constraint layout in another
/// would share the window's one solver between an outer layout's measuring and an inner one's, which GTK 4.8
/// does not survive (its solver's edit state is not reentrant: crashes and failed assertions on real XIBs).
char *nibornot_gtk_solve(const NibornotGtkSolveView *views, size_t view_count,
                         const NibornotGtkSolveConstraint *constraints, size_t constraint_count, double *frames,
                         int *warnings) {
    char *error = nibornot_gtk_not_ready();
    if (error) return error;
    if (view_count == 0 || views[0].parent != -1) return strdup("the oracle needs a root view first");
    for (size_t i = 1; i < view_count; i++) {
        if (views[i].parent < 0 || (size_t)views[i].parent >= i) {
            return nibornot_gtk_error_text("view %zu names parent %d, which does not come before it", i,
                                           views[i].parent);
        }
    }
    for (size_t i = 0; i < constraint_count; i++) {
        const NibornotGtkSolveConstraint *c = &constraints[i];
        if (c->target < 0 || (size_t)c->target >= view_count || (c->source >= 0 && (size_t)c->source >= view_count)) {
            return nibornot_gtk_error_text("constraint %zu names a view the solve does not have", i);
        }
    }
    GtkWidget **widgets = g_new0(GtkWidget *, view_count);
    widgets[0] = g_object_ref_sink(nibornot_gtk_view_new());
    GtkConstraintLayout *layout = GTK_CONSTRAINT_LAYOUT(gtk_constraint_layout_new());
    gtk_widget_set_layout_manager(widgets[0], GTK_LAYOUT_MANAGER(layout));
    for (size_t i = 1; i < view_count; i++) {
        widgets[i] = make_view(&views[i]);
        gtk_widget_set_parent(widgets[i], widgets[0]);
    }
    for (size_t i = 0; i < constraint_count; i++) {
        const NibornotGtkSolveConstraint *c = &constraints[i];
        GtkConstraint *made = c->source < 0
                                  ? gtk_constraint_new_constant(item(widgets, c->target), c->target_attribute,
                                                                c->relation, c->constant, c->strength)
                                  : gtk_constraint_new(item(widgets, c->target), c->target_attribute, c->relation,
                                                       item(widgets, c->source), c->source_attribute, c->multiplier,
                                                       c->constant, c->strength);
        gtk_constraint_layout_add_constraint(layout, made);
    }
    static gsize writer_installed;
    if (g_once_init_enter(&writer_installed)) {
        g_log_set_writer_func(count_and_forward, NULL, NULL);
        g_once_init_leave(&writer_installed, 1);
    }
    logged = 0;
    counting = true;
    GtkWidget *window = gtk_window_new();
    gtk_window_set_child(GTK_WINDOW(window), widgets[0]);
    int width = (int)(views[0].width + 0.5), height = (int)(views[0].height + 0.5), minimum, natural;
    gtk_widget_measure(widgets[0], GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
    gtk_widget_measure(widgets[0], GTK_ORIENTATION_VERTICAL, width, &minimum, &natural, NULL, NULL);
    gtk_widget_allocate(widgets[0], width, height, -1, NULL);
    double *absolute = g_new0(double, 2 * view_count);
    for (size_t i = 0; i < view_count; i++) {
        graphene_rect_t bounds = GRAPHENE_RECT_INIT(0, 0, width, height);
        if (i > 0 && !gtk_widget_compute_bounds(widgets[i], widgets[0], &bounds))
            graphene_rect_init(&bounds, 0, 0, 0, 0);
        absolute[2 * i] = bounds.origin.x;
        absolute[2 * i + 1] = bounds.origin.y;
        int parent = views[i].parent;
        frames[4 * i] = bounds.origin.x - (parent >= 0 ? absolute[2 * parent] : 0);
        frames[4 * i + 1] = bounds.origin.y - (parent >= 0 ? absolute[2 * parent + 1] : 0);
        frames[4 * i + 2] = bounds.size.width;
        frames[4 * i + 3] = bounds.size.height;
    }
    g_free(absolute);
    gtk_window_destroy(GTK_WINDOW(window));
    counting = false;
    *warnings = logged;
    g_object_unref(widgets[0]);
    g_free(widgets);
    return NULL;
}
