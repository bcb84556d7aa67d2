import ArgumentParser
import Foundation
import Results
import Toolkit

/// Prepares a user's cell for each real toolkit a run measures it on (`run --template FILE.xib`), before any worker
/// starts: the toolkit writes its files and compiles its code (`UserCellToolkit.prepareUserCell`), and the terminal
/// says what was compiled and how long it took, so that compile time shows there and in no timed figure.
enum UserCellPreparations {
    /// The stand-ins per toolkit for `run.json`, or nil when the run builds no user's cell on a real toolkit.
    static func prepare(_ plan: RunPlan, toolkits: [Toolkit], in directory: URL) throws -> [String: [String: Int]]? {
        guard let xib = plan.templateFile else { return nil }
        let names = Set(
            plan.allVariants.compactMap(Variant.init(name:)).filter(\.isCustomTemplate)
                .compactMap { ToolkitDeclaration.realToolkitName(ofVariant: $0.name) })
        guard !names.isEmpty else { return nil }
        var standIns: [String: [String: Int]] = [:]
        for case let toolkit as UserCellToolkit in toolkits where names.contains(toolkit.name) {
            let folder = UserCellPreparation.folder(in: directory, toolkit: toolkit.name)
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                let prepared = try toolkit.prepareUserCell(xib: URL(fileURLWithPath: xib), folder: folder)
                for compiled in prepared.compilations { say(describing(compiled)) }
                standIns[toolkit.name] = prepared.standIns
            } catch {
                say("nib-or-not run: \(toolkit.name): \(error)")
                throw ExitCode.failure
            }
        }
        return standIns
    }

    /// `compiled gtk-code of MyCell.xib (C, 14 widgets) in 0.84 s` or `... from the cache (compiled before)`.
    static func describing(_ compiled: UserCellPreparation.Compilation) -> String {
        compiled.wasCached
            ? "compiled \(compiled.what): from the cache (compiled before, 0 s now)"
            : "compiled \(compiled.what) in \(String(format: "%.2f", compiled.seconds)) s (cold: not in the cache)"
    }

    private static func say(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
