#pragma once
/// What Qt Widgets' row (QtRow) and Qt Quick's (QmlRow) share: the one-line errors of their C APIs, starting
/// Qt offscreen at 72 dpi with the harness's locale kept, the checks that the platform plugin, the dpi and the
/// fonts are there, and the project's shrink-to-fit rule with Qt's measure (so both rows fit to the same sizes).
///
/// C++ only, and inline: each row compiles it with its own Qt module's flags (Qt Widgets', Qt Quick's), so this
/// target links no Qt library of its own, and no Swift module imports it.

#include <QtCore/QByteArray>
#include <QtCore/QFileInfo>
#include <QtCore/QLibraryInfo>
#include <QtCore/QString>
#include <QtGui/QFont>
#include <QtGui/QFontInfo>
#include <QtGui/QFontMetricsF>
#include <QtGui/QGuiApplication>
#include <QtGui/QScreen>

#include <clocale>
#include <cstdlib>
#include <cstring>
#include <string>

namespace nibornot::qtcommon {

/// A malloc'd copy, which the Swift side frees after reading it as the error's one line.
inline char *copy(const std::string &text) {
    char *out = static_cast<char *>(std::malloc(text.size() + 1));
    std::memcpy(out, text.c_str(), text.size() + 1);
    return out;
}

/// Puts `message` in `*error` (when asked for) and returns false, for `return fail(error, ...)`.
inline bool fail(char **error, const std::string &message) {
    if (error) *error = copy(message);
    return false;
}

/// The dpi the rows' geometry needs and the face they are set in, checked once an application exists.
inline bool screenAndFontsReady(char **error) {
    const double dpi = QGuiApplication::primaryScreen()->logicalDotsPerInch();
    if (dpi != 72)
        return fail(error,
                    "Qt's logical dpi is " + std::to_string(int(dpi)) + ", not 72; QT_FONT_DPI=72 was not honoured");
    const QFontInfo found(QFont(QStringLiteral("DejaVu Sans"), 14, QFont::Bold));
    if (found.family() != QLatin1String("DejaVu Sans") || found.weight() != QFont::Bold)
        return fail(error, "Qt found no bold DejaVu Sans (got " + found.family().toStdString() + " " +
                               found.styleName().toStdString() + "); install fonts-dejavu-core");
    return true;
}

/// Makes the process's one application, `Application` (QApplication for widgets, QGuiApplication for Qt
/// Quick), offscreen unless QT_QPA_PLATFORM says otherwise and at 72 dpi, so that a point is one pixel of the
/// row's geometry, as a UIKit point is; then checks what Qt would not: that the dpi was honoured and that bold
/// DejaVu Sans, the rows' face, is there. The platform plugin is checked first, because the application's
/// constructor would abort (qFatal) rather than fail without it.
template <typename Application> bool startApplication(char **error) {
    setenv("QT_QPA_PLATFORM", "offscreen", 0);
    setenv("QT_FONT_DPI", "72", 1);
    if (qgetenv("QT_QPA_PLATFORM") == "offscreen") {
        const QString plugin = QLibraryInfo::path(QLibraryInfo::PluginsPath) + "/platforms/libqoffscreen.so";
        if (!QFileInfo::exists(plugin))
            return fail(error, "Qt's offscreen platform plugin is missing (" + plugin.toStdString() +
                                   "); install libqt6gui6 (apt-get install qt6-base-dev)");
    }
    // The application keeps argc and argv by reference for its whole life, which is the process's.
    static int argc = 1;
    static char name[] = "nib-or-not";
    static char *argv[] = {name, nullptr};
    // QCoreApplication sets the C locale from the environment; the rest of the process (number formatting
    // in the harness) keeps the locale it had.
    const std::string locale = std::setlocale(LC_ALL, nullptr);
    new Application(argc, argv);
    std::setlocale(LC_ALL, locale.c_str());
    return screenAndFontsReady(error);
}

/// The model's rule (Typesetting/ShrinkToFit.swift) with Qt's measure: the label's size if the text fits, else
/// size − k × 0.5 (the model's `ShrinkToFit.step`) for k = 1, 2, ... down to the minimum, the first that fits;
/// none fits, the minimum. A minimum of 0 or less, or at or above the size, means no shrinking.
/// `QFontMetricsF` measures with hinted advances, as QLabel draws and as Qt Quick's Texts lay out with
/// `renderType: Text.NativeRendering`.
inline double fittedSize(const QString &text, QFont font, double width, double minimum) {
    constexpr double step = 0.5;
    const double size = font.pointSizeF();
    if (QFontMetricsF(font).horizontalAdvance(text) <= width) return size;
    if (!(minimum > 0 && minimum < size)) return size;
    for (int k = 1; size - k * step >= minimum; ++k) {
        font.setPointSizeF(size - k * step);
        if (QFontMetricsF(font).horizontalAdvance(text) <= width) return size - k * step;
    }
    return minimum;
}

} // namespace nibornot::qtcommon
