import ArgumentParser
import Foundation
import Templates
import Typesetting
import Views

/// `nib-or-not inspect FILE.xib`: the instantiated tree with every label's fitted size, or the error.
struct Inspect: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Read a XIB template, instantiate it and print the tree with each label's fitted font size.",
        discussion: """
            The File's Owner takes any outlet. Fonts that are not installed are measured with the stand-ins \
            of the font substitution table; a last line lists those that were.
            """)

    @Argument(help: "The XIB file to read.")
    var file: String

    @Flag(help: "Print every property, not only those that differ from a new view's.")
    var all = false

    @OptionGroup var fonts: FontOptions

    func run() throws {
        let measurer = try FontOptions.measurer(substitutionsAt: try fonts.resolvedPath())
        let template = try TemplateReader.read(contentsOf: URL(fileURLWithPath: file))
        try template.checkFonts(measurer: measurer)
        for view in try template.instantiate(owner: OutletRecorder()) {
            try view.layoutIfNeeded(measurer: measurer)
            print(view.treeDescription(changedOnly: !all), terminator: "")
        }
        let substituted = FontOptions.substitutionLines(measurer)
        if !substituted.isEmpty { print("Fonts substituted: " + substituted.joined(separator: "; ")) }
    }
}
