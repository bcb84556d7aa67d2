// What the row's Objective-C files share; not seen by Swift (docs/gnustep.md).
#import <AppKit/AppKit.h>
#include "NibOrNotGNUstep.h"

/// A background view: a view that fills itself with one colour, as UIKit's background views do with their
/// backgroundColor. It encodes and decodes its colour under `fillColor` (a keyed archive's key and the XIB's),
/// because GNUstep's NSBox loses a custom box's fill colour on every template path.
@interface NibOrNotFillView : NSView {
    NSColor *fillColor;
}
- (NSColor *)fillColor;
- (void)setFillColor:(NSColor *)color;
@end

/// A user's cell's view that AppKit has no counterpart for (docs/gnustep.md, "A user's cell"): a plain view that
/// names the UIKit class it stands in for and holds its subviews, encoded and decoded under `standsIn` as
/// NibOrNotFillView encodes its colour.
@interface NibOrNotStandInView : NSView {
    NSString *standsIn;
}
- (NSString *)standsIn;
- (void)setStandsIn:(NSString *)name;
@end

struct NibornotGnustepRow {
    NSView *cell; ///< retained
};

/// The generated constants and rows (GeneratedCodeRow.m, GeneratedSweepRows.m).
extern const double nibornot_gnustep_font_size;
extern const double nibornot_gnustep_minimum_font_size;
extern NSString *const nibornot_gnustep_font_name;
NSView *nibornot_gnustep_code_row(BOOL fit);

typedef struct {
    int labels;
    NSView *(*code)(void);
} NibornotGnustepSweepSize;
extern const NibornotGnustepSweepSize nibornot_gnustep_sweep_sizes[];
extern const size_t nibornot_gnustep_sweep_size_count;

/// Shrink-to-fit (Fit.m): the model's rule measured with GNUstep's string drawing.
void nibornot_gnustep_fit_label(NSTextField *label);
void nibornot_gnustep_fit_row(NSView *cell);
/// Shrink-to-fit for a label of a user's cell, in its own font from its own size down to `minimum`, over its frame's
/// width (no shrinking when `minimum` is 0 or at least the size; the text is measured all the same). gnustep-code's
/// row calls it through the pointer it is given (NibornotGnustepUserFit).
void nibornot_gnustep_fit_user_label(void *label, double minimum);

/// The labels of a row (the content view's text fields), in tag order.
NSArray *nibornot_gnustep_labels(NSView *cell);

/// Start-up state (Start.m).
BOOL nibornot_gnustep_is_started(void);
/// Whether the caller is on the thread that started GNUstep (AppKit's main thread).
BOOL nibornot_gnustep_on_start_thread(void);
NSString *nibornot_gnustep_xib_directory(void);
/// A malloc'd one-line copy of `text` (newlines become spaces).
char *nibornot_gnustep_copy_line(NSString *text);
/// The exception as one line: "GNUstep raised NAME: REASON".
char *nibornot_gnustep_describe(NSException *exception);
/// The watchdog: a call starts (`what` names it for the time-out's line) and ends.
void nibornot_gnustep_call_began(const char *what);
void nibornot_gnustep_call_ended(void);
/// Runs the injected fault `raise` or `hang` if set (Start.m).
void nibornot_gnustep_maybe_fault(void);
/// Whether the injected fault is `uncaught`, which the row calls raise outside their @try.
BOOL nibornot_gnustep_fault_is_uncaught(void);

/// Why a row call cannot run now (not started, another thread), as a malloc'd line; NULL when it can (Row.m).
char *nibornot_gnustep_refusal(void);

/// Templates (Templates.m): an NSNib of a Cocoa XIB file (raises when it is missing or unreadable); the one view
/// among its top-level objects, retained; an archive written to a file unlinked at once, as a /proc/self/fd path.
NSNib *nibornot_gnustep_load_nib(NSString *path);
NSView *nibornot_gnustep_instantiate(NSNib *nib, NSString *what);
NSString *nibornot_gnustep_write_archive(NSData *data, NSString *name);
/// The view a keyed archive holds, retained (raises when it holds none).
NSView *nibornot_gnustep_unarchive(NSData *data);

/// Templates (Templates.m): the construction's row, made from the kept archives and NSNibs.
NSView *nibornot_gnustep_template_row(NibornotGnustepConstruction construction, BOOL fit);
NSView *nibornot_gnustep_sweep_template_row(NibornotGnustepConstruction construction, int labels);
void nibornot_gnustep_templates_start(void);
