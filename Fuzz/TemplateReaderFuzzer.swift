import Foundation
import Templates
import Typesetting
import Views

/// libFuzzer's entry point for the template reader: built outside SwiftPM by
/// `scripts/fuzz-template-reader.sh`, with the Templates, Views and Typesetting sources.
///
/// Every input, read tolerantly and then strictly, must either read, instantiate and lay out, or fail with a
/// `TemplateError` whose description is one visible line naming the file and a line that exists. Anything else (a trap,
/// a sanitizer report, another error type, a broken message) is a crash that libFuzzer saves.
@_cdecl("LLVMFuzzerTestOneInput")
public func templateReaderFuzzTarget(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    // Tolerantly (unknown vocabulary skipped and listed), then strictly (refused), as `--strict` reads.
    for strict in [false, true] {
        do {
            let template = try TemplateReader.parse(data, fileName: "fuzz.xib", strict: strict)
            _ = template.notModelledLine
            var externals: [String: AnyObject] = [:]
            for placeholder in template.placeholders {
                if case .external(let name) = placeholder.role { externals[name] = View() }
            }
            for view in try template.instantiate(owner: AcceptingOwner(), externalObjects: externals) {
                try view.layoutIfNeeded(measurer: measurer)
                _ = view.treeDescription(changedOnly: false)
            }
        } catch let error as TemplateError {
            let lines = data.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            let text = error.description
            guard text.hasPrefix("fuzz.xib:"), error.line >= 0, error.line <= lines + 1,
                !text.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
            else {
                fatalError("a malformed error for a \(count)-byte input (\(lines) lines): \(text.debugDescription)")
            }
        } catch {
            fatalError("an error that is not a TemplateError: \(error)")
        }
    }
    return 0
}

/// Measures without fonts, so the fuzzer exercises layout without FreeType's files.
private final class FixedMeasurer: TextMeasuring {
    func width(of text: String, in font: FontDescriptor) throws -> Double {
        Double(text.unicodeScalars.count) * font.pointSize * 0.5
    }
}

/// Accepts every outlet, so connections are exercised too.
private final class AcceptingOwner: OutletOwner {
    func connect(outlet name: String, to object: AnyObject) -> Bool { true }
}

nonisolated(unsafe) private let measurer = FixedMeasurer()
