import Typesetting

extension Label {
    /// Styled text, as `UILabel.attributedText`: setting it sets `text` to its plain string, as UIKit
    /// does. Kept in the view's extras, so labels without it (every label of the seed's row) pay nothing.
    ///
    /// Shrink-to-fit measures it run by run, each in its own font (the label's where a run sets none),
    /// scaling every run's size by the same factor, as UIKit scales an attributed label.
    public var attributedText: AttributedText? {
        get { extras?.attributedText }
        set {
            if newValue == nil, extras == nil { return }
            writableExtrasForLabel.attributedText = newValue
            text = newValue?.string
        }
    }

    /// The fitted size of the attributed text: the size of the label's font the runs are scaled against.
    func fittedAttributedSize(_ attributed: AttributedText, measurer: TextMeasuring) throws -> Double {
        try ShrinkToFit.fittedSize(
            ofRuns: attributed.runs.map { ($0.text, $0.font ?? font) }, baseSize: font.pointSize, width: frame.width,
            minimumSize: effectiveMinimumFontSize, measurer: measurer)
    }
}
