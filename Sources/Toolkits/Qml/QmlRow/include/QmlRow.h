/* The seed's row in Qt Quick 6.4 behind a plain C interface, so that Swift never imports Qt's C++ headers.
 *
 * Every call must come from the thread that called nibornot_qml_start (Qt Quick items live on the thread
 * that made the application). Errors come back as one-line messages in *error, allocated with malloc: the
 * caller frees them. docs/qml.md describes the row, its constructions, the fit step and the polish step. */
#ifndef NIBORNOT_QML_ROW_H
#define NIBORNOT_QML_ROW_H

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// How a row comes to be (docs/qml.md, "Constructions").
typedef enum {
    /// A new QQmlComponent from the .qml's bytes for every row: parsed and compiled per row.
    NIBORNOT_QML_COMPONENT_FILE = 0,
    /// One QQmlComponent compiled once, `create()` per row: the cached template.
    NIBORNOT_QML_COMPONENT = 1,
    /// The component of the unit qmlcachegen compiled ahead (Generated/Cachegen), `create()` per row.
    NIBORNOT_QML_CACHEGEN = 2,
    /// The C++ class qmltc generated (Generated/Qmltc), `new` per row.
    NIBORNOT_QML_TC = 3,
    /// C++ that makes the items itself (Generated/CodeRow.cpp).
    NIBORNOT_QML_CODE = 4,
    /// The kept component of CellPrecomputed.qml with the fitted sizes written in.
    NIBORNOT_QML_COMPONENT_PRECOMPUTED = 5,
    /// The kept component of CellTextFit.qml: Qt Quick's `fontSizeMode: Text.Fit` instead of the project's rule.
    NIBORNOT_QML_TEXTFIT = 6,
} nibornot_qml_construction;

/// One row: the cell item and everything under it. Opaque; free it with nibornot_qml_row_free.
typedef struct nibornot_qml_row nibornot_qml_row;
/// What builds rows of one construction and fit, optionally polished.
typedef struct nibornot_qml_factory nibornot_qml_factory;

/// Makes the process's QGuiApplication (offscreen unless QT_QPA_PLATFORM says otherwise, 72 dpi so that a
/// point is a pixel as in UIKit) and QQmlEngine, and checks Qt's version and the bold DejaVu Sans face.
/// Idempotent on the same thread; uses a QGuiApplication (or QApplication) made before on this thread.
bool nibornot_qml_start(char **error);

/// A factory, or NULL with a message in *error (a .qml that does not compile gives QML's own error, file and
/// line). `qml_directory` holds Cell.qml, Cell2.qml, CellPrecomputed.qml and CellTextFit.qml.
nibornot_qml_factory *nibornot_qml_factory_create(nibornot_qml_construction construction, bool fit, bool polished,
                                                  const char *qml_directory, char **error);
/// The sweep (docs/qml.md, "Sweep rows"): the numbers of labels that have rows, smallest first, in static
/// storage at *sizes; returns how many.
size_t nibornot_qml_sweep_sizes(const int **sizes);
/// A factory of the sweep's rows of `labels` labels (templates/sweep/RowN-nofit.xib: shrink-to-fit off, not
/// polished) for NIBORNOT_QML_COMPONENT_FILE, NIBORNOT_QML_COMPONENT or NIBORNOT_QML_CODE, or NULL with a
/// message in *error. The documents are `qml_directory`/sweep/RowN.qml.
nibornot_qml_factory *nibornot_qml_sweep_factory_create(nibornot_qml_construction construction, int labels,
                                                        const char *qml_directory, char **error);
/// Frees a factory of either kind.
void nibornot_qml_factory_free(nibornot_qml_factory *factory);

/// One row: construction, the fit step (for the constructions that take it), and with `polished` the polish
/// step. NULL with a message in *error if the document cannot be read or created.
nibornot_qml_row *nibornot_qml_factory_make_row(nibornot_qml_factory *factory, char **error);

/// The polish step alone (ensurePolished on every item); the factory runs it itself when made `polished`.
void nibornot_qml_row_polish(nibornot_qml_row *row);

/// Deletes the row's items.
void nibornot_qml_row_free(nibornot_qml_row *row);

/// The row as text, one item a line (class, name, geometry, text, font, colours, alignment, elision);
/// malloc'd, the caller frees it.
char *nibornot_qml_row_dump(const nibornot_qml_row *row);

/// The point size each label is laid out at, in tag order, into `sizes` (up to `capacity`); returns the
/// number of labels.
size_t nibornot_qml_row_font_sizes(const nibornot_qml_row *row, double *sizes, size_t capacity);

/// For tests: what made the row, as "class url": the root item's own class (qmltc's class, or the QQuickItem of a
/// document or of code) and the URL of the document it was created from (empty for code); malloc'd.
char *nibornot_qml_row_origin(const nibornot_qml_row *row);

/// For tests: the items of the row (QQuickItem children, recursively, and the row itself).
long nibornot_qml_row_item_count(const nibornot_qml_row *row);
/// For tests: counts every item of the row when it is destroyed (QObject::destroyed).
void nibornot_qml_row_watch(nibornot_qml_row *row);
/// For tests: items destroyed among those watched, since the process started.
long nibornot_qml_destroyed_count(void);

#ifdef __cplusplus
}
#endif

// The user's cell (`run --template`): its own header, which this umbrella header of the module must name.
#include "NibOrNotQmlUserCell.h"

#endif
