// Shrink-to-fit with Pango: the model's rule (docs/typesetting.md, "Shrink-to-fit") measured the way GTK
// will lay the label out, so that a size that "fits" here is one at which GTK draws the text unclipped.
#include "ConstraintInternal.h"
#include <math.h>

/// The step between sizes tried, as the model's ShrinkToFit.step.
static const double step = 0.5;

/// A context made from a label styled like the row's (so GTK's font options: hinting, metrics rounding) and
/// one layout reused for every measurement: setting its font and text makes Pango itemize and shape again.
static PangoLayout *layout;
static PangoFontDescription *font;
/// A user's label's font (`nibornot_gtk_fit_user_label`), set anew for every label.
static PangoFontDescription *user_font;
static double font_size;
static unsigned long measure_count;

void nibornot_gtk_fit_start(void) {
    GtkWidget *probe = g_object_ref_sink(gtk_label_new(""));
    gtk_widget_add_css_class(probe, "row-label");
    PangoContext *context = gtk_widget_create_pango_context(probe);
    font = pango_font_description_copy(pango_context_get_font_description(context));
    font_size = (double)pango_font_description_get_size(font) / PANGO_SCALE;
    layout = pango_layout_new(context);
    user_font = pango_font_description_new();
    g_object_unref(context);
    g_object_unref(probe);
}

/// The logical width in pixels of `text` in `face` at `size` pixels: what GtkLabel asks for as its natural width.
static double width_in(PangoFontDescription *face, const char *text, double size) {
    measure_count++;
    pango_font_description_set_absolute_size(face, round(size * PANGO_SCALE));
    pango_layout_set_font_description(layout, face);
    pango_layout_set_text(layout, text, -1);
    int width;
    pango_layout_get_size(layout, &width, NULL);
    return (double)width / PANGO_SCALE;
}

/// The width of `text` at `size` pixels in the seed row's font.
static double text_width(const char *text, double size) {
    return width_in(font, text, size);
}

/// The first size from the font's, down by `step` to the minimum, at which the text fits (equal fits).
static double fitted_size(const char *text, double width) {
    if (text_width(text, font_size) <= width) return font_size;
    double minimum = nibornot_gtk_minimum_font_size;
    if (!(minimum > 0 && minimum < font_size)) return font_size;
    for (int k = 1; font_size - k * step >= minimum; k++) {
        double candidate = font_size - k * step;
        if (text_width(text, candidate) <= width) return candidate;
    }
    return minimum;
}

void nibornot_gtk_size_class(double size, char name[24]) {
    int whole = (int)size;
    g_snprintf(name, 24, "size-%d-%d", whole, (int)lround((size - whole) * 10));
}

void nibornot_gtk_fit_label(GtkWidget *label) {
    int width;
    gtk_widget_get_size_request(label, &width, NULL);
    nibornot_gtk_fit_label_to(label, width);
}

void nibornot_gtk_fit_label_to(GtkWidget *label, int width) {
    char name[24];
    nibornot_gtk_size_class(fitted_size(gtk_label_get_text(GTK_LABEL(label)), width), name);
    gtk_widget_add_css_class(label, name);
}

void nibornot_gtk_fit_row(GtkWidget *cell) {
    for (GtkWidget *view = gtk_widget_get_first_child(cell); view; view = gtk_widget_get_next_sibling(view)) {
        for (GtkWidget *child = gtk_widget_get_first_child(view); child; child = gtk_widget_get_next_sibling(child)) {
            if (GTK_IS_LABEL(child) && gtk_widget_has_css_class(child, "shrinks-to-fit")) nibornot_gtk_fit_label(child);
        }
    }
}

int nibornot_gtk_fit_user_label(void *widget, const char *family, int weight, int italic, double size, double minimum) {
    GtkWidget *label = widget;
    int width;
    gtk_widget_get_size_request(label, &width, NULL);
    pango_font_description_set_family(user_font, family);
    pango_font_description_set_weight(user_font, weight);
    pango_font_description_set_style(user_font, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL);
    const char *text = gtk_label_get_text(GTK_LABEL(label));
    // The model's steps (`fitted_size`), counted as GtkUserCellFit counts its classes: k for `size - k * step`,
    // one past the last step for the minimum.
    int k = 0;
    if (width_in(user_font, text, size) > width && minimum > 0 && minimum < size) {
        for (k = 1; size - k * step >= minimum; k++) {
            if (width_in(user_font, text, size - k * step) <= width) break;
        }
    }
    char name[24];
    g_snprintf(name, sizeof name, "fit-%d", k);
    gtk_widget_add_css_class(label, name);
    return k;
}

unsigned long nibornot_gtk_measure_count(void) {
    return measure_count;
}
