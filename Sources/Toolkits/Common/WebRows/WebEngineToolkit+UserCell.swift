import Foundation
import RowGeneration
import Toolkit

/// A user's cell in a browser engine (`run --template MyCell.xib`; docs/web.md, "A user's cell"): its markup,
/// stylesheet and script written by RowGeneration (`WebUserCellFiles`) into the run's folder, nothing compiled; a
/// worker gives the script to its page once, which registers the cell, and builds rows by bench.js's `userBuild`.
/// Chromium's and WebKit's toolkits declare the conformance; everything is here, once for both.
extension WebEngineToolkit {
    /// The constructions of a user's cell: the seed's page's, the precomputed template's sizes fitted once when the
    /// page registers the cell.
    public var userCellConstructions: [String] { webPageConstructions.map { "\(name)-\($0)" } }

    public func prepareUserCell(file: URL, folder: URL) throws -> UserCellPreparation {
        let files: WebUserCellFiles
        do { files = try WebUserCellFiles(contentsOf: file) } catch { throw ToolkitError("\(error)") }
        try files.write(to: folder)
        return UserCellPreparation(compilations: [], standIns: files.standIns)
    }

    public func makeUserCellFactory(construction: String, folder: URL, laidOut: Bool) throws -> TimedRowFactory {
        let name = try userCellPageName(of: construction)
        let id = try registerUserCell(folder: folder)
        return WebRowFactory(
            toolkit: self, method: "userBuild", arguments: [id, name, laidOut],
            variant: "\(construction)\(laidOut ? "+layout" : "")/as-designed")
    }

    /// A user's cell's row by `construction`, laid out as the page's only row and dumped element by element: every
    /// construction of one cell must give the same text.
    public func dumpUserRow(construction: String, folder: URL) throws -> String {
        let name = try userCellPageName(of: construction)
        let id = try registerUserCell(folder: folder)
        let expression = "NibOrNotBench.userDump(\(Self.literal(id)), \(Self.literal(name)))"
        guard let dump = try evaluate(expression, during: construction) as? String else {
            throw ToolkitError("\(construction): the page's dump of the user's cell is not text")
        }
        return dump
    }

    /// Gives the page the cell's script from `folder` (once per cell: the page keeps it by id) and answers its id.
    func registerUserCell(folder: URL) throws -> String {
        try start()
        let file = folder.appendingPathComponent(WebUserCellFiles.scriptFileName)
        let script: String
        do { script = try String(contentsOf: file, encoding: .utf8) } catch {
            throw ToolkitError("\(title): the user's cell has no script at \(file.path): \(error.localizedDescription)")
        }
        guard let id = try evaluate(script, during: "the user's cell of \(folder.lastPathComponent)") as? String,
            id.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) })
        else {
            throw ToolkitError("\(title): the user's cell in \(folder.path) registered no id")
        }
        return id
    }

    /// The construction's name in the page (`code` for `chromium-code`).
    private func userCellPageName(of construction: String) throws -> String {
        guard userCellConstructions.contains(construction) else {
            throw ToolkitError(
                "\(title) builds no user's cell by '\(construction)'; it builds one by "
                    + userCellConstructions.joined(separator: ", "))
        }
        return String(construction.dropFirst(name.count + 1))
    }
}
