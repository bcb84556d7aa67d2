/* The seed's row in Qt 6 Widgets behind a plain C interface, so that Swift never imports Qt's C++ headers.
 *
 * Every call must come from the thread that called nibornot_qt_start (Qt widgets live on the thread
 * that made the QApplication). Errors come back as one-line messages in *error, allocated with malloc:
 * the caller frees them. docs/qt.md describes the row, its constructions and the fit step. */
#ifndef NIBORNOT_QT_ROW_H
#define NIBORNOT_QT_ROW_H

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// How a row comes to be (docs/qt.md, "Constructions").
typedef enum {
    /// C++ written label by label (Sources/Toolkits/Qt/QtRow/Generated/CodeRow.cpp).
    NIBORNOT_QT_CODE = 0,
    /// The form compiled to C++ by uic (Generated/ui_Cell.h, ui_Cell2.h), `setupUi` per row.
    NIBORNOT_QT_UIC = 1,
    /// QUiLoader reads and parses the `.ui` file from disk for every row.
    NIBORNOT_QT_UILOADER = 2,
} nibornot_qt_construction;

/// One row: the cell widget and everything under it. Opaque; free it with nibornot_qt_row_free.
typedef struct nibornot_qt_row nibornot_qt_row;
/// What builds rows of one construction and fit, optionally laid out.
typedef struct nibornot_qt_factory nibornot_qt_factory;

/// Makes the process's QApplication (offscreen unless QT_QPA_PLATFORM says otherwise, 72 dpi so that a
/// point is a pixel as in UIKit) and checks the bold DejaVu Sans face. Idempotent on the same thread.
/// Returns false with a message in *error when Qt cannot start or is used from another thread.
bool nibornot_qt_start(char **error);

/// A factory, or NULL with a message in *error. `ui_path` is the form read per row by
/// NIBORNOT_QT_UILOADER (templates/qt/Cell.ui with fit, Cell2.ui without); the others ignore it.
nibornot_qt_factory *nibornot_qt_factory_create(nibornot_qt_construction construction, bool fit, bool laid_out,
                                                const char *ui_path, char **error);
/// The sweep (docs/qt.md, "Sweep rows"): the numbers of labels that have rows, smallest first, in
/// static storage at *sizes; returns how many.
size_t nibornot_qt_sweep_sizes(const int **sizes);
/// A factory of the sweep's rows of `labels` labels (templates/sweep/RowN-nofit.xib: shrink-to-fit off,
/// no layout pass), or NULL with a message in *error for a size without a row. `ui_path` is the form
/// NIBORNOT_QT_UILOADER reads per row (templates/qt/sweep/RowN.ui); the others ignore it.
nibornot_qt_factory *nibornot_qt_sweep_factory_create(nibornot_qt_construction construction, int labels,
                                                      const char *ui_path, char **error);
/// Frees a factory of either kind.
void nibornot_qt_factory_free(nibornot_qt_factory *factory);

/// One row: construction, the fit step, and with `laid_out` the layout pass. NULL with a message in
/// *error if the form cannot be read.
nibornot_qt_row *nibornot_qt_factory_make_row(nibornot_qt_factory *factory, char **error);

/// The layout pass alone (ensurePolished on the tree, sizeHint of every widget); the factory runs it
/// itself when made with `laid_out`.
void nibornot_qt_row_lay_out(nibornot_qt_row *row);

/// Deletes the row's widgets.
void nibornot_qt_row_free(nibornot_qt_row *row);

/// The row as text, one widget a line (class, name, geometry, text, font, colours, ellipsis...);
/// malloc'd, the caller frees it.
char *nibornot_qt_row_dump(const nibornot_qt_row *row);

/// The point size each label uses, in tag order, into `sizes` (up to `capacity`); returns the number
/// of labels.
size_t nibornot_qt_row_font_sizes(const nibornot_qt_row *row, double *sizes, size_t capacity);

/// For tests: count every widget of the row when it is destroyed (QObject::destroyed).
void nibornot_qt_row_watch(nibornot_qt_row *row);
/// For tests: widgets destroyed among those watched, since the process started.
long nibornot_qt_destroyed_count(void);
/// For tests: the widgets alive in the process (QApplication::allWidgets).
long nibornot_qt_widget_count(void);

#ifdef __cplusplus
}
#endif

// A user's cell's rows (`run --template`), in a header of their own.
#include "NibOrNotQtUserCell.h"

#endif
