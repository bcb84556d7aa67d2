#include "QmlRowBuilders.h"

// qmltc's classes use Qt Quick's private API of the Qt that generated them, and moc's output refuses another
// moc revision: building against another Qt needs scripts/generate-qml-rows.py run with its tools.
#if QT_VERSION != QT_VERSION_CHECK(6, 4, 2)
// Generated/ was written by Qt 6.4.2's qmlcachegen, qmltc and moc (scripts/generate-qml-rows.py).
#error "QmlRow/Generated needs Qt 6.4.2: run scripts/generate-qml-rows.py with this Qt"
#endif

#include "Generated/Qmltc/cell.h"
#include "Generated/Qmltc/cell2.h"

/// qmltc's root class takes the engine; its items are made and completed by the generated code, which finds
/// the document's compilation unit (qmlcachegen's, Generated/Cachegen) by its qrc URL.
QQuickItem *nibornot::qml::makeQmltcRow(QQmlEngine *engine, bool fit) {
    if (fit) return new NibOrNot::Cell(engine);
    return new NibOrNot::Cell2(engine);
}
