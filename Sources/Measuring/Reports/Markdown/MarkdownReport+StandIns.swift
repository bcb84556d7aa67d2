import Results

extension MarkdownReport {
    /// A user's cell's elements that a toolkit has no widget for: a line per toolkit, each class with its count,
    /// so that a ratio is never read without knowing what the toolkit built in their place.
    func standInLines(_ standIns: [String: [String: Int]]) -> [String] {
        let lines = standIns.keys.sorted().map { toolkit -> String in
            let title = ToolkitDeclaration.named(toolkit)?.title ?? toolkit
            let classes = standIns[toolkit]!.sorted { $0.key < $1.key }
            guard !classes.isEmpty else { return "- \(title): none; every element has a counterpart" }
            let total = classes.reduce(0) { $0 + $1.value }
            let list = classes.map { "`\($0.key)` × \($0.value)" }.joined(separator: ", ")
            return "- \(title): \(total) element\(total == 1 ? "" : "s") built as a named stand-in (a plain container "
                + "of the element's size): \(list)"
        }
        return [
            "The user's cell is built on each toolkit from one mapping of UIKit's classes to the toolkit's nearest "
                + "widgets (each toolkit's page under docs/, section \"A user's cell\"); what has no counterpart "
                + "becomes a stand-in:", "",
        ] + lines
    }

    /// The labels UIKit shrinks to fit that a toolkit built at their designed size, a line per toolkit: its ratios
    /// leave out the text measuring that the model's `as-designed` variants include.
    func unfittedLabelLines(_ unfitted: [String: Int]) -> [String] {
        let lines = unfitted.keys.sorted().map { toolkit -> String in
            let title = ToolkitDeclaration.named(toolkit)?.title ?? toolkit
            let count = unfitted[toolkit]!
            let labels = count == 1 ? "1 label" : "\(count) labels"
            return "- \(title): " + (count == 0 ? "none" : "\(labels) at the designed size")
        }
        return [
            "The cell's XIB lets labels shrink their font to fit their text (UIKit's `adjustsFontSizeToFitWidth`), "
                + "and the model fits them as UIKit does. Shrink-to-fit is not built for a user's cell on the toolkits "
                + "yet: there these labels keep their designed size, so the toolkits' figures leave out the measuring "
                + "of text that the model's include, and a text wider than its label is cut where UIKit would shrink "
                + "it:",
            "",
        ] + lines
    }
}
