/// The output formats of `compare`.
public enum CompareFormat: String, CaseIterable, Sendable {
    /// A Markdown table and a one-line verdict, fit for a CI job summary (`$GITHUB_STEP_SUMMARY`).
    case markdown
    /// Aligned plain text for a terminal or a log.
    case text

    public var renderer: any ComparisonRenderer {
        switch self {
        case .markdown: MarkdownComparisonRenderer()
        case .text: TextComparisonRenderer()
        }
    }
}
