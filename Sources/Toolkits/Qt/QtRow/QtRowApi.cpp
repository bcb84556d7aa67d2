#include "include/QtRow.h"
#include "RowBuilders.h"

#include <QtCommon.h>

#include <QtCore/QFile>
#include <QtCore/QFileInfo>
#include <QtCore/QThread>
#include <QtUiTools/QUiLoader>
#include <QtWidgets/QApplication>
#include <QtWidgets/QLabel>

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <string>

namespace {

using nibornot::qtcommon::copy;
using nibornot::qtcommon::fail;

bool onQtThread(char **error) {
    if (!qobject_cast<QApplication *>(QCoreApplication::instance()))
        return fail(error, "Qt is not started: call start() first");
    if (QThread::currentThread() != QCoreApplication::instance()->thread())
        return fail(error, "Qt widgets can only be used on the thread that started Qt");
    return true;
}

std::atomic<long> destroyedCount{0};

QWidget *cellOf(const nibornot_qt_row *row) {
    return reinterpret_cast<QWidget *>(const_cast<nibornot_qt_row *>(row));
}

} // namespace

struct nibornot_qt_factory {
    nibornot_qt_construction construction;
    bool fit;
    bool laidOut;
    QString uiPath;
    /// The sweep row's number of labels; 0 for the seed's row.
    int sweepLabels = 0;
    /// Made once per factory, outside the timed rows, as a bundle is: QUiLoader's constructor looks
    /// for designer plugins. It parses the form afresh at every `load`.
    std::unique_ptr<QUiLoader> loader;
};

bool nibornot_qt_start(char **error) {
    if (QCoreApplication::instance()) return onQtThread(error);
    return nibornot::qtcommon::startApplication<QApplication>(error);
}

namespace {

/// A factory of either kind; `sweepLabels` 0 for the seed's row.
nibornot_qt_factory *makeFactory(nibornot_qt_construction construction, bool fit, bool laidOut, int sweepLabels,
                                 const char *ui_path, char **error) {
    if (!onQtThread(error)) return nullptr;
    auto factory = std::make_unique<nibornot_qt_factory>();
    factory->construction = construction;
    factory->fit = fit;
    factory->laidOut = laidOut;
    factory->sweepLabels = sweepLabels;
    switch (construction) {
    case NIBORNOT_QT_CODE:
    case NIBORNOT_QT_UIC:
        break;
    case NIBORNOT_QT_UILOADER:
        factory->uiPath = QString::fromUtf8(ui_path ? ui_path : "");
        if (!QFileInfo(factory->uiPath).isFile()) {
            fail(error, "Qt form " + factory->uiPath.toStdString() + " was not found; run scripts/generate-qt-rows.py");
            return nullptr;
        }
        factory->loader = std::make_unique<QUiLoader>();
        break;
    default:
        fail(error, "unknown Qt construction " + std::to_string(int(construction)));
        return nullptr;
    }
    return factory.release();
}

} // namespace

nibornot_qt_factory *nibornot_qt_factory_create(nibornot_qt_construction construction, bool fit, bool laid_out,
                                                const char *ui_path, char **error) {
    return makeFactory(construction, fit, laid_out, 0, ui_path, error);
}

size_t nibornot_qt_sweep_sizes(const int **sizes) {
    *sizes = nibornot::sweepSizes;
    return size_t(nibornot::sweepSizeCount);
}

nibornot_qt_factory *nibornot_qt_sweep_factory_create(nibornot_qt_construction construction, int labels,
                                                      const char *ui_path, char **error) {
    const int *end = nibornot::sweepSizes + nibornot::sweepSizeCount;
    if (std::find(nibornot::sweepSizes, end, labels) == end) {
        std::string sizes;
        for (const int *size = nibornot::sweepSizes; size != end; ++size)
            sizes += (sizes.empty() ? "" : ", ") + std::to_string(*size);
        fail(error,
             "Qt has no sweep row of " + std::to_string(labels) + " labels; it has rows of " + sizes + " labels");
        return nullptr;
    }
    return makeFactory(construction, false, false, labels, ui_path, error);
}

void nibornot_qt_factory_free(nibornot_qt_factory *factory) {
    delete factory;
}

nibornot_qt_row *nibornot_qt_factory_make_row(nibornot_qt_factory *factory, char **error) {
    QWidget *cell = nullptr;
    switch (factory->construction) {
    case NIBORNOT_QT_CODE:
        cell = factory->sweepLabels ? nibornot::makeSweepCodeRow(factory->sweepLabels)
                                    : nibornot::makeCodeRow(factory->fit);
        break;
    case NIBORNOT_QT_UIC:
        cell =
            factory->sweepLabels ? nibornot::makeSweepUicRow(factory->sweepLabels) : nibornot::makeUicRow(factory->fit);
        break;
    case NIBORNOT_QT_UILOADER: {
        QFile form(factory->uiPath);
        if (!form.open(QIODevice::ReadOnly)) {
            fail(error,
                 "cannot read Qt form " + factory->uiPath.toStdString() + ": " + form.errorString().toStdString());
            return nullptr;
        }
        cell = factory->loader->load(&form);
        if (!cell) {
            fail(error, "QUiLoader could not load " + factory->uiPath.toStdString() + ": " +
                            factory->loader->errorString().toStdString());
            return nullptr;
        }
        break;
    }
    }
    nibornot::fitLabels(cell);
    if (factory->laidOut) nibornot::layOut(cell);
    return reinterpret_cast<nibornot_qt_row *>(cell);
}

void nibornot_qt_row_lay_out(nibornot_qt_row *row) {
    nibornot::layOut(cellOf(row));
}

void nibornot_qt_row_free(nibornot_qt_row *row) {
    delete cellOf(row);
}

char *nibornot_qt_row_dump(const nibornot_qt_row *row) {
    return copy(nibornot::dumpRow(cellOf(row)).toStdString());
}

size_t nibornot_qt_row_font_sizes(const nibornot_qt_row *row, double *sizes, size_t capacity) {
    size_t count = 0;
    for (QLabel *label : cellOf(row)->findChildren<QLabel *>()) {
        const int tag = label->property("tag").toInt();
        if (tag >= 1 && size_t(tag) <= capacity) sizes[tag - 1] = label->font().pointSizeF();
        ++count;
    }
    return count;
}

void nibornot_qt_row_watch(nibornot_qt_row *row) {
    QWidget *cell = cellOf(row);
    auto count = [] { destroyedCount.fetch_add(1); };
    QObject::connect(cell, &QObject::destroyed, count);
    for (QWidget *widget : cell->findChildren<QWidget *>())
        QObject::connect(widget, &QObject::destroyed, count);
}

long nibornot_qt_destroyed_count(void) {
    return destroyedCount.load();
}

long nibornot_qt_widget_count(void) {
    return long(QApplication::allWidgets().size());
}
