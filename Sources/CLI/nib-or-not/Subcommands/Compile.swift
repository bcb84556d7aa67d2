import ArgumentParser
import Foundation
import NibCompiler
import Templates
import Typesetting

/// `nib-or-not compile FILE.xib [-o FILE.nib]`: a XIB compiled to a NIBArchive, like `ibtool --compile`.
struct Compile: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Compile a XIB template into a NIBArchive (.nib), as ibtool --compile does.",
        discussion: """
            Writes FILE.nib beside FILE.xib unless -o names another file. An existing file is replaced only \
            when it is itself a compiled nib, and only once the new one is complete. With --precompute, every \
            shrink-to-fit label carries its fitted font size, worked out now with this machine's fonts: the \
            seed author's hypothesis of what Interface Builder does, not documented behaviour. An attribute, \
            element or object the reader does not know is left out (an unknown object as a plain view) and \
            listed on a last "not modelled:" line; --strict refuses it instead.
            """)

    @Argument(help: "The XIB file to compile.")
    var file: String

    @Option(name: .shortAndLong, help: "The nib file to write. (default: FILE.nib beside FILE.xib)")
    var output: String?

    @Flag(help: "Work out every shrink-to-fit label's fitted font size now and store it in the nib.")
    var precompute = false

    @Flag(
        help:
            "Refuse a XIB attribute, element or object the reader does not know instead of skipping it and listing it.")
    var strict = false

    @OptionGroup var fonts: FontOptions

    func run() throws {
        let input = URL(fileURLWithPath: file)
        let target = output.map { URL(fileURLWithPath: $0) } ?? NibFileWriter.defaultOutput(for: input)
        let template = try TemplateReader.read(contentsOf: input, strict: strict)
        let measurer = precompute ? try FreeTypeMeasurer(substitutionsAt: try fonts.resolvedPath()) : nil
        // Fonts the XIB declares as shipped with the app get a stand-in; a missing one is named with its line.
        if let measurer { try template.checkFonts(measurer: measurer) }
        let archive = try NibCompiler.compile(template, precomputeWith: measurer)
        try NibFileWriter.write(archive.bytes(), to: target, input: input)
        print(
            """
            \(target.path): \(archive.objects.count) objects, \(archive.classes.count) classes, \
            \(archive.keys.count) keys, \(archive.values.count) values
            """
        )
        if let line = template.notModelledLine { print(line) }
    }
}
