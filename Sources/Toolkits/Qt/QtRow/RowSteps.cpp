#include "RowBuilders.h"

#include <QtCommon.h>
#include <QtWidgets/QLabel>
#include <QtWidgets/QWidget>

namespace {

/// Labels sit one level under the cell (in its content widget), as in a UITableViewCell.
template <typename Body> void forEachLabel(QWidget *cell, Body body) {
    for (QObject *part : cell->children())
        for (QObject *child : part->children())
            if (auto *label = qobject_cast<QLabel *>(child)) body(label);
}

} // namespace

void nibornot::fitLabels(QWidget *cell) {
    forEachLabel(cell, [](QLabel *label) {
        if (label->property("adjustsFontSizeToFitWidth").toBool()) fitLabel(label, label->width());
    });
}

void nibornot::fitLabel(QLabel *label, double width) {
    QFont font = label->font();
    const double size =
        nibornot::qtcommon::fittedSize(label->text(), font, width, label->property("minimumFontSize").toDouble());
    if (size != font.pointSizeF()) {
        font.setPointSizeF(size);
        label->setFont(font);
    }
}

/// What showing the row would do before painting, minus what needs a window: polish the tree (style
/// and palette, `ensurePolished` recurses into children) and ask every widget its size hint, which for
/// a QLabel lays its text out. The rows have no QLayout (frames, as in the XIB), so nothing else runs.
void nibornot::layOut(QWidget *cell) {
    cell->ensurePolished();
    (void)cell->sizeHint();
    for (QObject *part : cell->children()) {
        auto *partWidget = qobject_cast<QWidget *>(part);
        if (!partWidget) continue;
        (void)partWidget->sizeHint();
        for (QObject *child : part->children())
            if (auto *widget = qobject_cast<QWidget *>(child)) (void)widget->sizeHint();
    }
}
