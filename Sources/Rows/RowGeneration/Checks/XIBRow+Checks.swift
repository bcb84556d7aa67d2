import Typesetting
import Views

/// Refusals the toolkits share: what a XIB may ask for that a generated row would otherwise draw differently, so
/// that a row is refused in one line rather than silently drawn as another (scripts/rowgen/translatable.py).
extension XIBRow {
    /// Every label in the bold system font and without a shadow colour (UIKit draws a shadow then), and, with
    /// `lineBreak`, truncating its tail; `toolkit` names who refuses.
    public func requirePlainLabels(for toolkit: String, lineBreak: Bool = true) throws {
        for label in labels {
            if label.face != .boldSystem {
                throw refusal(label, "only the bold system font is translated to \(toolkit)")
            }
            if lineBreak, label.lineBreak != .tailTruncation {
                throw refusal(label, "only tail truncation is translated to \(toolkit)")
            }
            if label.shadow != nil {
                throw refusal(label, "a shadow colour is set; \(toolkit) rows draw no shadow")
            }
        }
    }

    /// Every label with a text colour and a clear background, for toolkits whose labels draw no background.
    public func requireClearLabelBackgrounds(for toolkit: String) throws {
        for label in labels {
            guard let background = label.background, background.alpha == 0 else {
                throw refusal(label, "only a clear label background is translated to \(toolkit)")
            }
            if label.color == nil { throw refusal(label, "no text colour") }
        }
    }

    /// The one look (size, minimum, colour, background) every label shares, for a toolkit whose row has one label
    /// style (one CSS rule, one font constant); labels that differ are refused.
    public func oneLabelStyle(for toolkit: String) throws -> XIBLabel {
        guard let first = labels.first else {
            throw RowGenerationError(file: file, reason: "has no labels; the \(toolkit) row needs one")
        }
        let look = { (label: XIBLabel) in [label.size, label.minimum] }
        for label in labels
        where look(label) != look(first) || label.color != first.color || label.background != first.background {
            throw RowGenerationError(
                file: file, line: label.line,
                reason:
                    "the labels differ in size, minimum, colour or background; the \(toolkit) row has one label style")
        }
        return first
    }

    /// The seed's pair: `self` (Cell.xib) must fit every label and `noFit` (Cell2.xib) none, and the two must differ
    /// in nothing else, since each toolkit's fit on and fit off rows are timed as the same row.
    public func checkSeedPair(noFit: XIBRow) throws {
        let pair = "\(file) and \(noFit.file)"
        if labels.contains(where: { !$0.fit }) || noFit.labels.contains(where: \.fit) {
            throw RowGenerationError(file: pair, reason: "the first must fit every label and the second none")
        }
        let sameLabels =
            labels.count == noFit.labels.count && zip(labels, noFit.labels).allSatisfy { $0.matchesIgnoringFit($1) }
        guard sameLabels, background == noFit.background, selectedBackground == noFit.selectedBackground,
            frame == noFit.frame
        else {
            throw RowGenerationError(file: pair, reason: "differ in more than shrink-to-fit")
        }
    }

    private func refusal(_ label: XIBLabel, _ reason: String) -> RowGenerationError {
        RowGenerationError(file: file, line: label.line, reason: "label tag \(label.tag): \(reason)")
    }
}

/// Shrink-to-fit's sizes: the model's rule (`ShrinkToFit`) tries a label's font size, then smaller ones by
/// `ShrinkToFit.step` down to its minimum; a generator writes one CSS class or table entry for each.
public enum FittedSizes {
    /// Every size shrink-to-fit can give a label: `size`, then down by the step while at least `minimum`.
    public static func of(size: Double, minimum: Double) -> [Double] {
        var sizes: [Double] = []
        var k = 0.0
        while size - k * ShrinkToFit.step >= minimum {
            sizes.append(size - k * ShrinkToFit.step)
            k += 1
        }
        return sizes
    }
}
