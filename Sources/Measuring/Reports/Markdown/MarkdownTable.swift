/// A GitHub-flavoured Markdown table: a header, an alignment row, and rows whose `|` are escaped.
struct MarkdownTable {
    enum Alignment { case left, right }

    var header: [String]
    var alignments: [Alignment]
    var rows: [[String]] = []

    init(_ header: [String], alignments: [Alignment]? = nil) {
        self.header = header
        self.alignments = alignments ?? [.left] + Array(repeating: .right, count: max(header.count - 1, 0))
    }

    mutating func add(_ row: [String]) {
        precondition(row.count == header.count, "A table row has \(row.count) cells for \(header.count) columns.")
        rows.append(row)
    }

    /// The table's lines.
    var lines: [String] {
        func line(_ cells: [String]) -> String {
            "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |"
        }
        let rule = "|" + alignments.map { $0 == .left ? " --- |" : " ---: |" }.joined()
        return [line(header), rule] + rows.map(line)
    }
}
