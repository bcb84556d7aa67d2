import Foundation
import RowGeneration

/// `row-generator SET PACKAGE OUTPUT NAME...`: writes the generated files NAME... of SET (`gtk`, `gnustep`, `web`,
/// `sweep`, `qt`, `qml`, `autolayout`) from the seed's XIBs of the package at PACKAGE into the folder OUTPUT. The
/// GenerateRows plugin runs it at build time for the targets whose rows are generated (the model's sweep rows in
/// Swift among them).
///
/// `row-generator SET PACKAGE OUTPUT --committed [N...]` writes the set's committed files (those under `templates/`)
/// at their paths under OUTPUT, after a XIB has changed (the scripts `scripts/generate-*.py` call it so); for
/// `sweep`, N... are the sizes whose XIBs are written. It is not meant to be run by hand otherwise, so it parses its
/// positions itself and needs no argument parser.
let usage =
    "usage: row-generator gtk|gnustep|web|sweep|qt|qml|autolayout PACKAGE OUTPUT NAME... | --committed [SIZE...]"

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("row-generator: \(message)\n".utf8))
    exit(1)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 4 else { fail(usage) }
guard let set = RowFileSet(rawValue: arguments[0]) else { fail("no set of files named \(arguments[0]); \(usage)") }
let package = URL(fileURLWithPath: arguments[1], isDirectory: true)
let output = URL(fileURLWithPath: arguments[2], isDirectory: true)
let names = Array(arguments.dropFirst(3))
do {
    let files: [String: String]
    if names.first == "--committed" {
        let sizes = try names.dropFirst().map { word in
            guard let size = Int(word) else { throw RowGenerationError(file: word, reason: "is not a size; \(usage)") }
            return size
        }
        files = try set.committedFiles(packageRoot: package, sizes: sizes.isEmpty ? nil : sizes)
    } else {
        files = try set.files(named: names, packageRoot: package)
    }
    for (name, text) in files.sorted(by: { $0.key < $1.key }) {
        let file = output.appendingPathComponent(name)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let data = Data(text.utf8)
        // An unchanged file is left alone, so that a rebuilt generator (any change to Templates or Views) does
        // not make the build compile the same C and Objective-C again.
        if FileManager.default.contents(atPath: file.path) != data {
            try data.write(to: file, options: .atomic)
        }
    }
} catch {
    fail("\(error)")
}
