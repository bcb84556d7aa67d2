// Shrink-to-fit with GNUstep's string drawing: the model's rule (docs/typesetting.md, "Shrink-to-fit") measured
// the way AppKit will draw the label: the first size from the font's, down by 0.5 to the minimum, at which the
// text's width (`sizeWithAttributes:`) is at most the label's.
#import "RowInternal.h"

/// The step between sizes tried, as the model's ShrinkToFit.step.
static const double step = 0.5;
static unsigned long measure_count;

/// The width of `text` in the font named `name` at `size` points.
static double width_in(NSString *name, NSString *text, double size) {
    measure_count++;
    NSFont *font = [NSFont fontWithName:name size:size];
    return [text sizeWithAttributes:[NSDictionary dictionaryWithObject:font forKey:NSFontAttributeName]].width;
}

/// The width of `text` at `size` points in the seed row's font.
static double text_width(NSString *text, double size) {
    return width_in(nibornot_gnustep_font_name, text, size);
}

static double fitted_size(NSString *text, double width) {
    double size = nibornot_gnustep_font_size, minimum = nibornot_gnustep_minimum_font_size;
    if (text_width(text, size) <= width) return size;
    if (!(minimum > 0 && minimum < size)) return size;
    for (int k = 1; size - k * step >= minimum; k++) {
        double candidate = size - k * step;
        if (text_width(text, candidate) <= width) return candidate;
    }
    return minimum;
}

void nibornot_gnustep_fit_label(NSTextField *label) {
    double size = fitted_size([label stringValue], NSWidth([label frame]));
    if (size != [[label font] pointSize]) [label setFont:[NSFont fontWithName:nibornot_gnustep_font_name size:size]];
}

void nibornot_gnustep_fit_row(NSView *cell) {
    for (NSTextField *label in nibornot_gnustep_labels(cell))
        nibornot_gnustep_fit_label(label);
}

void nibornot_gnustep_fit_user_label(void *view, double minimum) {
    NSTextField *label = view;
    NSString *name = [[label font] fontName], *text = [label stringValue];
    double size = [[label font] pointSize], width = NSWidth([label frame]), fitted = size;
    if (width_in(name, text, size) > width && minimum > 0 && minimum < size) {
        fitted = minimum;
        for (int k = 1; size - k * step >= minimum; k++) {
            if (width_in(name, text, size - k * step) <= width) {
                fitted = size - k * step;
                break;
            }
        }
    }
    if (fitted != size) [label setFont:[NSFont fontWithName:name size:fitted]];
}

unsigned long nibornot_gnustep_measure_count(void) {
    return measure_count;
}
