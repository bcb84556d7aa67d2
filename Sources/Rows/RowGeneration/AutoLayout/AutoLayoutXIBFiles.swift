import Foundation

/// The seed's rows with Auto Layout, as scripts/generate-autolayout-xibs.py writes them, byte for byte:
/// templates/CellAutoLayout.xib from Cell.xib (shrink-to-fit on), Cell2AutoLayout.xib from Cell2.xib (off), and
/// templates/sweep-autolayout/RowN.xib from every templates/sweep/RowN-nofit.xib.
///
/// Every label of the content view is pinned as its frame says, as Xcode's "Add Missing Constraints" pins a view
/// that is exactly where it should be: `translatesAutoresizingMaskIntoConstraints="NO"`, its width and height held
/// by itself, its leading and top edges to the content view's. The XIB's text is edited line by line rather than
/// written from the model, so that everything else keeps Xcode's layout; what is copied from it (an id) is copied
/// as the XIB's own attribute text, and the frame's numbers are read as numbers and written back.
public enum AutoLayoutXIBFiles {
    /// The files of the package at `root`, by path relative to it.
    ///
    /// - Throws: `RowGenerationError` for a XIB that cannot be read, or one whose labels cannot be pinned.
    public static func files(packageRoot root: URL) throws -> [String: String] {
        var pairs = [(SeedXIBs.fit, SeedXIBs.autoLayoutFit), (SeedXIBs.noFit, SeedXIBs.autoLayoutNoFit)]
        pairs += try SeedXIBs(packageRoot: root).sweepSizes.map {
            (SeedXIBs.sweepNoFit($0), SeedXIBs.sweepAutoLayout($0))
        }
        var files: [String: String] = [:]
        for (source, target) in pairs {
            guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(source).path) else {
                throw RowGenerationError(file: source, reason: "cannot be read")
            }
            files[target] = try pinned(String(decoding: data, as: UTF8.self), file: source)
        }
        return files
    }

    /// The XIB's text with every label of its table cell's content view pinned; `file` names it in errors.
    ///
    /// - Throws: `RowGenerationError` for a label without a frame, a frame whose numbers are not numbers, or a XIB
    ///   with no label in a content view.
    public static func pinned(_ source: String, file: String) throws -> String {
        var lines = source.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        if lines.last == "" { lines.removeLast() }
        var output: [String] = []
        var content: String?
        var pins: [Pin] = []
        var open: (id: String, indent: String, frame: [String]?)?
        for (index, line) in lines.enumerated() {
            if let match = line.firstMatch(of: #/<tableViewCellContentView [^>]* id="([^"]+)">/#) {
                content = String(match.1)
            }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let match = line.wholeMatch(of: #/(\s*)<label (.*) id="([^"]+)">/#) {
                open = (String(match.3), String(match.1), nil)
                output.append(
                    "\(match.1)<label \(match.2) translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(match.3)\">")
                continue
            }
            if let label = open, label.frame == nil,
                let match = line.firstMatch(
                    of: #/<rect key="frame" x="([^"]+)" y="([^"]+)" width="([^"]+)" height="([^"]+)"/>/#)
            {
                open?.frame = try [match.1, match.2, match.3, match.4].map { try number($0, file, index + 1) }
            } else if let label = open, trimmed == "</label>" {
                guard let frame = label.frame else {
                    throw RowGenerationError(file: file, line: index + 1, reason: "label \(label.id) has no frame")
                }
                let inner = label.indent + "    "
                output.append("\(inner)<constraints>")
                for (attribute, value) in [("width", frame[2]), ("height", frame[3])] {
                    output.append(
                        "\(inner)    <constraint firstAttribute=\"\(attribute)\" constant=\"\(value)\""
                            + " id=\"\(label.id)-\(attribute)\"/>")
                }
                output.append("\(inner)</constraints>")
                pins.append(Pin(id: label.id, x: frame[0], y: frame[1]))
                open = nil
            } else if trimmed == "</subviews>", let content, !pins.isEmpty {
                let indent = String(line.prefix { $0.isWhitespace })
                output +=
                    [line, "\(indent)<constraints>"] + pins.flatMap { $0.constraints(to: content, indent: indent) }
                output.append("\(indent)</constraints>")
                continue
            }
            output.append(line)
        }
        guard !pins.isEmpty else {
            throw RowGenerationError(file: file, reason: "has no labels in a table cell's content view")
        }
        return (output + [""]).joined(separator: "\n")
    }

    /// A frame's number as the script wrote it back (`exact`): whole without a point, others shortest.
    private static func number(_ text: Substring, _ file: String, _ line: Int) throws -> String {
        guard let value = Double(text), value.isFinite else {
            throw RowGenerationError(file: file, line: line, reason: "the frame's \"\(text)\" is not a number")
        }
        return PythonNumber.plain(value)
    }

    /// A label's leading and top edges pinned to the content view's.
    private struct Pin {
        let id: String
        let x: String
        let y: String

        func constraints(to content: String, indent: String) -> [String] {
            [("leading", x), ("top", y)].map { attribute, value in
                let constant = value == "0" ? "" : " constant=\"\(value)\""
                return "\(indent)    <constraint firstItem=\"\(id)\" firstAttribute=\"\(attribute)\""
                    + " secondItem=\"\(content)\" secondAttribute=\"\(attribute)\"\(constant)"
                    + " id=\"\(id)-\(attribute)\"/>"
            }
        }
    }
}
