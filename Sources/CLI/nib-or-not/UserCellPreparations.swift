import ArgumentParser
import Foundation
import Results
import Toolkit

/// Prepares a user's cell for each real toolkit a run measures it on (`run --template FILE.xib`, or a compiled
/// `FILE.nib`), before any worker starts: the toolkit writes its files and compiles its code
/// (`UserCellToolkit.prepareUserCell`), and the terminal says what was compiled and how long it took, so that
/// compile time shows there and in no timed figure.
enum UserCellPreparations {
    /// What `run.json` keeps of the preparations, per toolkit that built the cell.
    struct Kept {
        var standIns: [String: [String: Int]] = [:]
    }

    /// The stand-ins per toolkit for `run.json`, or nil when the run builds no user's cell on a
    /// real toolkit.
    ///
    /// A toolkit that cannot build the cell (a XIB of a plain view, not a cell; no compiler) says why in one line and
    /// its variants of the cell leave `plan`; the others go on. A run left with nothing to measure fails.
    static func prepare(
        _ plan: inout RunPlan, toolkits: [Toolkit], in directory: URL
    ) throws -> Kept? {
        guard let file = plan.templateFile else { return nil }
        let names = Set(
            plan.allVariants.compactMap(Variant.init(name:)).filter(\.isCustomTemplate)
                .compactMap { ToolkitDeclaration.realToolkitName(ofVariant: $0.name) })
        guard !names.isEmpty else { return nil }
        var kept = Kept()
        for case let toolkit as UserCellToolkit in toolkits where names.contains(toolkit.name) {
            let folder = UserCellPreparation.folder(in: directory, toolkit: toolkit.name)
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let prepared = try toolkit.prepareUserCell(file: URL(fileURLWithPath: file), folder: folder)
                for compiled in prepared.compilations { say(describing(compiled)) }
                kept.standIns[toolkit.name] = prepared.standIns
            } catch {
                say("nib-or-not run: \(title(toolkit.name)) cannot build the cell, its variants are left out: \(error)")
                leaveOut(toolkit.name, from: &plan)
            }
        }
        guard !plan.allVariants.isEmpty else {
            say("nib-or-not run: nothing is left to measure")
            throw ExitCode.failure
        }
        return kept
    }

    /// Removes `toolkit`'s variants of the user's cell from `plan`, and its group if nothing else is left in it.
    private static func leaveOut(_ toolkit: String, from plan: inout RunPlan) {
        let groups = (plan.toolkitGroups ?? []).compactMap { group -> ToolkitGroup? in
            guard group.toolkit == toolkit else { return group }
            var kept = group
            kept.variants = group.variants.filter { !(Variant(name: $0)?.isCustomTemplate ?? false) }
            return kept.variants.isEmpty ? nil : kept
        }
        plan.toolkitGroups = groups.isEmpty ? nil : groups
    }

    /// `compiled gtk-code of MyCell.xib (C, 14 widgets) in 0.84 s` or `... from the cache (compiled before)`.
    static func describing(_ compiled: UserCellPreparation.Compilation) -> String {
        compiled.wasCached
            ? "compiled \(compiled.what): from the cache (compiled before, 0 s now)"
            : "compiled \(compiled.what) in \(String(format: "%.2f", compiled.seconds)) s (cold: not in the cache)"
    }

    private static func title(_ toolkit: String) -> String { ToolkitDeclaration.named(toolkit)?.title ?? toolkit }

    private static func say(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
