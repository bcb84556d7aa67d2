// The seed's row with Auto Layout (docs/gtk.md, "Rows with constraints"): built three ways as the frame rows
// are, laid out in a window of its own, and laid out again at another width.
#include "ConstraintInternal.h"
#include <stdlib.h>
#include <string.h>

/// gtk-constraints-builder's files ([0] Cell2Constraints.ui, [1] CellConstraints.ui), full paths.
static char *builder_files[2];

/// The template classes, GtkRow's NibornotGtkView with a template, as Templates.c's are GtkFixed's.
static GBytes *pending_template;

#define NIBORNOT_CONSTRAINT_TEMPLATE_CLASS(TypeName, type_name)                                                        \
    typedef struct {                                                                                                   \
        GtkWidget parent_instance;                                                                                     \
    } TypeName;                                                                                                        \
    typedef struct {                                                                                                   \
        GtkWidgetClass parent_class;                                                                                   \
    } TypeName##Class;                                                                                                 \
    G_DEFINE_TYPE(TypeName, type_name, nibornot_gtk_view_get_type())                                                   \
    static void type_name##_class_init(TypeName##Class *klass) {                                                       \
        gtk_widget_class_set_template(GTK_WIDGET_CLASS(klass), pending_template);                                      \
    }                                                                                                                  \
    static void type_name##_init(TypeName *self) {                                                                     \
        gtk_widget_init_template(GTK_WIDGET(self));                                                                    \
    }

NIBORNOT_CONSTRAINT_TEMPLATE_CLASS(NibornotGtkCellConstraintsTemplate, nibornot_gtk_cell_constraints_template)
NIBORNOT_CONSTRAINT_TEMPLATE_CLASS(NibornotGtkCell2ConstraintsTemplate, nibornot_gtk_cell2_constraints_template)

static void set_template(GType type, GBytes *ui) {
    pending_template = ui;
    g_type_class_ref(type); // class_init takes the template now; the class lives as long as the process
    pending_template = NULL;
}

char *nibornot_gtk_constraint_start(const char *ui_directory) {
    // GtkBuilder finds classes by their registered names: register the plain view before any file is parsed.
    g_type_ensure(nibornot_gtk_view_get_type());
    g_type_ensure(GTK_TYPE_CONSTRAINT_LAYOUT);
    g_type_ensure(GTK_TYPE_BIN_LAYOUT);
    char *error = NULL;
    const char *builder_names[2] = {"Cell2Constraints.ui", "CellConstraints.ui"};
    for (int fit = 0; fit < 2 && !error; fit++) {
        GBytes *check = nibornot_gtk_read_ui(ui_directory, builder_names[fit], &error);
        if (!check) break;
        g_bytes_unref(check);
        builder_files[fit] = g_build_filename(ui_directory, builder_names[fit], NULL);
    }
    const char *template_names[2] = {"Cell2ConstraintsTemplate.ui", "CellConstraintsTemplate.ui"};
    GType types[2] = {nibornot_gtk_cell2_constraints_template_get_type(),
                      nibornot_gtk_cell_constraints_template_get_type()};
    for (int fit = 0; fit < 2 && !error; fit++) {
        GBytes *ui = nibornot_gtk_read_ui(ui_directory, template_names[fit], &error);
        if (!ui) break;
        set_template(types[fit], ui);
        g_bytes_unref(ui);
    }
    if (!error) error = nibornot_gtk_constraint_sweep_start(ui_directory);
    return error;
}

NibornotGtkRow *nibornot_gtk_constraint_row_new(NibornotGtkConstruction construction, bool fit, char **error) {
    if ((*error = nibornot_gtk_not_ready())) return NULL;
    GtkWidget *cell = NULL;
    switch (construction) {
    case NIBORNOT_GTK_CODE:
        cell = g_object_ref_sink(nibornot_gtk_constraint_code_row(fit));
        break;
    case NIBORNOT_GTK_BUILDER:
        cell = nibornot_gtk_builder_cell(builder_files[fit ? 1 : 0], error);
        if (cell && fit) nibornot_gtk_fit_constrained_row(cell);
        break;
    case NIBORNOT_GTK_TEMPLATE:
        cell = g_object_ref_sink(g_object_new(fit ? nibornot_gtk_cell_constraints_template_get_type()
                                                  : nibornot_gtk_cell2_constraints_template_get_type(),
                                              NULL));
        if (fit) nibornot_gtk_fit_constrained_row(cell);
        break;
    default:
        *error = strdup("the GTK rows with constraints are built by gtk-constraints-code, -builder and -template only");
    }
    return (NibornotGtkRow *)cell;
}

/// The label a constraint sizes, when it is a constant width constraint (`width == 60`): the width a label
/// shrinks its text to fit, as UIKit fits to the width its constraints give.
static void fit_to_width_constraint(GtkConstraint *constraint) {
    GtkConstraintTarget *target = gtk_constraint_get_target(constraint);
    if (!GTK_IS_LABEL(target) || !gtk_widget_has_css_class(GTK_WIDGET(target), "shrinks-to-fit")) return;
    if (gtk_constraint_get_target_attribute(constraint) != GTK_CONSTRAINT_ATTRIBUTE_WIDTH ||
        gtk_constraint_get_source_attribute(constraint) != GTK_CONSTRAINT_ATTRIBUTE_NONE ||
        gtk_constraint_get_relation(constraint) != GTK_CONSTRAINT_RELATION_EQ)
        return;
    nibornot_gtk_fit_label_to(GTK_WIDGET(target), (int)gtk_constraint_get_constant(constraint));
}

void nibornot_gtk_fit_constrained_row(GtkWidget *cell) {
    for (GtkWidget *view = gtk_widget_get_first_child(cell); view; view = gtk_widget_get_next_sibling(view)) {
        GtkLayoutManager *manager = gtk_widget_get_layout_manager(view);
        if (!GTK_IS_CONSTRAINT_LAYOUT(manager)) continue;
        GListModel *constraints = gtk_constraint_layout_observe_constraints(GTK_CONSTRAINT_LAYOUT(manager));
        guint count = g_list_model_get_n_items(constraints);
        for (guint i = 0; i < count; i++) {
            GtkConstraint *constraint = g_list_model_get_item(constraints, i);
            fit_to_width_constraint(constraint);
            g_object_unref(constraint);
        }
        g_object_unref(constraints);
    }
}

static const char *window_key = "nibornot-window";

void nibornot_gtk_constraint_row_lay_out(NibornotGtkRow *row, int width) {
    GtkWidget *cell = GTK_WIDGET(row);
    if (!g_object_get_data(G_OBJECT(cell), window_key)) {
        GtkWidget *window = gtk_window_new();
        gtk_window_set_child(GTK_WINDOW(window), cell);
        g_object_set_data(G_OBJECT(cell), window_key, window);
    }
    int request_width, height, minimum, natural;
    gtk_widget_get_size_request(cell, &request_width, &height);
    gtk_widget_measure(cell, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
    gtk_widget_measure(cell, GTK_ORIENTATION_VERTICAL, width, &minimum, &natural, NULL, NULL);
    gtk_widget_allocate(cell, width, height, -1, NULL);
}

void nibornot_gtk_row_lay_out_at_width(NibornotGtkRow *row, int width) {
    GtkWidget *cell = GTK_WIDGET(row);
    int request_width, height, minimum, natural;
    gtk_widget_get_size_request(cell, &request_width, &height);
    gtk_widget_measure(cell, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL, NULL);
    gtk_widget_measure(cell, GTK_ORIENTATION_VERTICAL, width, &minimum, &natural, NULL, NULL);
    gtk_widget_allocate(cell, width, height, -1, NULL);
}

void nibornot_gtk_constraint_row_free(NibornotGtkRow *row) {
    GtkWidget *window = g_object_get_data(G_OBJECT(row), window_key);
    if (window) gtk_window_destroy(GTK_WINDOW(window)); // unparents the cell; the row's reference keeps it
    g_object_unref(GTK_WIDGET(row));
}
