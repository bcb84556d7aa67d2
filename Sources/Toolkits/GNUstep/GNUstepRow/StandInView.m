#import "RowInternal.h"

@implementation NibOrNotStandInView

- (void)dealloc {
    [standsIn release];
    [super dealloc];
}

- (NSString *)standsIn {
    return standsIn;
}

- (void)setStandsIn:(NSString *)name {
    NSString *copy = [name copy];
    [standsIn release];
    standsIn = copy;
}

/// Both a keyed archive and GNUstep's XIB reader give `standsIn` (the XIB's `<string key="standsIn">`).
- (id)initWithCoder:(NSCoder *)coder {
    if ((self = [super initWithCoder:coder])) {
        standsIn = [[coder decodeObjectForKey:@"standsIn"] copy];
    }
    return self;
}

- (void)encodeWithCoder:(NSCoder *)coder {
    [super encodeWithCoder:coder];
    if (standsIn) [coder encodeObject:standsIn forKey:@"standsIn"];
}

@end
