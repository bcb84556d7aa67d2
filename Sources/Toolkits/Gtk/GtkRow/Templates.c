// The widget classes of `gtk-template` and `gtk-template-precomputed`: GtkFixed subclasses that add nothing but
// a template, GTK's counterpart of a UINib kept in memory. The template's bytes are handed over at start-up,
// before the class is first referenced, because class_init is where GTK takes a template.
#include "RowInternal.h"

/// The UI text each class takes in class_init, set by nibornot_gtk_set_template just before.
static GBytes *pending_template;

#define NIBORNOT_TEMPLATE_CLASS(TypeName, type_name)                                                                   \
    typedef struct {                                                                                                   \
        GtkFixed parent_instance;                                                                                      \
    } TypeName;                                                                                                        \
    typedef struct {                                                                                                   \
        GtkFixedClass parent_class;                                                                                    \
    } TypeName##Class;                                                                                                 \
    G_DEFINE_TYPE(TypeName, type_name, GTK_TYPE_FIXED)                                                                 \
    static void type_name##_class_init(TypeName##Class *klass) {                                                       \
        gtk_widget_class_set_template(GTK_WIDGET_CLASS(klass), pending_template);                                      \
    }                                                                                                                  \
    static void type_name##_init(TypeName *self) {                                                                     \
        gtk_widget_init_template(GTK_WIDGET(self));                                                                    \
    }

NIBORNOT_TEMPLATE_CLASS(NibornotGtkCellTemplate, nibornot_gtk_cell_template)
NIBORNOT_TEMPLATE_CLASS(NibornotGtkCell2Template, nibornot_gtk_cell2_template)
NIBORNOT_TEMPLATE_CLASS(NibornotGtkCellPrecomputed, nibornot_gtk_cell_precomputed)

void nibornot_gtk_set_template(GType type, GBytes *ui) {
    pending_template = ui;
    // The class is created (and class_init run) on its first reference; keep it for the process's life.
    g_type_class_ref(type);
    pending_template = NULL;
}
