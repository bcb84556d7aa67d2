#include "RowBuilders.h"

#include <QtGui/QFontMetricsF>
#include <QtWidgets/QLabel>
#include <QtWidgets/QWidget>

namespace {

/// Half a point, as the model's `ShrinkToFit.step`.
constexpr double step = 0.5;

/// The model's rule (Typesetting/ShrinkToFit.swift) with Qt's measure: the label's size if the text
/// fits, else size − k × 0.5 for k = 1, 2, ... down to the minimum, the first that fits; none fits,
/// the minimum. A minimum of 0 or less, or at or above the size, means no shrinking.
double fittedSize(const QString &text, QFont font, double width, double minimum) {
    const double size = font.pointSizeF();
    if (QFontMetricsF(font).horizontalAdvance(text) <= width)
        return size;
    if (!(minimum > 0 && minimum < size))
        return size;
    for (int k = 1; size - k * step >= minimum; ++k) {
        font.setPointSizeF(size - k * step);
        if (QFontMetricsF(font).horizontalAdvance(text) <= width)
            return size - k * step;
    }
    return minimum;
}

/// Labels sit one level under the cell (in its content widget), as in a UITableViewCell.
template <typename Body> void forEachLabel(QWidget *cell, Body body) {
    for (QObject *part : cell->children())
        for (QObject *child : part->children())
            if (auto *label = qobject_cast<QLabel *>(child))
                body(label);
}

} // namespace

void nibornot::fitLabels(QWidget *cell) {
    forEachLabel(cell, [](QLabel *label) {
        if (!label->property("adjustsFontSizeToFitWidth").toBool())
            return;
        QFont font = label->font();
        const double size = fittedSize(label->text(), font, label->width(),
                                       label->property("minimumFontSize").toDouble());
        if (size != font.pointSizeF()) {
            font.setPointSizeF(size);
            label->setFont(font);
        }
    });
}

/// What showing the row would do before painting, minus what needs a window: polish the tree (style
/// and palette, `ensurePolished` recurses into children) and ask every widget its size hint, which for
/// a QLabel lays its text out. The rows have no QLayout (frames, as in the XIB), so nothing else runs.
void nibornot::layOut(QWidget *cell) {
    cell->ensurePolished();
    (void)cell->sizeHint();
    for (QObject *part : cell->children()) {
        auto *partWidget = qobject_cast<QWidget *>(part);
        if (!partWidget)
            continue;
        (void)partWidget->sizeHint();
        for (QObject *child : part->children())
            if (auto *widget = qobject_cast<QWidget *>(child))
                (void)widget->sizeHint();
    }
}
