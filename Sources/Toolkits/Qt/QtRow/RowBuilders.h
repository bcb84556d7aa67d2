// The C++ side of QtRow, shared by its files; nothing here is seen by Swift.
#ifndef NIBORNOT_QT_ROW_BUILDERS_H
#define NIBORNOT_QT_ROW_BUILDERS_H

// Qt 6.4's headers declare literal operators in a form recent clang deprecates (`operator"" _qs`); pkg-config
// adds them with -I, not as system headers, so every file here includes this one first to keep the build quiet.
#pragma clang diagnostic ignored "-Wdeprecated-literal-operator"

#include <QtCore/QString>

class QLabel;
class QWidget;

namespace nibornot {

/// The row in code (Generated/CodeRow.cpp, from Cell.xib): `fit` sets every label's shrink-to-fit flag.
QWidget *makeCodeRow(bool fit);
/// The row by uic's `setupUi` (Generated/ui_Cell.h with fit, ui_Cell2.h without).
QWidget *makeUicRow(bool fit);

/// The sweep's rows of `labels` labels (Generated/Sweep/CodeRows.cpp, UicRows.cpp, from
/// templates/sweep/RowN-nofit.xib), shrink-to-fit off; null for a size that has no generated row.
QWidget *makeSweepCodeRow(int labels);
QWidget *makeSweepUicRow(int labels);
/// The sizes that have sweep rows, smallest first (generated with them, so they cannot drift apart).
extern const int sweepSizes[];
extern const int sweepSizeCount;

/// Shrink-to-fit for every label whose `adjustsFontSizeToFitWidth` is set, as the model does it
/// (docs/qt.md, "Fit"). Part of every construction, inside the timed call.
void fitLabels(QWidget *cell);
/// Shrink-to-fit for one label: its own font to its `minimumFontSize`, over `width`.
void fitLabel(QLabel *label, double width);
/// The layout pass a row that is not shown gets: polish and size hints (docs/qt.md, "Layout pass").
void layOut(QWidget *cell);

/// The row as text, one widget a line.
QString dumpRow(const QWidget *cell);

} // namespace nibornot

#endif
