// A user's cell (`run --template MyCell.xib`): its loading and its rows, built from the document RowGeneration wrote
// for it and from its code's compiled module (docs/qml.md, "A user's cell").
#include "QmlRowBuilders.h"
#include "include/NibOrNotQmlUserCell.h"

#include <QtCommon.h>

#include <QtCore/QFile>
#include <QtQml/QQmlComponent>
#include <QtQml/QQmlEngine>
#include <QtQuick/private/qquicktext_p.h>

#include <memory>

using nibornot::qtcommon::fail;

struct nibornot_qml_user_cell {
    QString path;
    std::unique_ptr<QQmlComponent> component;
    /// The precomputed document's component: the sizes one fitted row found, written in at load.
    std::unique_ptr<QQmlComponent> precomputed;
    nibornot_qml_user_cell_code code;
    std::unique_ptr<QQmlComponent> aheadCompiled;
    nibornot_qml_user_cell_qmltc qmltc;
};

namespace {

/// The document's bytes, read as the seed's per-row construction reads its own.
QByteArray readDocument(const QString &path, char **error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        fail(error,
             "cannot read the user's cell's document " + path.toStdString() + ": " + file.errorString().toStdString());
        return {};
    }
    return file.readAll();
}

/// A row created by `component`, or NULL with QML's first error in *error.
QQuickItem *created(QQmlComponent &component, char **error) {
    auto *row = qobject_cast<QQuickItem *>(component.create());
    if (!row) fail(error, nibornot::qml::componentError(component));
    return row;
}

/// Shrink-to-fit for every Text of the cell that carries `adjustsFontSizeToFitWidth`, at any depth and in document
/// order, as the seed's rows are fitted after every construction (`nibornot::qml::fitTexts`): the model's rule in the
/// Text's own font, to its `minimumFontSize`, over its width. Each size used is appended to `sizes` when given.
void fitTexts(QQuickItem *item, QList<double> *sizes = nullptr) {
    for (QQuickItem *child : item->childItems()) {
        if (qobject_cast<QQuickText *>(child) && child->property("adjustsFontSizeToFitWidth").toBool()) {
            const double size = nibornot::qml::fitText(child);
            if (sizes) sizes->append(size);
        }
        fitTexts(child, sizes);
    }
}

/// `folder`/UserCellPrecomputed.qml with each `@FIT_<n>@` replaced by the size the nth shrinking label of a row of
/// the kept component is fitted to, compiled; NULL with a message in *error.
std::unique_ptr<QQmlComponent> precomputed(QQmlEngine *engine, QQmlComponent &kept, const QString &folder,
                                           char **error) {
    const QString path = folder + "/UserCellPrecomputed.qml";
    QByteArray bytes = readDocument(path, error);
    if (bytes.isEmpty()) return nullptr;
    std::unique_ptr<QQuickItem> row(created(kept, error));
    if (!row) return nullptr;
    QList<double> sizes;
    fitTexts(row.get(), &sizes);
    for (qsizetype index = 0; index < sizes.size(); ++index)
        bytes.replace("@FIT_" + QByteArray::number(index + 1) + "@", QByteArray::number(sizes[index], 'g', 17));
    if (bytes.contains("@FIT_")) {
        fail(error, path.toStdString() + " marks more shrinking labels than the cell's document has");
        return nullptr;
    }
    auto component = std::make_unique<QQmlComponent>(engine);
    component->setData(bytes, QUrl::fromLocalFile(path));
    if (component->isError()) {
        fail(error, nibornot::qml::componentError(*component));
        return nullptr;
    }
    return component;
}

} // namespace

nibornot_qml_user_cell *nibornot_qml_user_cell_load(const char *folder, nibornot_qml_user_cell_code code,
                                                    nibornot_qml_user_cell_qmltc qmltc, const char *unit_url,
                                                    char **error) {
    QQmlEngine *engine = nibornot::qml::readyEngine(error);
    if (!engine) return nullptr;
    auto cell = std::make_unique<nibornot_qml_user_cell>();
    cell->path = QString::fromUtf8(folder) + "/UserCell.qml";
    cell->code = code;
    const QByteArray bytes = readDocument(cell->path, error);
    if (bytes.isEmpty()) return nullptr;
    cell->component = std::make_unique<QQmlComponent>(engine);
    cell->component->setData(bytes, QUrl::fromLocalFile(cell->path));
    if (cell->component->isError()) {
        fail(error, nibornot::qml::componentError(*cell->component));
        return nullptr;
    }
    // As the seed's qml-cachegen (QmlRowApi.cpp): the document is not a resource, so the URL compiles only if Qt
    // accepted the unit the module's loader registered; a unit of another Qt fails here, not in a timed row.
    cell->aheadCompiled = std::make_unique<QQmlComponent>(engine, QUrl(QString::fromUtf8(unit_url)));
    if (cell->aheadCompiled->isError()) {
        fail(error, std::string("the ahead-compiled unit of ") + unit_url + " was not loaded (" +
                        nibornot::qml::componentError(*cell->aheadCompiled) + ")");
        return nullptr;
    }
    cell->qmltc = qmltc;
    cell->precomputed = precomputed(engine, *cell->component, QString::fromUtf8(folder), error);
    if (!cell->precomputed) return nullptr;
    return cell.release();
}

nibornot_qml_row *nibornot_qml_user_row_new(nibornot_qml_user_cell *cell, nibornot_qml_construction construction,
                                            bool polished, char **error) {
    QQmlEngine *engine = nibornot::qml::readyEngine(error);
    if (!engine) return nullptr;
    QQuickItem *row = nullptr;
    switch (construction) {
    case NIBORNOT_QML_COMPONENT_FILE: {
        // As loadNibNamed: the document read and compiled for every row, as the seed's row is (QmlRowApi.cpp).
        const QByteArray bytes = readDocument(cell->path, error);
        if (bytes.isEmpty()) return nullptr;
        QQmlComponent component(engine);
        component.setData(bytes, QUrl::fromLocalFile(cell->path));
        row = created(component, error);
        if (!row) return nullptr;
        break;
    }
    case NIBORNOT_QML_COMPONENT:
        row = created(*cell->component, error);
        if (!row) return nullptr;
        break;
    case NIBORNOT_QML_CACHEGEN:
        row = created(*cell->aheadCompiled, error);
        if (!row) return nullptr;
        break;
    case NIBORNOT_QML_TC:
        row = static_cast<QQuickItem *>(cell->qmltc(engine));
        break;
    case NIBORNOT_QML_CODE:
        row = static_cast<QQuickItem *>(cell->code());
        break;
    case NIBORNOT_QML_COMPONENT_PRECOMPUTED:
        row = created(*cell->precomputed, error);
        if (!row) return nullptr;
        break;
    default:
        fail(error, "the user's cell is built by qml-code, qml-component-file, qml-component, "
                    "qml-component-precomputed, qml-cachegen and qml-tc only");
        return nullptr;
    }
    // Every row is fitted as the seed's are, but the precomputed one, whose sizes are written in.
    if (construction != NIBORNOT_QML_COMPONENT_PRECOMPUTED) fitTexts(row);
    if (polished) nibornot::qml::polish(row);
    return reinterpret_cast<nibornot_qml_row *>(row);
}
