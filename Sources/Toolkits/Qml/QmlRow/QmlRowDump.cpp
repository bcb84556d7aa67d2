#include "QmlRowBuilders.h"

#include <QtCore/QMetaObject>
#include <QtGui/QFontInfo>
#include <QtQuick/private/qquickimage_p.h>
#include <QtQuick/private/qquickpositioners_p.h>
#include <QtQuick/private/qquickrectangle_p.h>
#include <QtQuick/private/qquicktext_p.h>
#include <QtQuick/private/qquicktext_p_p.h>
#include <QtQuick/private/qquicktextinput_p.h>

#include <climits>

namespace {

QString yesNo(bool value) {
    return value ? QStringLiteral("yes") : QStringLiteral("no");
}

QString colour(const QColor &c) {
    return QStringLiteral("rgba(%1,%2,%3,%4)").arg(c.red()).arg(c.green()).arg(c.blue()).arg(c.alpha());
}

/// The Qt Quick class an item is, whichever way it was made: a QML document makes anonymous subclasses
/// (`QQuickText_QML_3`) for items that declare properties, and qmltc named ones (`NibOrNot::Cell_Item_Text`);
/// the first Qt class up the chain is what the item is.
QString itemClass(const QObject *item) {
    for (const QMetaObject *meta = item->metaObject(); meta; meta = meta->superClass()) {
        const QString name = QString::fromLatin1(meta->className());
        if (name.startsWith(QLatin1String("QQuick")) && !name.contains(QLatin1String("_QML_"))) return name;
    }
    return QString::fromLatin1(item->metaObject()->className());
}

QString alignment(const QQuickText *text) {
    const int h = text->hAlign(), v = text->vAlign();
    return QString::fromLatin1(h == QQuickText::AlignLeft      ? "left"
                               : h == QQuickText::AlignRight   ? "right"
                               : h == QQuickText::AlignHCenter ? "hcenter"
                                                               : "justify") +
           QLatin1Char('|') +
           QString::fromLatin1(v == QQuickText::AlignTop      ? "top"
                               : v == QQuickText::AlignBottom ? "bottom"
                                                              : "vcenter");
}

QString elision(QQuickText::TextElideMode mode) {
    switch (mode) {
    case QQuickText::ElideLeft:
        return QStringLiteral("left");
    case QQuickText::ElideRight:
        return QStringLiteral("right");
    case QQuickText::ElideMiddle:
        return QStringLiteral("middle");
    default:
        return QStringLiteral("none");
    }
}

QString sizeMode(QQuickText::FontSizeMode mode) {
    switch (mode) {
    case QQuickText::HorizontalFit:
        return QStringLiteral("horizontal-fit");
    case QQuickText::VerticalFit:
        return QStringLiteral("vertical-fit");
    case QQuickText::Fit:
        return QStringLiteral("fit");
    default:
        return QStringLiteral("fixed");
    }
}

QString setting(const QObject *item, const char *name) {
    const QVariant value = item->property(name);
    return value.isValid() ? value.toString() : QStringLiteral("-");
}

/// A Text's own fields: what it shows and how. `laid out at` is the size its text layout uses, which is the
/// font's own unless `Text.Fit` chose another; `truncated` says whether the elision cut the text.
QString textLine(QQuickText *text) {
    const QFont font = text->font();
    const QFontInfo used(font);
    auto *d = static_cast<QQuickTextPrivate *>(QQuickItemPrivate::get(text));
    const QFont laidOut = d->layout.font();
    return QStringLiteral(
               " text=\"%1\" font=\"%2\" size=%3pt weight=%4 used=\"%5 %6\"@%7px laidOutAt=%8pt/%9px colour=%10")
               .arg(text->text(), font.family(), QString::number(font.pointSizeF()), QString::number(font.weight()),
                    used.family(), used.styleName(), QString::number(used.pixelSize()),
                    QString::number(laidOut.pointSizeF()), QString::number(QFontInfo(laidOut).pixelSize()))
               .arg(colour(text->color())) +
           QStringLiteral(" align=%1 elide=%2 truncated=%3 lines=%4 render=%5 format=%6 sizeMode=%7 fit=%8 minimum=%9")
               .arg(alignment(text), elision(text->elideMode()), yesNo(text->truncated()),
                    QString::number(text->lineCount()),
                    text->renderType() == QQuickText::NativeRendering ? QStringLiteral("native") : QStringLiteral("qt"),
                    text->textFormat() == QQuickText::PlainText ? QStringLiteral("plain")
                                                                : QString::number(int(text->textFormat())),
                    sizeMode(text->fontSizeMode()), setting(text, "adjustsFontSizeToFitWidth"),
                    setting(text, "minimumFontSize"));
}

/// What a user's cell's items have beyond the seed's (docs/qml.md, "A user's cell"): a text input's text and font, a
/// positioner's spacing, an image's fill mode, and a disabled item.
QString userCellFields(QQuickItem *item) {
    QString out;
    if (!item->isEnabled()) out += QStringLiteral(" enabled=no");
    // A Text's settings the seed's labels leave at their defaults, written only when set, so its dumps stay as
    // they were.
    if (auto *text = qobject_cast<QQuickText *>(item)) {
        if (text->font().italic()) out += QStringLiteral(" italic=yes");
        if (text->wrapMode() != QQuickText::NoWrap) out += QStringLiteral(" wrap=%1").arg(int(text->wrapMode()));
        if (text->maximumLineCount() != INT_MAX) out += QStringLiteral(" maxLines=%1").arg(text->maximumLineCount());
    }
    if (auto *input = qobject_cast<QQuickTextInput *>(item)) {
        const QFont font = input->font();
        out += QStringLiteral(" input=\"%1\" font=\"%2\" size=%3pt weight=%4 italic=%5 colour=%6 halign=%7")
                   .arg(input->text(), font.family(), QString::number(font.pointSizeF()),
                        QString::number(font.weight()), yesNo(font.italic()), colour(input->color()))
                   .arg(int(input->hAlign()));
    }
    if (auto *positioner = qobject_cast<QQuickBasePositioner *>(item))
        out += QStringLiteral(" spacing=%1").arg(positioner->spacing());
    if (auto *image = qobject_cast<QQuickImage *>(item))
        out += QStringLiteral(" fillMode=%1 source=\"%2\"").arg(int(image->fillMode())).arg(image->source().toString());
    return out;
}

void dump(QQuickItem *item, int depth, QString &out) {
    out += QString(depth * 2, QLatin1Char(' '));
    out += QStringLiteral("%1 \"%2\" frame=(%3,%4,%5,%6) visible=%7 clip=%8 z=%9")
               .arg(itemClass(item), item->objectName())
               .arg(item->x())
               .arg(item->y())
               .arg(item->width())
               .arg(item->height())
               .arg(yesNo(item->isVisible()), yesNo(item->clip()), QString::number(item->z()));
    if (auto *rectangle = qobject_cast<QQuickRectangle *>(item))
        out += QStringLiteral(" fills=%1 radius=%2").arg(colour(rectangle->color())).arg(rectangle->radius());
    if (auto *text = qobject_cast<QQuickText *>(item)) out += textLine(text);
    out += userCellFields(item);
    out += QLatin1Char('\n');
    for (QQuickItem *child : item->childItems())
        dump(child, depth + 1, out);
}

} // namespace

QString nibornot::qml::dumpRow(QQuickItem *cell) {
    QString out;
    dump(cell, 0, out);
    return out;
}
