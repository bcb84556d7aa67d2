import Foundation

/// `compare --format text`: plain aligned columns for a terminal or a log.
public struct TextComparisonRenderer: ComparisonRenderer {
    public init() {}
    public func heading(_ text: String) -> String { text }
    public func strong(_ text: String) -> String { text }
    public func code(_ text: String) -> String { text }

    /// Columns padded to their widest cell, two spaces apart; the first column left-aligned, the rest right.
    public func table(header: [String], rows: [[String]]) -> [String] {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        return all.map { row in
            row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 || column == row.count - 1 ? cell + padding : padding + cell
            }.joined(separator: "  ").replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        }
    }
}
