#include "RowBuilders.h"

#include <QtCore/QStringList>
#include <QtGui/QFontInfo>
#include <QtWidgets/QAbstractButton>
#include <QtWidgets/QBoxLayout>
#include <QtWidgets/QLabel>
#include <QtWidgets/QLineEdit>
#include <QtWidgets/QWidget>

namespace {

QString yesNo(bool value) {
    return value ? QStringLiteral("yes") : QStringLiteral("no");
}

QString colour(const QColor &c) {
    return QStringLiteral("rgba(%1,%2,%3,%4)").arg(c.red()).arg(c.green()).arg(c.blue()).arg(c.alpha());
}

/// A role's colour in the three groups, once if they agree (they do in every row here).
QString role(const QPalette &palette, QPalette::ColorRole role) {
    QStringList groups;
    for (auto group : {QPalette::Active, QPalette::Inactive, QPalette::Disabled})
        groups << colour(palette.color(group, role));
    groups.removeDuplicates();
    return groups.join(QLatin1Char('/'));
}

QString alignment(Qt::Alignment a) {
    QStringList parts;
    parts << QString::fromLatin1(a & Qt::AlignLeft      ? "left"
                                 : a & Qt::AlignRight   ? "right"
                                 : a & Qt::AlignHCenter ? "hcenter"
                                                        : "?");
    parts << QString::fromLatin1(a & Qt::AlignTop       ? "top"
                                 : a & Qt::AlignBottom  ? "bottom"
                                 : a & Qt::AlignVCenter ? "vcenter"
                                                        : "?");
    return parts.join(QLatin1Char('|'));
}

QString dynamic(const QWidget *widget, const char *name) {
    const QVariant value = widget->property(name);
    return value.isValid() ? value.toString() : QStringLiteral("-");
}

/// A label's own line: text and how it is drawn. QLabel has no elide mode: the text stays whole and
/// is clipped at the label's edge (docs/qt.md, "Ellipsis"), and no shadow is drawn (no shadow colour).
QString labelLine(const QLabel *label) {
    const QFont font = label->font();
    const QFontInfo used(font);
    return QStringLiteral(" text=\"%1\" font=\"%2\" size=%3pt weight=%4 used=\"%5 %6\"@%7px colour=%8"
                          " align=%9 wrap=%10 ellipsis=none(clipped) shadow=none tag=%11 fit=%12 minimum=%13")
        .arg(label->text(), font.family(), QString::number(font.pointSizeF()), QString::number(font.weight()),
             used.family(), used.styleName(), QString::number(used.pixelSize()),
             role(label->palette(), QPalette::WindowText), alignment(label->alignment()))
        .arg(yesNo(label->wordWrap()), dynamic(label, "tag"), dynamic(label, "adjustsFontSizeToFitWidth"),
             dynamic(label, "minimumFontSize"));
}

/// What a construction could add unseen: dynamic properties, what the font and palette set
/// explicitly (their resolve masks), the size policy.
QString extras(const QWidget *widget) {
    QStringList names;
    for (const QByteArray &name : widget->dynamicPropertyNames())
        names << QString::fromLatin1(name);
    names.sort();
    const QSizePolicy policy = widget->sizePolicy();
    return QStringLiteral(" properties=[%1] fontMask=%2 paletteMask=%3 policy=%4/%5")
        .arg(names.join(QLatin1Char(',')), QString::number(widget->font().resolveMask(), 16),
             QString::number(widget->palette().resolveMask(), 16))
        .arg(int(policy.horizontalPolicy()))
        .arg(int(policy.verticalPolicy()));
}

/// What only a user's cell has (docs/qt.md, "A user's cell"): a disabled widget, a label's text format, a
/// button's or a line edit's text, a stack's box layout, a stand-in's UIKit class. Empty for the seed's rows.
QString userCellLine(const QWidget *widget) {
    QString out;
    if (!widget->isEnabled()) out += QStringLiteral(" disabled");
    if (auto *label = qobject_cast<const QLabel *>(widget); label && label->textFormat() != Qt::AutoText)
        out += QStringLiteral(" format=%1").arg(int(label->textFormat()));
    if (auto *button = qobject_cast<const QAbstractButton *>(widget))
        out += QStringLiteral(" text=\"%1\" checkable=%2 checked=%3")
                   .arg(button->text(), yesNo(button->isCheckable()), yesNo(button->isChecked()));
    if (auto *edit = qobject_cast<const QLineEdit *>(widget))
        out += QStringLiteral(" text=\"%1\" placeholder=\"%2\"").arg(edit->text(), edit->placeholderText());
    if (auto *box = qobject_cast<const QBoxLayout *>(widget->layout())) {
        const QMargins margins = box->contentsMargins();
        out += QStringLiteral(" layout=%1 \"%2\" direction=%3 spacing=%4 margins=(%5,%6,%7,%8) items=%9")
                   .arg(QString::fromLatin1(box->metaObject()->className()), box->objectName())
                   .arg(int(box->direction()))
                   .arg(box->spacing())
                   .arg(margins.left())
                   .arg(margins.top())
                   .arg(margins.right())
                   .arg(margins.bottom())
                   .arg(box->count());
    }
    const QVariant standIn = widget->property("uikitClass");
    if (standIn.isValid()) out += QStringLiteral(" stand-in=\"%1\"").arg(standIn.toString());
    return out;
}

void dump(const QWidget *widget, int depth, QString &out) {
    const QRect g = widget->geometry();
    out += QString(depth * 2, QLatin1Char(' '));
    out += QStringLiteral("%1 \"%2\" frame=(%3,%4,%5,%6) hidden=%7 polished=%8 fills=%9")
               .arg(QString::fromLatin1(widget->metaObject()->className()), widget->objectName())
               .arg(g.x())
               .arg(g.y())
               .arg(g.width())
               .arg(g.height())
               .arg(yesNo(widget->isHidden()), yesNo(widget->testAttribute(Qt::WA_WState_Polished)),
                    widget->autoFillBackground() ? role(widget->palette(), QPalette::Window) : QStringLiteral("no"));
    if (auto *label = qobject_cast<const QLabel *>(widget)) out += labelLine(label);
    out += userCellLine(widget);
    out += extras(widget);
    out += QLatin1Char('\n');
    for (QObject *child : widget->children())
        if (auto *w = qobject_cast<const QWidget *>(child)) dump(w, depth + 1, out);
}

} // namespace

QString nibornot::dumpRow(const QWidget *cell) {
    QString out;
    dump(cell, 0, out);
    return out;
}
