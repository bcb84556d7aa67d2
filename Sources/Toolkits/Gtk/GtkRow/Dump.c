// A row described line by line, read back from GTK (computed style, fixed positions, allocations) rather than
// from what the constructions asked for, so that equal dumps mean GTK holds equal trees.
#include "RowInternal.h"
#include <stdlib.h>
#include <string.h>

/// The nearest GTK class: the template classes are GtkFixed subclasses that only add a template.
static const char *gtk_class_name(GtkWidget *widget) {
    GType type = G_OBJECT_TYPE(widget);
    while (type && !g_str_has_prefix(g_type_name(type), "Gtk"))
        type = g_type_parent(type);
    return type ? g_type_name(type) : G_OBJECT_TYPE_NAME(widget);
}

static void dump_label(GtkWidget *label, GString *out) {
    const PangoFontDescription *font = pango_context_get_font_description(gtk_widget_get_pango_context(label));
    GdkRGBA color;
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    gtk_style_context_get_color(gtk_widget_get_style_context(label), &color);
    G_GNUC_END_IGNORE_DEPRECATIONS
    GEnumValue *ellipsis =
        g_enum_get_value(g_type_class_peek(PANGO_TYPE_ELLIPSIZE_MODE), gtk_label_get_ellipsize(GTK_LABEL(label)));
    g_string_append_printf(out,
                           " text=\"%s\" font=\"%s\" size=%g%s weight=%d color=rgba(%.4g,%.4g,%.4g,%.4g)"
                           " ellipsize=%s xalign=%g target=%d overflow=%d attributes=%s",
                           gtk_label_get_text(GTK_LABEL(label)), pango_font_description_get_family(font),
                           (double)pango_font_description_get_size(font) / PANGO_SCALE,
                           pango_font_description_get_size_is_absolute(font) ? "px" : "pt",
                           (int)pango_font_description_get_weight(font), color.red, color.green, color.blue,
                           color.alpha, ellipsis ? ellipsis->value_nick : "?", gtk_label_get_xalign(GTK_LABEL(label)),
                           gtk_widget_get_can_target(label), (int)gtk_widget_get_overflow(label),
                           gtk_label_get_attributes(GTK_LABEL(label)) ? "set" : "none");
}

/// The widgets a user's cell adds to the seed's (docs/gtk.md, "A user's cell"): what each shows of the XIB.
static void dump_other(GtkWidget *widget, GString *out) {
    if (GTK_IS_LABEL(widget) && gtk_label_get_wrap(GTK_LABEL(widget))) g_string_append(out, " wrap=1");
    if (GTK_IS_PICTURE(widget)) {
        GdkPaintable *image = gtk_picture_get_paintable(GTK_PICTURE(widget));
        g_string_append_printf(out, " paintable=%dx%d", image ? gdk_paintable_get_intrinsic_width(image) : -1,
                               image ? gdk_paintable_get_intrinsic_height(image) : -1);
    }
    if (GTK_IS_BUTTON(widget)) {
        const char *label = gtk_button_get_label(GTK_BUTTON(widget));
        g_string_append_printf(out, " label=\"%s\"", label ? label : "");
    }
    if (GTK_IS_SWITCH(widget)) g_string_append_printf(out, " active=%d", gtk_switch_get_active(GTK_SWITCH(widget)));
    if (GTK_IS_ENTRY(widget)) {
        const char *placeholder = gtk_entry_get_placeholder_text(GTK_ENTRY(widget));
        g_string_append_printf(out, " text=\"%s\" placeholder=\"%s\"", gtk_editable_get_text(GTK_EDITABLE(widget)),
                               placeholder ? placeholder : "");
    }
    if (GTK_IS_BOX(widget)) {
        g_string_append_printf(out, " orientation=%d spacing=%d",
                               (int)gtk_orientable_get_orientation(GTK_ORIENTABLE(widget)),
                               gtk_box_get_spacing(GTK_BOX(widget)));
    }
    if (!gtk_widget_get_sensitive(widget)) g_string_append(out, " sensitive=0");
}

static void dump_widget(GtkWidget *widget, GtkWidget *cell, int depth, GString *out) {
    g_string_append_printf(out, "%*s%s name=%s classes=[", depth * 2, "", gtk_class_name(widget),
                           gtk_widget_get_name(widget));
    char **classes = gtk_widget_get_css_classes(widget);
    for (char **name = classes; *name; name++)
        g_string_append_printf(out, "%s%s", name == classes ? "" : " ", *name);
    g_strfreev(classes);
    double x = 0, y = 0;
    GtkWidget *parent = gtk_widget_get_parent(widget);
    if (parent && GTK_IS_FIXED(parent)) gtk_fixed_get_child_position(GTK_FIXED(parent), widget, &x, &y);
    int width, height;
    gtk_widget_get_size_request(widget, &width, &height);
    g_string_append_printf(out, "] frame=(%g,%g,%d,%d) visible=%d", x, y, width, height,
                           gtk_widget_get_visible(widget));
    graphene_rect_t bounds;
    if (gtk_widget_get_width(widget) > 0 && gtk_widget_compute_bounds(widget, cell, &bounds)) {
        g_string_append_printf(out, " allocation=(%g,%g,%g,%g)", bounds.origin.x, bounds.origin.y, bounds.size.width,
                               bounds.size.height);
    }
    if (GTK_IS_LABEL(widget)) {
        dump_label(widget, out);
        // Once laid out, whether GTK had to cut the text: a fitted label that still ellipsizes was fitted wrong.
        if (gtk_widget_get_width(widget) > 0) {
            g_string_append_printf(out, " ellipsized=%d",
                                   pango_layout_is_ellipsized(gtk_label_get_layout(GTK_LABEL(widget))));
        }
    }
    dump_other(widget, out);
    g_string_append_c(out, '\n');
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        dump_widget(child, cell, depth + 1, out);
    }
}

char *nibornot_gtk_row_dump(NibornotGtkRow *row) {
    GString *out = g_string_new(NULL);
    dump_widget(GTK_WIDGET(row), GTK_WIDGET(row), 0, out);
    char *text = strdup(out->str);
    g_string_free(out, TRUE);
    return text;
}

size_t nibornot_gtk_row_font_sizes(NibornotGtkRow *row, double *sizes, size_t capacity) {
    GtkWidget *content = gtk_widget_get_last_child(GTK_WIDGET(row));
    size_t count = 0;
    for (GtkWidget *label = gtk_widget_get_first_child(content); label && count < capacity;
         label = gtk_widget_get_next_sibling(label)) {
        const PangoFontDescription *font = pango_context_get_font_description(gtk_widget_get_pango_context(label));
        sizes[count++] = (double)pango_font_description_get_size(font) / PANGO_SCALE;
    }
    return count;
}
