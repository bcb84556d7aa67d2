/// A UI toolkit that builds the seed's row its own ways under the same workers, coordinator, statistics and
/// reports as the UIKit model: the seam that keeps GTK and Qt out of the harness.
///
/// A worker asks the toolkit of each variant it runs for a factory; the toolkit decides how its
/// constructions are made. Names only travel as strings here (`Results.Construction` lists them), so a
/// toolkit module depends on nothing of the harness.
public protocol Toolkit: AnyObject {
    /// The short name that starts its constructions' names: `gtk` for `gtk-code`, `qt` for `qt-uic`.
    var name: String { get }
    /// Its constructions, in report order (`gtk-code`, `gtk-builder`, ...).
    var constructions: [String] { get }
    /// Whether its widgets need a display server in the worker process (an X display in `$DISPLAY`).
    var needsDisplay: Bool { get }
    /// Once per process, before any row and outside every timing: the toolkit's own start-up (`gtk_init`,
    /// `QApplication`). Throws a one-line error naming what is missing (a package, a display).
    func start() throws
    /// The factory for one of its constructions. With `laidOut`, every timed row also goes through the
    /// toolkit's layout pass (measure and allocate, polish and size hints), as a row on screen would.
    func makeFactory(construction: String, fit: Bool, laidOut: Bool) throws -> TimedRowFactory
    /// One row of a construction, laid out, described line by line (class, geometry, text, font family,
    /// size and weight, colours, ellipsis): every construction of a toolkit must give the same text.
    func dumpRow(construction: String, fit: Bool) throws -> String
}

/// What a toolkit throws: one sentence naming what is missing or wrong and what would fix it.
public struct ToolkitError: Error, CustomStringConvertible, Equatable {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}

/// The sweep over the number of labels (`nib-or-not sweep --toolkit`): rows of N labels built from
/// `templates/sweep/RowN-nofit.xib`'s translation, without shrink-to-fit, so that what a label costs to
/// construct is not mixed with what it costs to measure.
public protocol SweepingToolkit: Toolkit {
    /// The numbers of labels that have generated rows, smallest first.
    var sweepSizes: [Int] { get }
    /// The constructions that have sweep rows (`gtk-code`, `gtk-builder`, ...), in report order.
    var sweepConstructions: [String] { get }
    /// A factory of rows of `labels` labels of one of `sweepConstructions`, built alone (no layout pass).
    func makeSweepFactory(construction: String, labels: Int) throws -> TimedRowFactory
}

/// A toolkit whose rows can be timed on a size change (`+relayout` variants): one row built and laid out before
/// the clock starts, laid out again at another width on every timed call, as a rotation makes a table do.
public protocol RelayingOutToolkit: Toolkit {
    /// The constructions that have `+relayout` variants.
    var relayoutConstructions: [String] { get }
    /// A factory whose every call lays its one row out again at the other width and returns that row.
    func makeRelayoutFactory(construction: String, fit: Bool) throws -> TimedRowFactory
}
