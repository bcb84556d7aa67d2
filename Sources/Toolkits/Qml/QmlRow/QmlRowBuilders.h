// The C++ side of QmlRow, shared by its files; nothing here is seen by Swift.
#ifndef NIBORNOT_QML_ROW_BUILDERS_H
#define NIBORNOT_QML_ROW_BUILDERS_H

// Qt 6.4's headers declare literal operators in a form recent clang deprecates (`operator"" _qs`); pkg-config
// adds them with -I, not as system headers, so every file here includes this one first to keep the build quiet.
#pragma clang diagnostic ignored "-Wdeprecated-literal-operator"

#include <QtCore/QString>
#include <QtCore/QVarLengthArray>
#include <QtQml/QQmlParserStatus>
#include <QtQuick/QQuickItem>

#include <string>

class QQmlComponent;
class QQmlEngine;

namespace nibornot::qml {

/// What Qt's QML creator does around the items it makes (QQmlObjectCreator, Qt 6.4): `classBegin()` as each
/// is made, before its properties are set, and `componentComplete()` once all are, last made first. Between
/// the two a QQuickText only records its settings; it lays its text out once, when completed.
class Completion {
  public:
    template <typename Item> Item *begin(Item *item) {
        static_cast<QQmlParserStatus *>(item)->classBegin();
        items.append(item);
        return item;
    }
    void complete() {
        for (qsizetype i = items.size() - 1; i >= 0; --i)
            static_cast<QQmlParserStatus *>(items[i])->componentComplete();
    }

  private:
    QVarLengthArray<QQuickItem *, 32> items;
};

/// The row in code (Generated/CodeRow.cpp, from Cell.xib): `fit` sets every label's shrink-to-fit flag.
QQuickItem *makeCodeRow(bool fit);
/// The sweep's rows of `labels` labels in code (Generated/Sweep/CodeRows.cpp, from templates/sweep/RowN-nofit.xib),
/// shrink-to-fit off; null for a size that has no generated row.
QQuickItem *makeSweepCodeRow(int labels);
/// The sizes that have sweep rows, smallest first (generated with them, so they cannot drift apart).
extern const int sweepSizes[];
extern const int sweepSizeCount;
/// The row as the class qmltc generated from Cell.qml (with fit) or Cell2.qml (without) (Generated/Qmltc).
QQuickItem *makeQmltcRow(QQmlEngine *engine, bool fit);

/// Shrink-to-fit for every label whose `adjustsFontSizeToFitWidth` is set, by the project's rule with Qt's
/// measure, as Qt Widgets' row does it (docs/qml.md, "Fit").
void fitTexts(QQuickItem *cell);
/// Shrink-to-fit for one Text (a QQuickText): its own font to its `minimumFontSize` over its width; the size in use.
double fitText(QQuickItem *text);
/// The polish step: `ensurePolished()` on every item, parents first (docs/qml.md, "Polish").
void polish(QQuickItem *cell);
/// Every Text of the row (in the content item), in tag order.
QVarLengthArray<QQuickItem *, 32> texts(QQuickItem *cell);

/// The row as text, one item a line.
QString dumpRow(QQuickItem *cell);

/// The process's engine, or null with a one-line message when Qt Quick is not started or this is not its thread.
QQmlEngine *readyEngine(char **error);
/// QML's first error of `component`, on one line, and how many more there were.
std::string componentError(const QQmlComponent &component);

} // namespace nibornot::qml

#endif
