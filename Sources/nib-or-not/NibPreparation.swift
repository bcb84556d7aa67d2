import ArgumentParser
import Builders
import Foundation
import Harness

/// Compiles the nibs a run's nib variants load into a temporary folder before any worker starts, so a
/// XIB the compiler cannot take fails at once with one line, and workers only read nibs.
enum NibPreparation {
    static func compile(_ plan: RunPlan) throws -> CompiledNibs {
        let nibs = try CompiledNibs()
        let catalog = VariantCatalog(templatesDirectory: URL(fileURLWithPath: plan.templatesDirectory),
                                     measurer: try FontOptions.measurer(substitutionsAt: plan.fontSubstitutions),
                                     templateFile: plan.templateFile.map { URL(fileURLWithPath: $0) })
        do {
            try nibs.prepare(plan.variants.compactMap(Variant.init(name:)), catalog: catalog)
        } catch {
            FileHandle.standardError.write(Data("nib-or-not run: \(error)\n".utf8))
            throw ExitCode.failure
        }
        return nibs
    }
}
