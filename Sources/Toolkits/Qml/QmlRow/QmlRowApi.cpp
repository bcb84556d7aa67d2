#include "include/QmlRow.h"
#include "QmlRowBuilders.h"

#include <QtCommon.h>

#include <QtCore/QFile>
#include <QtCore/QThread>
#include <QtGui/QGuiApplication>
#include <QtQml/QQmlComponent>
#include <QtQml/QQmlContext>
#include <QtQml/QQmlEngine>
#include <QtQuick/private/qquicktext_p.h>
#include <QtQuick/private/qquicktext_p_p.h>

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>

/// qmlcachegen's loader (Generated/Cachegen/qmlcache_loader.cpp) registers the ahead-compiled units from a
/// static constructor; calling it by name keeps it linked whatever the linker drops.
int qInitResources_qmlcache_nibornot();

namespace {

/// The Qt whose private API the rows are written for; the build makes the ahead-compiled files with its tools.
constexpr const char *generatedFor = "6.4.2";
/// Where the ahead-compiled units say the documents are; the documents themselves are not resources, so a
/// unit Qt refuses (another Qt) fails loudly instead of being compiled from source unseen.
constexpr const char *resourceFolder = "qrc:/qt/qml/NibOrNot/";

QQmlEngine *engine = nullptr;
std::atomic<long> destroyedCount{0};

using nibornot::qtcommon::copy;
using nibornot::qtcommon::fail;

bool onQtThread(char **error) {
    if (!engine) return fail(error, "Qt Quick is not started: call start() first");
    if (QThread::currentThread() != QCoreApplication::instance()->thread())
        return fail(error, "Qt Quick can only be used on the thread that started Qt");
    return true;
}

/// QML's own first error, on one line: `file:line:column: message`, and how many more there were.
std::string firstError(const QQmlComponent &component) {
    const QList<QQmlError> errors = component.errors();
    if (errors.isEmpty()) return "QML gave no error";
    std::string line = errors.first().toString().simplified().toStdString();
    if (errors.size() > 1) line += " (and " + std::to_string(errors.size() - 1) + " more)";
    return line;
}

QQuickItem *itemOf(const nibornot_qml_row *row) {
    return reinterpret_cast<QQuickItem *>(const_cast<nibornot_qml_row *>(row));
}

/// The whole file, or an empty array with a one-line message.
QByteArray readFile(const QString &path, char **error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        fail(error, "cannot read QML document " + path.toStdString() + ": " + file.errorString().toStdString() +
                        "; run scripts/generate-qml-rows.py");
        return {};
    }
    return file.readAll();
}

} // namespace

QQmlEngine *nibornot::qml::readyEngine(char **error) {
    return onQtThread(error) ? engine : nullptr;
}

std::string nibornot::qml::componentError(const QQmlComponent &component) {
    return firstError(component);
}

struct nibornot_qml_factory {
    nibornot_qml_construction construction;
    bool fit;
    bool polished;
    /// Whether the project's fit step runs on each row (not for the precomputed sizes nor Text.Fit).
    bool fitStep;
    /// The document read per row by NIBORNOT_QML_COMPONENT_FILE.
    QString path;
    /// The sweep row's number of labels; 0 for the seed's row.
    int sweepLabels = 0;
    /// The component kept for the constructions that `create()` per row.
    std::unique_ptr<QQmlComponent> component;
};

bool nibornot_qml_start(char **error) {
    if (engine) return onQtThread(error);
    if (std::strcmp(qVersion(), generatedFor) != 0)
        return fail(error, std::string("Qt ") + qVersion() +
                               " is installed but Qt Quick's row is written for Qt " + generatedFor +
                               "'s private API (docs/qml.md)");
    if (QCoreApplication *existing = QCoreApplication::instance()) {
        // One application per process: a QApplication made by Qt Widgets' row in the same process serves.
        if (!qobject_cast<QGuiApplication *>(existing))
            return fail(error, "this process has a QCoreApplication without a GUI; Qt Quick needs a QGuiApplication");
        if (QThread::currentThread() != existing->thread())
            return fail(error, "Qt Quick can only be used on the thread that started Qt");
        if (!nibornot::qtcommon::screenAndFontsReady(error)) return false;
    } else if (!nibornot::qtcommon::startApplication<QGuiApplication>(error)) {
        return false;
    }
    qInitResources_qmlcache_nibornot();
    engine = new QQmlEngine();
    return true;
}

namespace {

/// A component compiled from `bytes` under the URL of `path`, or null with QML's first error.
std::unique_ptr<QQmlComponent> compiled(const QByteArray &bytes, const QString &path, char **error) {
    auto component = std::make_unique<QQmlComponent>(engine);
    component->setData(bytes, QUrl::fromLocalFile(path));
    if (component->isError()) {
        fail(error, firstError(*component));
        return nullptr;
    }
    return component;
}

/// The component of an ahead-compiled unit, by its qrc URL; the document is not a resource, so this works
/// only if Qt accepted the unit.
std::unique_ptr<QQmlComponent> aheadCompiled(bool fit, char **error) {
    const QUrl url(QString::fromLatin1(resourceFolder) + (fit ? "Cell.qml" : "Cell2.qml"));
    auto component = std::make_unique<QQmlComponent>(engine, url);
    if (component->isError()) {
        fail(error, "the ahead-compiled unit of " + url.toString().toStdString() + " was not loaded (" +
                        firstError(*component) + "); regenerate it with scripts/generate-qml-rows.py for this Qt");
        return nullptr;
    }
    return component;
}

/// CellPrecomputed.qml with every `@SIZE_<tag>@` replaced by the size the project's rule fits that label to
/// in a row of Cell.qml, so that its rows need no fit step.
std::unique_ptr<QQmlComponent> precomputed(const QString &folder, char **error) {
    const QString cellPath = folder + "/Cell.qml";
    const QByteArray cellBytes = readFile(cellPath, error);
    if (cellBytes.isEmpty()) return nullptr;
    auto cell = compiled(cellBytes, cellPath, error);
    if (!cell) return nullptr;
    const QString path = folder + "/CellPrecomputed.qml";
    QByteArray bytes = readFile(path, error);
    if (bytes.isEmpty()) return nullptr;
    std::unique_ptr<QQuickItem> row(qobject_cast<QQuickItem *>(cell->create()));
    if (!row) {
        fail(error, firstError(*cell));
        return nullptr;
    }
    nibornot::qml::fitTexts(row.get());
    for (QQuickItem *text : nibornot::qml::texts(row.get())) {
        const QByteArray marker = "@SIZE_" + text->objectName().mid(5).toUtf8() + "@";
        bytes.replace(marker, QByteArray::number(static_cast<QQuickText *>(text)->font().pointSizeF()));
    }
    if (bytes.contains("@SIZE_")) {
        fail(error, path.toStdString() +
                        " has a size marker for a label Cell.qml does not have; run scripts/generate-qml-rows.py");
        return nullptr;
    }
    return compiled(bytes, path, error);
}

} // namespace

nibornot_qml_factory *nibornot_qml_factory_create(nibornot_qml_construction construction, bool fit, bool polished,
                                                  const char *qml_directory, char **error) {
    if (!onQtThread(error)) return nullptr;
    auto factory = std::make_unique<nibornot_qml_factory>();
    factory->construction = construction;
    factory->fit = fit;
    factory->polished = polished;
    factory->fitStep = fit;
    const QString folder = QString::fromUtf8(qml_directory ? qml_directory : "");
    const QString document = folder + (fit ? "/Cell.qml" : "/Cell2.qml");
    switch (construction) {
    case NIBORNOT_QML_COMPONENT_FILE: {
        // Compiled once here only to fail early and in one line; every row compiles it again.
        factory->path = document;
        const QByteArray bytes = readFile(document, error);
        if (bytes.isEmpty() || !compiled(bytes, document, error)) return nullptr;
        break;
    }
    case NIBORNOT_QML_COMPONENT:
    case NIBORNOT_QML_COMPONENT_PRECOMPUTED:
    case NIBORNOT_QML_TEXTFIT: {
        QString path = document;
        if (fit && construction == NIBORNOT_QML_TEXTFIT) path = folder + "/CellTextFit.qml";
        if (fit && construction == NIBORNOT_QML_COMPONENT_PRECOMPUTED) {
            factory->component = precomputed(folder, error);
        } else {
            const QByteArray bytes = readFile(path, error);
            if (!bytes.isEmpty()) factory->component = compiled(bytes, path, error);
        }
        if (!factory->component) return nullptr;
        // Fit off there is nothing to precompute nor to fit: both are the kept component of Cell2.qml.
        factory->fitStep = fit && construction == NIBORNOT_QML_COMPONENT;
        break;
    }
    case NIBORNOT_QML_CACHEGEN:
        factory->component = aheadCompiled(fit, error);
        if (!factory->component) return nullptr;
        break;
    case NIBORNOT_QML_TC:
        // qmltc's classes need the same unit at run time: check it here rather than fail in a timed row.
        if (!aheadCompiled(fit, error)) return nullptr;
        break;
    case NIBORNOT_QML_CODE:
        break;
    default:
        fail(error, "unknown Qt Quick construction " + std::to_string(int(construction)));
        return nullptr;
    }
    return factory.release();
}

size_t nibornot_qml_sweep_sizes(const int **sizes) {
    *sizes = nibornot::qml::sweepSizes;
    return size_t(nibornot::qml::sweepSizeCount);
}

nibornot_qml_factory *nibornot_qml_sweep_factory_create(nibornot_qml_construction construction, int labels,
                                                        const char *qml_directory, char **error) {
    if (!onQtThread(error)) return nullptr;
    const int *end = nibornot::qml::sweepSizes + nibornot::qml::sweepSizeCount;
    if (std::find(nibornot::qml::sweepSizes, end, labels) == end) {
        std::string sizes;
        for (const int *size = nibornot::qml::sweepSizes; size != end; ++size)
            sizes += (sizes.empty() ? "" : ", ") + std::to_string(*size);
        fail(error,
             "Qt Quick has no sweep row of " + std::to_string(labels) + " labels; it has rows of " + sizes + " labels");
        return nullptr;
    }
    auto factory = std::make_unique<nibornot_qml_factory>();
    factory->construction = construction;
    factory->fit = false;
    factory->polished = false;
    factory->fitStep = false;
    factory->sweepLabels = labels;
    const QString path =
        QString::fromUtf8(qml_directory ? qml_directory : "") + "/sweep/Row" + QString::number(labels) + ".qml";
    switch (construction) {
    case NIBORNOT_QML_COMPONENT_FILE:
    case NIBORNOT_QML_COMPONENT: {
        const QByteArray bytes = readFile(path, error);
        if (bytes.isEmpty()) return nullptr;
        factory->component = compiled(bytes, path, error);
        if (!factory->component) return nullptr;
        factory->path = path;
        if (construction == NIBORNOT_QML_COMPONENT_FILE) factory->component.reset();
        break;
    }
    case NIBORNOT_QML_CODE:
        break;
    default:
        fail(error, "Qt Quick construction " + std::to_string(int(construction)) + " has no sweep rows");
        return nullptr;
    }
    return factory.release();
}

void nibornot_qml_factory_free(nibornot_qml_factory *factory) {
    delete factory;
}

nibornot_qml_row *nibornot_qml_factory_make_row(nibornot_qml_factory *factory, char **error) {
    QQuickItem *cell = nullptr;
    switch (factory->construction) {
    case NIBORNOT_QML_COMPONENT_FILE: {
        // As loadNibNamed: reads the file for every row; setData compiles it afresh (a component made from
        // data is neither kept in the engine's type cache nor read from or written to the disk cache).
        const QByteArray bytes = readFile(factory->path, error);
        if (bytes.isEmpty()) return nullptr;
        QQmlComponent component(engine);
        component.setData(bytes, QUrl::fromLocalFile(factory->path));
        cell = qobject_cast<QQuickItem *>(component.create());
        if (!cell) {
            fail(error, firstError(component));
            return nullptr;
        }
        break;
    }
    case NIBORNOT_QML_COMPONENT:
    case NIBORNOT_QML_CACHEGEN:
    case NIBORNOT_QML_COMPONENT_PRECOMPUTED:
    case NIBORNOT_QML_TEXTFIT:
        cell = qobject_cast<QQuickItem *>(factory->component->create());
        if (!cell) {
            fail(error, firstError(*factory->component));
            return nullptr;
        }
        break;
    case NIBORNOT_QML_TC:
        cell = nibornot::qml::makeQmltcRow(engine, factory->fit);
        break;
    case NIBORNOT_QML_CODE:
        cell = factory->sweepLabels ? nibornot::qml::makeSweepCodeRow(factory->sweepLabels)
                                    : nibornot::qml::makeCodeRow(factory->fit);
        break;
    }
    if (factory->fitStep) nibornot::qml::fitTexts(cell);
    if (factory->polished) nibornot::qml::polish(cell);
    return reinterpret_cast<nibornot_qml_row *>(cell);
}

void nibornot_qml_row_polish(nibornot_qml_row *row) {
    nibornot::qml::polish(itemOf(row));
}

void nibornot_qml_row_free(nibornot_qml_row *row) {
    delete itemOf(row);
}

char *nibornot_qml_row_dump(const nibornot_qml_row *row) {
    return copy(nibornot::qml::dumpRow(itemOf(row)).toStdString());
}

char *nibornot_qml_row_origin(const nibornot_qml_row *row) {
    const QQuickItem *item = itemOf(row);
    const QQmlContext *context = qmlContext(item);
    const QString url = context ? context->baseUrl().toString() : QString();
    return copy((QString::fromLatin1(item->metaObject()->className()) + QLatin1Char(' ') + url).toStdString());
}

size_t nibornot_qml_row_font_sizes(const nibornot_qml_row *row, double *sizes, size_t capacity) {
    size_t count = 0;
    for (QQuickItem *text : nibornot::qml::texts(itemOf(row))) {
        if (count < capacity)
            sizes[count] = static_cast<QQuickTextPrivate *>(QQuickItemPrivate::get(text))->layout.font().pointSizeF();
        ++count;
    }
    return count;
}

namespace {

template <typename Body> void forEachItem(QQuickItem *item, Body body) {
    body(item);
    for (QQuickItem *child : item->childItems())
        forEachItem(child, body);
}

} // namespace

long nibornot_qml_row_item_count(const nibornot_qml_row *row) {
    long count = 0;
    forEachItem(itemOf(row), [&](QQuickItem *) { ++count; });
    return count;
}

void nibornot_qml_row_watch(nibornot_qml_row *row) {
    forEachItem(itemOf(row), [](QQuickItem *item) {
        QObject::connect(item, &QObject::destroyed, [] { destroyedCount.fetch_add(1); });
    });
}

long nibornot_qml_destroyed_count(void) {
    return destroyedCount.load();
}
