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
    /// The fonts the row had measured with stand-ins (`name → font`), or nil for a run of the seed's row.
    ///
    /// - Throws: `ExitCode.failure` after printing the problem on standard error.
    static func run(_ plan: RunPlan) throws -> [String]? {
        guard let file = plan.templateFile else { return nil }
        do {
            let measurer = try FontOptions.measurer(substitutionsAt: plan.fontSubstitutions)
            if TemplateFileKind.of(URL(fileURLWithPath: file)) == .nib {
                // A compiled nib: decoded and one row built the way the nib variants will build it.
                _ = try CachedNibFactory(nib: try Nib(contentsOf: URL(fileURLWithPath: file)), owner: .recorder, measurer: measurer).makeRow()
                return FontOptions.substitutionLines(measurer)
            }
            let template = try TemplateReader.read(contentsOf: URL(fileURLWithPath: file))
            try template.checkFonts(measurer: measurer)  // a missing font named with its file, line and label
            _ = try TemplateRow.make(from: template, owner: .recorder, measurer: measurer)
            return FontOptions.substitutionLines(measurer)
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
