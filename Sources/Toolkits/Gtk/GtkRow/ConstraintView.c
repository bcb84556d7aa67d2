// NibornotGtkView: the plain view of the rows with constraints and of the oracle. GTK 4 has no instantiable
// plain container (GtkWidget is abstract), and GtkFixed or GtkBox would bring their own layout and API; this
// class adds nothing but taking its children down with it, so its layout manager alone places them.
#include "ConstraintInternal.h"

typedef struct {
    GtkWidget parent_instance;
} NibornotGtkView;
typedef struct {
    GtkWidgetClass parent_class;
} NibornotGtkViewClass;

G_DEFINE_TYPE(NibornotGtkView, nibornot_gtk_view, GTK_TYPE_WIDGET)

/// A GtkWidget subclass must unparent its children itself; templates' children are disposed by GTK.
static void nibornot_gtk_view_dispose(GObject *object) {
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(GTK_WIDGET(object))))
        gtk_widget_unparent(child);
    G_OBJECT_CLASS(nibornot_gtk_view_parent_class)->dispose(object);
}

static void nibornot_gtk_view_class_init(NibornotGtkViewClass *klass) {
    G_OBJECT_CLASS(klass)->dispose = nibornot_gtk_view_dispose;
}

static void nibornot_gtk_view_init(NibornotGtkView *self) {
    (void)self;
}

GtkWidget *nibornot_gtk_view_new(void) {
    return g_object_new(nibornot_gtk_view_get_type(), NULL);
}
