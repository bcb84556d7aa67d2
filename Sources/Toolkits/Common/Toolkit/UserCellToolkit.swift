import Foundation

/// A toolkit that builds a user's cell (`run --template MyCell.xib`) besides the seed's row: its files are written
/// and its code compiled by the command before any worker starts (`prepareUserCell`), and each worker builds the
/// rows from what was prepared (`makeUserCellFactory`), so that no timed figure holds a generator or a compiler.
public protocol UserCellToolkit: Toolkit {
    /// The constructions that build a user's cell (for GTK: `gtk-code`, `gtk-builder`, `gtk-template`).
    var userCellConstructions: [String] { get }
    /// In the command's process, without starting the toolkit: writes the cell's files into `folder` (made by the
    /// caller) and compiles its code there. `file` is the user's XIB, or a compiled nib whose decoded tree is the
    /// cell. Throws a one-line error naming the file or the compiler.
    func prepareUserCell(file: URL, folder: URL) throws -> UserCellPreparation
    /// In a worker: rows of the user's cell prepared in `folder`, by one of `userCellConstructions`; with
    /// `laidOut`, each row also goes through the toolkit's layout pass, as the seed's `+layout` rows do.
    func makeUserCellFactory(construction: String, folder: URL, laidOut: Bool) throws -> TimedRowFactory
}

/// What preparing a user's cell did: the code compiled (cold or from the cache) and the elements that the toolkit
/// has no counterpart for, which became stand-ins.
public struct UserCellPreparation: Sendable, Equatable {
    /// One module compiled for the cell: what it is, whether it came from the cache, and the compiler's seconds.
    public struct Compilation: Sendable, Equatable {
        public var what: String
        public var wasCached: Bool
        public var seconds: Double

        public init(what: String, wasCached: Bool, seconds: Double) {
            self.what = what
            self.wasCached = wasCached
            self.seconds = seconds
        }
    }

    public var compilations: [Compilation]
    /// UIKit class → how many of the cell's elements of it are stand-ins.
    public var standIns: [String: Int]

    public init(compilations: [Compilation], standIns: [String: Int]) {
        self.compilations = compilations
        self.standIns = standIns
    }

    /// The folder of a toolkit's files for the user's cell, inside the run's folder of prepared templates.
    public static func folder(in directory: URL, toolkit: String) -> URL {
        directory.appendingPathComponent("cell-\(toolkit)")
    }
}
