import Foundation

/// A toolkit that solves a XIB's Auto Layout constraints with its own layout and holds its solution against the
/// frames Xcode wrote (`inspect --solve`; its declaration offers `.solve`).
public protocol ConstraintSolvingToolkit: Toolkit {
    /// The report of `xib`'s constraints solved and compared. A XIB without constraints is reported without
    /// starting anything; otherwise `beforeStart` runs first (the caller's display), then the toolkit's `start()`.
    func constraintReport(of xib: URL, strict: Bool, beforeStart: () throws -> Void) throws -> String
}
