import ArgumentParser
import Builders
import Foundation
import Results
import Typesetting

/// Compiles the nibs a run's nib variants load into `folder` before any worker starts, so a XIB the
/// compiler cannot take fails at once with one line, and workers only read nibs.
enum NibPreparation {
    static func compile(_ plan: RunPlan, into folder: URL) throws -> URL {
        let nibs = try CompiledNibs(creating: folder)
        let catalog = VariantCatalog(
            templatesDirectory: URL(fileURLWithPath: plan.templatesDirectory),
            measurer: try FreeTypeMeasurer(substitutionsAt: plan.fontSubstitutions),
            templateFile: plan.templateFile.map { URL(fileURLWithPath: $0) })
        do {
            try nibs.prepare(plan.variants.compactMap(Variant.init(name:)), catalog: catalog)
        } catch {
            FileHandle.standardError.write(Data("nib-or-not run: \(error)\n".utf8))
            throw ExitCode.failure
        }
        return nibs.directory
    }
}
