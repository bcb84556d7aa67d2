#include "QmlRowBuilders.h"

#include <QtCommon.h>
#include <QtQuick/private/qquicktext_p.h>

QVarLengthArray<QQuickItem *, 32> nibornot::qml::texts(QQuickItem *cell) {
    QVarLengthArray<QQuickItem *, 32> found;
    for (QQuickItem *part : cell->childItems())
        for (QQuickItem *child : part->childItems())
            if (qobject_cast<QQuickText *>(child)) found.append(child);
    return found;
}

/// Labels sit one level under the cell (in its content item), as in a UITableViewCell. A Text's settings are
/// read by name (`QObject::property`), as UIKit reads each label's; a changed size is one `setFont`, after
/// which a completed Text lays its text out again at once.
void nibornot::qml::fitTexts(QQuickItem *cell) {
    for (QQuickItem *part : cell->childItems())
        for (QQuickItem *child : part->childItems())
            if (qobject_cast<QQuickText *>(child) && child->property("adjustsFontSizeToFitWidth").toBool())
                fitText(child);
}

double nibornot::qml::fitText(QQuickItem *item) {
    auto *text = static_cast<QQuickText *>(item);
    QFont font = text->font();
    const double size =
        nibornot::qtcommon::fittedSize(text->text(), font, text->width(), text->property("minimumFontSize").toDouble());
    if (size != font.pointSizeF()) {
        font.setPointSizeF(size);
        text->setFont(font);
    }
    return size;
}

namespace {

void polishTree(QQuickItem *item) {
    item->ensurePolished();
    for (QQuickItem *child : item->childItems())
        polishTree(child);
}

} // namespace

/// What a window would run before its next frame (`QQuickWindow`'s polish of every item that asked for it),
/// without a window: `ensurePolished()` calls each item's `updatePolish()`. A Text redoes its layout there
/// only when it asked to (a font-size mode, or a resolved family that differs), so with the project's rule it
/// checks its font and returns; with `Text.Fit` it fits again.
void nibornot::qml::polish(QQuickItem *cell) {
    polishTree(cell);
}
