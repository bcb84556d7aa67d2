// Rows placed by Auto Layout constraints on GTK 4's GtkConstraintLayout, and the oracle that solves any XIB's
// constraints with it (docs/gtk.md, "Rows with constraints"). Opaque as NibOrNotGtk.h: no GTK type here; every
// function runs on the thread that called nibornot_gtk_start.
#ifndef NIBORNOT_GTK_CONSTRAINTS_H
#define NIBORNOT_GTK_CONSTRAINTS_H

#include "NibOrNotGtk.h"

#ifdef __cplusplus
extern "C" {
#endif

/// The seed's row with Auto Layout (templates/CellAutoLayout.xib, fit; Cell2AutoLayout.xib, no fit) in one of
/// CODE (GeneratedConstraintRow.c), BUILDER (CellConstraints.ui per row) or TEMPLATE (a class template). Built
/// only: no window yet, so the constraints wait, unsolved. NULL and `*error` (malloc'd line) on failure.
NibornotGtkRow *nibornot_gtk_constraint_row_new(NibornotGtkConstruction construction, bool fit, char **error);

/// The layout pass of a row with constraints: the first call puts the row into a window of its own (the
/// window's Cassowary solver is the one its constraint layouts use: outside a window every label would be
/// placed at 0,0 0 × 0), then every call measures the cell and allocates it at `width` × its height.
void nibornot_gtk_constraint_row_lay_out(NibornotGtkRow *row, int width);

/// A sweep row with constraints of `labels` labels (templates/sweep-autolayout/RowN.xib), built, no window yet;
/// CODE, BUILDER or TEMPLATE; laid out and freed as the seed's rows with constraints. NULL and `*error`.
NibornotGtkRow *nibornot_gtk_constraint_sweep_row_new(NibornotGtkConstruction construction, int labels, char **error);

/// A frame row's layout pass at `width` × its height (nibornot_gtk_row_lay_out allocates its own width): the
/// frame twins' size change.
void nibornot_gtk_row_lay_out_at_width(NibornotGtkRow *row, int width);

/// Frees a row with constraints: destroys its window if it has one, then drops the row's reference.
void nibornot_gtk_constraint_row_free(NibornotGtkRow *row);

/// The oracle's input: one view of a XIB's tree, parents before children, the root first (parent -1).
typedef struct {
    int parent;
    /// Xcode's frame, in the parent's coordinates (only SIZED views and the root's size are read).
    double width, height;
    /// NIBORNOT_SOLVE_*: what gives the view an intrinsic size in the solve.
    int kind;
    /// LABEL only: the text, its font size in points (pixels here), whether bold, its number of lines (0: any).
    const char *text;
    double font_size;
    bool bold;
    int lines;
} NibornotGtkSolveView;

enum {
    NIBORNOT_SOLVE_PLAIN = 0, ///< no intrinsic size (a UIView; here every view the solve does not model)
    NIBORNOT_SOLVE_LABEL = 1, ///< a GtkLabel of the text in DejaVu Sans: GTK's intrinsic size
    NIBORNOT_SOLVE_SIZED = 2, ///< an intrinsic size equal to Xcode's frame size (what Xcode's solution implies)
};

/// GtkConstraintAttribute's values, so that Swift can name them without gtk.h (ConstraintSolve.c checks them).
enum {
    NIBORNOT_ATTRIBUTE_NONE = 0,
    NIBORNOT_ATTRIBUTE_LEFT,
    NIBORNOT_ATTRIBUTE_RIGHT,
    NIBORNOT_ATTRIBUTE_TOP,
    NIBORNOT_ATTRIBUTE_BOTTOM,
    NIBORNOT_ATTRIBUTE_START,
    NIBORNOT_ATTRIBUTE_END,
    NIBORNOT_ATTRIBUTE_WIDTH,
    NIBORNOT_ATTRIBUTE_HEIGHT,
    NIBORNOT_ATTRIBUTE_CENTER_X,
    NIBORNOT_ATTRIBUTE_CENTER_Y,
    NIBORNOT_ATTRIBUTE_BASELINE,
};
/// GtkConstraintRelation's values; and GTK's required strength (the others are plain weights).
enum { NIBORNOT_RELATION_LE = -1, NIBORNOT_RELATION_EQ = 0, NIBORNOT_RELATION_GE = 1 };
enum { NIBORNOT_STRENGTH_REQUIRED = 1001001000 };

/// One translated constraint between two views of the tree (view indices; 0 is the root), in the root's
/// coordinates; source -1 makes a constant constraint.
typedef struct {
    int target, target_attribute, relation;
    int source, source_attribute;
    double multiplier, constant;
    int strength;
} NibornotGtkSolveConstraint;

/// Builds the views (every view a child of the root's one GtkConstraintLayout; labels GtkLabels), adds the
/// constraints, puts the root in a new window, allocates the root at its size, and writes each view's solved frame
/// relative to its parent into `frames` (4 doubles a view: x, y, width, height). Returns NULL or a malloc'd one-line
/// error; how many GTK warnings the solve logged (conflicting required constraints, for one) goes to `*warnings`.
char *nibornot_gtk_solve(const NibornotGtkSolveView *views, size_t view_count,
                         const NibornotGtkSolveConstraint *constraints, size_t constraint_count, double *frames,
                         int *warnings);

#ifdef __cplusplus
}
#endif

#endif
