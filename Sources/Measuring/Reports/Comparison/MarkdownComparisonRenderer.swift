/// `compare --format markdown`: GitHub-flavoured Markdown for a CI job summary.
public struct MarkdownComparisonRenderer: ComparisonRenderer {
    public init() {}
    public func heading(_ text: String) -> String { "## \(text)" }
    public func strong(_ text: String) -> String { "**\(text)**" }
    public func code(_ text: String) -> String { "`\(text)`" }

    public func table(header: [String], rows: [[String]]) -> [String] {
        var table = MarkdownTable(
            header, alignments: [.left] + Array(repeating: .right, count: header.count - 2) + [.left])
        rows.forEach { table.add($0) }
        return table.lines
    }
}
