import ArgumentParser
import Builders
import Foundation
import Harness
import NibLoading
import Results
import Templates
import Typesetting

/// Checks the user's template of a `run --template` before any worker starts: reads it and builds one row
/// the way the workers will, so a template that cannot be read, has no row, or names a font that cannot
/// be measured fails at once with one line naming the file and line.
enum TemplateCheck {
    /// What the run's report says of the user's template.
    struct Findings {
        /// The fonts the row had measured with stand-ins (`name → font`).
        var fontSubstitutions: [String]
        /// What the template holds that the model does not build, one entry per class or attribute with
        /// its count; empty when everything is modelled.
        var notModelled: [String]
    }

    /// What the row's template holds, or nil for a run of the seed's row. With `strict`, a class, attribute
    /// or element the model does not know stops the run here, in one line.
    ///
    /// - Throws: `ExitCode.failure` after printing the problem on standard error.
    static func run(_ plan: RunPlan, strict: Bool = false) throws -> Findings? {
        guard let file = plan.templateFile else { return nil }
        do {
            let measurer = try FreeTypeMeasurer(substitutionsAt: plan.fontSubstitutions)
            if TemplateFileKind.of(URL(fileURLWithPath: file)) == .nib {
                // A compiled nib: decoded and one row built the way the nib variants will build it.
                let nib = try Nib(contentsOf: URL(fileURLWithPath: file), strict: strict)
                _ = try CachedNibFactory(nib: nib, owner: .recorder, measurer: measurer).makeRow()
                return Findings(
                    fontSubstitutions: FontOptions.substitutionLines(measurer),
                    notModelled: nib.index.notModelledItems())
            }
            let template = try TemplateReader.read(contentsOf: URL(fileURLWithPath: file), strict: strict)
            try template.checkFonts(measurer: measurer)  // a missing font named with its file, line and label
            _ = try TemplateRow.make(from: template, owner: .recorder, measurer: measurer)
            return Findings(
                fontSubstitutions: FontOptions.substitutionLines(measurer),
                notModelled: template.notModelled.map { "\($0.what) ×\($0.count)" })
        } catch let error as TemplateError {
            fail("\(error)")
        } catch let error as TypesettingError {
            fail("\(file): \(error)")
        } catch let error as BuildError {
            fail("\(error)")
        } catch let error as NibLoadingError {
            fail("\(file.hasSuffix(error.file) ? file.dropLast(error.file.count) : "")\(error)")
        }
    }

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("nib-or-not run: \(message)\n".utf8))
        Foundation.exit(1)
    }
}
