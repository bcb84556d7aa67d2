#import "RowInternal.h"

@implementation NibOrNotFillView

- (void)dealloc {
    [fillColor release];
    [super dealloc];
}

- (NSColor *)fillColor {
    return fillColor;
}

- (void)setFillColor:(NSColor *)color {
    [color retain];
    [fillColor release];
    fillColor = color;
}

/// Both a keyed archive and GNUstep's XIB reader give `fillColor` (the XIB's `<color key="fillColor">`).
- (id)initWithCoder:(NSCoder *)coder {
    if ((self = [super initWithCoder:coder])) {
        fillColor = [[coder decodeObjectForKey:@"fillColor"] retain];
    }
    return self;
}

- (void)encodeWithCoder:(NSCoder *)coder {
    [super encodeWithCoder:coder];
    if (fillColor) [coder encodeObject:fillColor forKey:@"fillColor"];
}

- (void)drawRect:(NSRect)rect {
    [fillColor set];
    NSRectFill(rect);
}

@end
