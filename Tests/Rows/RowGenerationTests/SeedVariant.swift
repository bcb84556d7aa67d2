import Foundation
import RowGeneration
import Templates
import TestFixtures

/// The seed's XIBs read from the package with edits made to their text first: a hostile or an untranslatable row
/// that is otherwise the seed's, for the generators' refusals and escaping.
enum SeedVariant {
    /// `SeedXIBs` whose XIBs `edited` (Cell.xib and Cell2.xib unless told) have had every `edits` pair replaced (the
    /// first occurrence only with `firstOnly`); every other XIB is the package's own.
    static func xibs(
        _ edits: [(String, String)], firstOnly: Bool = false, in edited: [String] = [SeedXIBs.fit, SeedXIBs.noFit]
    ) throws -> SeedXIBs {
        let package = try SeedXIBs(packageRoot: PackagePaths.root)
        var templates: [String: Template] = [:]
        for path in [SeedXIBs.fit, SeedXIBs.noFit, SeedXIBs.autoLayoutFit, SeedXIBs.autoLayoutNoFit] {
            var text = try String(contentsOf: PackagePaths.inPackage(path), encoding: .utf8)
            if edited.contains(path) {
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

    /// Quotes, a call, comment ends, a script end, an interpolation, a trigraph, a newline and a backslash at once.
    static let hostileText = "\"); system(\"x\"); /* */ </script> ${x} ??/\n--> \\"

    /// The seed's XIBs with `hostileText` as the text of the last label (tag 20) of Cell.xib and Cell2.xib; the
    /// sweep's rows must look like the seed's first label, which keeps its text.
    static func hostileLastLabel() throws -> SeedXIBs {
        try lastLabel(holding: hostileText)
    }

    /// The seed's XIBs with `text` as the text of the last label (tag 20) of Cell.xib and Cell2.xib, written into
    /// the attribute here by hand (`&`, `<`, `>`, `"` and line breaks as references), not by the escaper under test.
    static func lastLabel(holding text: String) throws -> SeedXIBs {
        var attribute = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": attribute += "&amp;"
            case "<": attribute += "&lt;"
            case ">": attribute += "&gt;"
            case "\"": attribute += "&quot;"
            case "\n", "\r", "\t": attribute += "&#\(scalar.value);"
            default: attribute.unicodeScalars.append(scalar)
            }
        }
        let last = "tag=\"20\" contentMode=\"left\" horizontalHuggingPriority=\"251\" verticalHuggingPriority=\"251\" "
        return try xibs([(last + "text=\"placeholder\"", last + "text=\"\(attribute)\"")])
    }
}
