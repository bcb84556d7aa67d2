// Shrink-to-fit with GNUstep's string drawing: the model's rule (docs/typesetting.md, "Shrink-to-fit") measured
// the way AppKit will draw the label: the first size from the font's, down by 0.5 to the minimum, at which the
// text's width (`sizeWithAttributes:`) is at most the label's.
#import "RowInternal.h"

/// The step between sizes tried, as the model's ShrinkToFit.step.
static const double step = 0.5;
static unsigned long measure_count;

static double text_width(NSString *text, double size) {
    measure_count++;
    NSFont *font = [NSFont fontWithName:nibornot_gnustep_font_name size:size];
    return [text sizeWithAttributes:[NSDictionary dictionaryWithObject:font forKey:NSFontAttributeName]].width;
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

unsigned long nibornot_gnustep_measure_count(void) {
    return measure_count;
}
