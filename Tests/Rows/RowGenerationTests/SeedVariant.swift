import Foundation
import RowGeneration
import Templates
import TestFixtures

/// The seed's XIBs read from the package with edits made to their text first: a hostile or an untranslatable row
/// that is otherwise the seed's, for the generators' refusals and escaping.
enum SeedVariant {
    /// `SeedXIBs` whose Cell.xib and Cell2.xib have had every `edits` pair replaced (the first occurrence only with
    /// `firstOnly`); every other XIB is the package's own.
    static func xibs(_ edits: [(String, String)], firstOnly: Bool = false) throws -> SeedXIBs {
        let package = try SeedXIBs(packageRoot: PackagePaths.root)
        var templates: [String: Template] = [:]
        for path in [SeedXIBs.fit, SeedXIBs.noFit, SeedXIBs.autoLayoutFit, SeedXIBs.autoLayoutNoFit] {
            var text = try String(contentsOf: PackagePaths.inPackage(path), encoding: .utf8)
            if path == SeedXIBs.fit || path == SeedXIBs.noFit {
                for (old, new) in edits {
                    if firstOnly, let range = text.range(of: old) {
                        text.replaceSubrange(range, with: new)
                    } else {
                        text = text.replacingOccurrences(of: old, with: new)
                    }
                }
            }
            templates[path] = try TemplateReader.parse(Data(text.utf8), fileName: path)
        }
        for count in package.sweepSizes {
            for path in [SeedXIBs.sweepNoFit(count), SeedXIBs.sweepAutoLayout(count)] {
                templates[path] = try package.template(path)
            }
        }
        return SeedXIBs(templates: templates, sweepSizes: package.sweepSizes)
    }
}
