import Foundation
import Toolkit

/// The rows of one variant (or one sweep size), built and timed in the engine's page (`EngineTimedRowFactory`).
final class WebRowFactory: EngineTimedRowFactory {
    private let toolkit: any WebEngineToolkit
    /// bench.js's `build` or `sweepBuild`, and its arguments but the number of rows.
    private let method: String
    private let arguments: [Any]
    /// The variant's name in errors: `chromium-code+layout/fit`, `webkit-html of 10 labels`.
    private let variant: String

    init(toolkit: any WebEngineToolkit, method: String, arguments: [Any], variant: String) {
        self.toolkit = toolkit
        self.method = method
        self.arguments = arguments
        self.variant = variant
    }

    var clockStepNanoseconds: UInt64 { toolkit.clockStepNanoseconds }

    func timeRows(_ rows: Int) throws -> UInt64 {
        try toolkit.timeBatch(method: method, arguments: arguments + [rows], during: variant)
    }

    /// One row built in the page (for callers that count rows rather than time batches); the row itself stays
    /// in the engine, so what is returned is only a token.
    func makeTimedRow() throws -> AnyObject {
        _ = try timeRows(1)
        return WebRowToken()
    }
}

/// Stands for a row that lives in the engine.
final class WebRowToken {}
