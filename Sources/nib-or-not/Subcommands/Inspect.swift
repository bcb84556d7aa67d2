import ArgumentParser
import Foundation
import Templates
import Typesetting
import Views

/// `nib-or-not inspect FILE.xib`: the instantiated tree with every label's fitted size, or the error.
struct Inspect: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Read a XIB template, instantiate it and print the tree with each label's fitted font size.")

    @Argument(help: "The XIB file to read.")
    var file: String

    @Flag(help: "Print every property, not only those that differ from a new view's.")
    var all = false

    func run() throws {
        let measurer = try FreeTypeMeasurer()
        let template = try TemplateReader.read(contentsOf: URL(fileURLWithPath: file))
        let loader = CellLoader()
        for view in try template.instantiate(owner: loader) {
            try view.layoutIfNeeded(measurer: measurer)
            print(view.treeDescription(changedOnly: !all), terminator: "")
        }
    }
}
