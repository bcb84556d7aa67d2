import ArgumentParser
import Foundation
import NIB
import NibCompiler
import NibLoading
import Templates
import Typesetting
import Views

/// `nib-or-not inspect FILE.xib|FILE.nib`: the instantiated tree with every label's fitted size, or the error.
struct Inspect: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract:
            """
            Read a XIB template or a compiled nib, instantiate it and print the tree with each label's fitted \
            font size.
            """,
        discussion: """
            A file that starts with the NIBArchive signature is decoded as a compiled nib, anything else is \
            read as a XIB; the same cell prints the same tree either way. The File's Owner takes any outlet. \
            A nib's objects kept without being run (storyboard controllers, placeholders, segue templates) \
            and a table view's prototype cells are listed after the tree; a macOS nib is summarised and \
            refused in one line naming AppKit. A nib's trait storage records (iOS 13+ size-class variations) \
            are applied for --traits and the count of those applied and changed is printed. \
            An object of a class the model does not know is built as a view stand-in naming its class (or \
            kept with its keys when it is no view), and an unknown XIB attribute or element is skipped; \
            a "not modelled:" line counts them (--strict refuses them instead), and a second line counts \
            the keys of known nib classes that nothing reads, by class and key (listed, never refused). \
            Fonts that are not installed are measured with the stand-ins of the font substitution table, or, \
            for a font a XIB declares as the app's own or any font a nib names, with the DejaVu face of its \
            weight and style; a last line lists those that were.
            """)

    @Argument(help: "The XIB or nib file to read.")
    var file: String

    @Flag(help: "Print every property, not only those that differ from a new view's.")
    var all = false

    @Flag(
        help:
            """
            For a compiled nib: print the archive itself (header, classes, keys, every object's values) instead \
            of the tree.
            """
    )
    var archive = false

    @Flag(
        help: """
            For a XIB: solve its Auto Layout constraints with \(ToolkitNames.solvers) and compare each view's solved \
            frame with the frame Xcode wrote (the toolkit's page under docs/).
            """)
    var solve = false

    @Option(help: "With --solve: the templates folder the solving toolkit reads its row files from.")
    var templates = "templates"

    @Flag(
        help:
            """
            Refuse an unknown class, XIB attribute or element (one line naming it) instead of standing in for it \
            and listing it.
            """
    )
    var strict = false

    @Option(
        help: ArgumentHelp(
            """
            For a compiled nib: the size classes its trait storage records are applied for, in Interface \
            Builder's notation: wC,hR (an iPhone in portrait), wC,hC, wR,hR (an iPad); wAny or hAny leaves one \
            unspecified.
            """,
            valueName: "w?,h?"))
    var traits = "wC,hR"

    @OptionGroup var fonts: FontOptions

    func validate() throws {
        if NibTraitEnvironment(notation: traits) == nil {
            throw ValidationError(
                "--traits: '\(traits)' is not a width and a height size class such as wC,hR (w or h, then C, R or Any)")
        }
        if solve && archive {
            throw ValidationError("--solve and --archive do not go together: --solve reads a XIB, --archive a nib")
        }
        if solve && Self.isNib(URL(fileURLWithPath: file)) {
            throw ValidationError(
                "--solve: \(file) is a compiled nib; the oracle reads a XIB, whose frames are Xcode's solution")
        }
    }

    func run() throws {
        let url = URL(fileURLWithPath: file)
        if solve {
            print(
                try SolveInspection.report(url, templatesDirectory: URL(fileURLWithPath: templates), strict: strict),
                terminator: "")
            return
        }
        if archive {
            guard Self.isNib(url) else {
                throw ValidationError(
                    """
                    --archive: \(file) is not a compiled nib (it is not called .nib and does not start with \
                    NIBArchive)
                    """
                )
            }
            let bytes = [UInt8](try Data(contentsOf: url))
            print(NIBArchiveDump.text(of: try NIBArchive(bytes: bytes, file: url.lastPathComponent)), terminator: "")
            return
        }
        let measurer = try FreeTypeMeasurer(substitutionsAt: try fonts.resolvedPath())
        let views: [View]
        var notes: [String] = []
        if Self.isNib(url) {
            (views, notes) = try NibInspection.instantiate(
                url, strict: strict, measurer: measurer,
                traits: NibTraitEnvironment(notation: traits) ?? .default)
        } else {
            let template = try TemplateReader.read(contentsOf: url, strict: strict)
            if let line = template.notModelledLine { notes.append(line) }
            try template.checkFonts(measurer: measurer)
            views = try template.instantiate(owner: OutletRecorder())
        }
        for view in views {
            try view.layoutIfNeeded(measurer: measurer)
            print(view.treeDescription(changedOnly: !all), terminator: "")
        }
        notes.forEach { print($0) }
        let substituted = FontOptions.substitutionLines(measurer)
        if !substituted.isEmpty { print("Fonts substituted: " + substituted.joined(separator: "; ")) }
    }

    /// Whether the file is to be read as a nib: it is called `.nib` or starts with `NIBArchive`. A `.nib`
    /// that does not start so is decoded anyway, so its error names the byte at fault.
    static func isNib(_ url: URL) -> Bool {
        if url.pathExtension == "nib" { return true }
        guard let handle = FileHandle(forReadingAtPath: url.path) else { return false }
        defer { try? handle.close() }
        return handle.readData(ofLength: 10) == Data("NIBArchive".utf8)
    }
}
