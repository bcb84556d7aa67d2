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
}
