// A user's cell (`run --template MyCell.xib`): rows built from its compiled modules and from its form, which
// RowGeneration wrote for it (docs/qt.md, "A user's cell").
#include "include/NibOrNotQtUserCell.h"
#include "RowBuilders.h"

#include <QtCommon.h>

#include <QtCore/QFile>
#include <QtCore/QFileInfo>
#include <QtCore/QThread>
#include <QtUiTools/QUiLoader>
#include <QtWidgets/QApplication>
#include <QtWidgets/QLabel>
#include <QtWidgets/QLayout>
#include <QtWidgets/QWidget>

#include <memory>
#include <string>

using nibornot::qtcommon::fail;

struct nibornot_qt_user_factory {
    nibornot_qt_construction construction;
    nibornot_qt_user_cell_function function = nullptr;
    QString uiPath;
    bool laidOut = false;
    /// Made once per factory, outside the timed rows, as the seed's row makes it.
    std::unique_ptr<QUiLoader> loader;
};

namespace {

/// Every widget's size hint, children after their parent, and each box layout activated, so that a stack view's
/// items get their geometry as they would once shown.
void layOutTree(QWidget *widget) {
    if (QLayout *layout = widget->layout()) layout->activate();
    (void)widget->sizeHint();
    for (QObject *child : widget->children())
        if (auto *childWidget = qobject_cast<QWidget *>(child)) layOutTree(childWidget);
}

/// Shrink-to-fit for every label of the cell that carries `adjustsFontSizeToFitWidth`, at any depth, as the seed's
/// rows are fitted after every construction (`nibornot::fitLabels`): the model's rule in the label's own font, to its
/// `minimumFontSize`, over its width, or over `fitWidth` for a stack's label, which no layout has sized yet.
void fitUserLabels(QWidget *cell) {
    for (QLabel *label : cell->findChildren<QLabel *>()) {
        if (!label->property("adjustsFontSizeToFitWidth").toBool()) continue;
        const QVariant fitWidth = label->property("fitWidth");
        nibornot::fitLabel(label, fitWidth.isValid() ? fitWidth.toDouble() : label->width());
    }
}

} // namespace

nibornot_qt_user_factory *nibornot_qt_user_factory_create(nibornot_qt_construction construction,
                                                          nibornot_qt_user_cell_function function, const char *ui_path,
                                                          bool laid_out, char **error) {
    if (!qobject_cast<QApplication *>(QCoreApplication::instance())) {
        fail(error, "Qt is not started: call start() first");
        return nullptr;
    }
    if (QThread::currentThread() != QCoreApplication::instance()->thread()) {
        fail(error, "Qt widgets can only be used on the thread that started Qt");
        return nullptr;
    }
    auto factory = std::make_unique<nibornot_qt_user_factory>();
    factory->construction = construction;
    factory->laidOut = laid_out;
    switch (construction) {
    case NIBORNOT_QT_CODE:
    case NIBORNOT_QT_UIC:
        if (!function) {
            fail(error, "the user's cell has no compiled module for this construction");
            return nullptr;
        }
        factory->function = function;
        break;
    case NIBORNOT_QT_UILOADER:
        factory->uiPath = QString::fromUtf8(ui_path ? ui_path : "");
        if (!QFileInfo(factory->uiPath).isFile()) {
            fail(error, "the user's cell's form " + factory->uiPath.toStdString() + " is missing");
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

void nibornot_qt_user_factory_free(nibornot_qt_user_factory *factory) {
    delete factory;
}

nibornot_qt_row *nibornot_qt_user_factory_make_row(nibornot_qt_user_factory *factory, char **error) {
    QWidget *cell = nullptr;
    if (factory->construction == NIBORNOT_QT_UILOADER) {
        QFile form(factory->uiPath);
        if (!form.open(QIODevice::ReadOnly)) {
            fail(error, "cannot read the user's cell's form " + factory->uiPath.toStdString() + ": " +
                            form.errorString().toStdString());
            return nullptr;
        }
        cell = factory->loader->load(&form);
        if (!cell) {
            fail(error, "QUiLoader could not load " + factory->uiPath.toStdString() + ": " +
                            factory->loader->errorString().toStdString());
            return nullptr;
        }
    } else {
        cell = static_cast<QWidget *>(factory->function());
    }
    fitUserLabels(cell);
    if (factory->laidOut) nibornot_qt_user_row_lay_out(reinterpret_cast<nibornot_qt_row *>(cell));
    return reinterpret_cast<nibornot_qt_row *>(cell);
}

void nibornot_qt_user_row_lay_out(nibornot_qt_row *row) {
    auto *cell = reinterpret_cast<QWidget *>(row);
    cell->ensurePolished();
    layOutTree(cell);
}
