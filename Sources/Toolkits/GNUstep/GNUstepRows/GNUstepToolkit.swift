import Foundation
import GNUstepRow
import Toolkit

/// The seed's row as a real GNUstep AppKit view tree (`NSView`, `NSTextField`), built six ways: in code, from the
/// row's keyed archive (`NSKeyedUnarchiver`, Apple's nib machinery) kept in memory or read from disk, from the
/// Cocoa XIB through a kept `NSNib` or a new one per row, and from the archive of the fitted row (docs/gnustep.md).
///
/// AppKit is not thread-safe: `start()` and everything after it must run on one thread, the worker's main thread.
public final class GNUstepToolkit: Toolkit {
    public let name = "gnustep"
    public let constructions = [
        "gnustep-code", "gnustep-archive", "gnustep-archive-file", "gnustep-nib", "gnustep-nib-file",
        "gnustep-archive-precomputed",
    ]
    public let needsDisplay = true

    /// Where the Cocoa XIBs are: `templatesDirectory/gnustep/`.
    private let xibDirectory: URL

    public init(templatesDirectory: URL) {
        xibDirectory = templatesDirectory.appendingPathComponent("gnustep")
    }

    /// NSApplication, the archives and the kept NSNibs; idempotent (a failed start keeps failing the same way).
    public func start() throws {
        if let error = nibornot_gnustep_start(xibDirectory.path) {
            defer { free(error) }
            throw ToolkitError(String(cString: error))
        }
    }

    public func makeFactory(construction: String, fit: Bool, laidOut: Bool) throws -> TimedRowFactory {
        GNUstepRowFactory(construction: try number(of: construction), fit: fit, laidOut: laidOut)
    }

    public func dumpRow(construction: String, fit: Bool) throws -> String {
        let row = try NativeGNUstepRow(construction: try number(of: construction), fit: fit)
        try row.layOut()
        return try row.dump()
    }

    /// The font size of each label (tag order) in a row of `construction` with shrink-to-fit on, in points.
    public func fittedSizes(construction: String) throws -> [Double] {
        try NativeGNUstepRow(construction: try number(of: construction), fit: true).fontSizes()
    }

    /// How many texts shrink-to-fit has measured in this process; tests compare it before and after.
    public static var measureCount: UInt { UInt(nibornot_gnustep_measure_count()) }

    func number(of construction: String) throws -> NibornotGnustepConstruction {
        switch construction {
        case "gnustep-code": NIBORNOT_GNUSTEP_CODE
        case "gnustep-archive": NIBORNOT_GNUSTEP_ARCHIVE
        case "gnustep-archive-file": NIBORNOT_GNUSTEP_ARCHIVE_FILE
        case "gnustep-nib": NIBORNOT_GNUSTEP_NIB
        case "gnustep-nib-file": NIBORNOT_GNUSTEP_NIB_FILE
        case "gnustep-archive-precomputed": NIBORNOT_GNUSTEP_ARCHIVE_PRECOMPUTED
        default:
            throw ToolkitError(
                "unknown GNUstep construction '\(construction)'; known: \(constructions.joined(separator: ", "))")
        }
    }
}

/// Makes the timed rows of one construction: the row, and with `laidOut` AppKit's layout pass.
final class GNUstepRowFactory: TimedRowFactory {
    private let construction: NibornotGnustepConstruction
    private let fit: Bool
    private let laidOut: Bool

    init(construction: NibornotGnustepConstruction, fit: Bool, laidOut: Bool) {
        self.construction = construction
        self.fit = fit
        self.laidOut = laidOut
    }

    func makeTimedRow() throws -> AnyObject {
        let row = try NativeGNUstepRow(construction: construction, fit: fit)
        if laidOut { try row.layOut() }
        return row
    }
}
