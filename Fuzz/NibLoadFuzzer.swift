import NIB
import NibLoading
import Typesetting
import Views

/// libFuzzer's entry point for the whole nib load path, bytes to an instantiated tree: built outside
/// SwiftPM by `scripts/fuzz-nib-load.sh`, with the NIB, Typesetting, Views and NibLoading sources.
///
/// Every input is loaded as `inspect` loads it (tolerantly, external objects given, File's Owner taking
/// any outlet, trait storage applied for two environments), its views laid out and printed, its kept
/// objects and "not modelled" listing (classes and unread keys) described, its
/// named fonts listed; then loaded again strictly. Each load must succeed or fail with a `NibLoadingError`
/// whose description is one visible line starting with the file name; a `TypesettingError` from layout is
/// accepted too. Anything else (a trap, a sanitizer report, another error, a broken message) is a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func nibLoadFuzzTarget(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    for strict in [false, true] {
        do {
            let nib = try Nib(bytes: bytes, file: "fuzz.nib", strict: strict)
            _ = nib.index.notModelledLine()
            _ = nib.index.unreadKeysLine()
            _ = nib.index.namedFonts()
            var externals: [String: AnyObject] = [:]
            for name in nib.externalObjectIdentifiers { externals[name] = View() }
            // Twice, as `UINib` instantiates a kept index for every row; the trait storage records applied
            // for an iPhone in portrait, then for an iPad.
            for traits in [NibTraitEnvironment.default, .iPad] {
                let instance = try nib.instantiateObjects(
                    owner: AcceptingOwner(), externalObjects: externals, traits: traits)
                for view in instance.views {
                    try view.layoutIfNeeded(measurer: measurer)
                    _ = view.treeDescription(changedOnly: false)
                }
                _ = instance.keptObjects.map(\.description)
                _ = instance.traitStorageLists.map(\.description)
                _ = instance.traits?.summary
            }
        } catch let error as NibLoadingError {
            let text = error.description
            guard text.hasPrefix("fuzz.nib: "),
                !text.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
            else {
                fatalError("a malformed error for a \(count)-byte input: \(text.debugDescription)")
            }
        } catch is TypesettingError {
            continue
        } catch {
            fatalError("an error that is not a NibLoadingError: \(error)")
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

/// Accepts every outlet and collection, so connections are exercised too.
private final class AcceptingOwner: NibOutletOwner {
    func connect(outlet name: String, to object: AnyObject) -> Bool { true }
    func connect(outletCollection name: String, appending object: AnyObject) -> Bool { true }
}

nonisolated(unsafe) private let measurer = FixedMeasurer()
