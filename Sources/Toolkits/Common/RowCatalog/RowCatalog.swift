import Builders
import Foundation
import Results
import Toolkit

/// Every way a worker can build a row, by variant name: the UIKit model's `VariantCatalog`, and the real
/// toolkits for their own constructions (`gtk-...`, `qt-...`), each found by the toolkit its construction's
/// declaration names (`ToolkitDeclaration`).
///
/// A toolkit is started (`gtk_init`, `QApplication`) when its first factory is asked for, so a process that
/// runs only the model's variants never loads a toolkit's state, and the start-up stays outside every timed
/// row (in a cold process it is part of the setup time, as a fresh app's is).
public struct RowCatalog {
    public let model: VariantCatalog
    public let toolkits: [Toolkit]
    /// The run's folder of prepared templates (`WorkerPlan.nibDirectory`), where each toolkit's files for a user's
    /// cell are (`UserCellPreparation.folder`); nil outside a run.
    public let preparedDirectory: URL?

    public init(model: VariantCatalog, toolkits: [Toolkit], preparedDirectory: URL? = nil) {
        self.model = model
        self.toolkits = toolkits
        self.preparedDirectory = preparedDirectory
    }

    /// The factory for a variant, sweep point or self-check workload named `name`.
    public func makeFactory(named name: String) throws -> TimedRowFactory {
        guard let toolkitName = ToolkitDeclaration.realToolkitName(ofVariant: name) else {
            return try model.makeFactory(named: name)
        }
        guard let toolkit = toolkits.first(where: { $0.name == toolkitName }) else {
            throw ToolkitError("'\(name)' needs the \(toolkitName) toolkit, which this executable does not link")
        }
        if let point = SweepVariant(name: name) {
            guard let sweeping = toolkit as? SweepingToolkit else {
                throw ToolkitError("sweep point '\(name)': the \(toolkitName) toolkit has no sweep rows")
            }
            guard point.fit == .nofit else {
                throw ToolkitError(
                    """
                    sweep point '\(name)': the \(toolkitName) toolkit's sweep rows are without shrink-to-fit \
                    (nofit) only
                    """
                )
            }
            try toolkit.start()
            return try sweeping.makeSweepFactory(construction: point.construction.rawValue, labels: point.labels)
        }
        let variant = Variant(name: name)!  // realToolkitName(ofVariant:) found it a variant or a sweep point
        try toolkit.start()
        if variant.isCustomTemplate { return try userCellFactory(variant, toolkit: toolkit) }
        if variant.relaidOut {
            guard let relaying = toolkit as? RelayingOutToolkit else {
                throw ToolkitError("'\(name)': the \(toolkitName) toolkit times no re-layout")
            }
            return try relaying.makeRelayoutFactory(
                construction: variant.construction.rawValue, fit: variant.fit == .fit)
        }
        return try toolkit.makeFactory(
            construction: variant.construction.rawValue, fit: variant.fit == .fit,
            laidOut: variant.laidOut)
    }

    /// A row of the user's cell (`run --template`), from the files the command prepared for the toolkit.
    private func userCellFactory(_ variant: Variant, toolkit: Toolkit) throws -> TimedRowFactory {
        guard let building = toolkit as? UserCellToolkit,
            building.userCellConstructions.contains(variant.construction.rawValue)
        else {
            throw ToolkitError("'\(variant.name)': the \(toolkit.name) toolkit does not build a user's cell that way")
        }
        guard let preparedDirectory else {
            throw ToolkitError("'\(variant.name)': no prepared folder for the user's cell (run it with run --template)")
        }
        return try building.makeUserCellFactory(
            construction: variant.construction.rawValue,
            folder: UserCellPreparation.folder(in: preparedDirectory, toolkit: toolkit.name), laidOut: variant.laidOut)
    }
}
