import Typesetting
import Views

/// A table cell's row as the generators translate it: the cell's frame, its two backgrounds and its labels, read
/// from a template (`Template`) into plain values that every toolkit's generator puts in its own terms.
///
/// What scripts/rowgen/xib.py read from the XIB's text, read here from the model the benchmark already builds rows
/// from, so that the generated rows and the model's rows come from one reading of the file.
public struct XIBRow: Equatable, Sendable {
    /// The XIB, relative to the package (`templates/Cell.xib`), for errors.
    public let file: String
    /// The table cell's frame, which its content view's shares in every generated row.
    public let frame: Rect
    /// `backgroundView`.
    public let background: XIBBackground
    /// `selectedBackgroundView`.
    public let selectedBackground: XIBBackground
    /// The content view's labels, in the XIB's order.
    public let labels: [XIBLabel]

    public init(
        file: String, frame: Rect, background: XIBBackground, selectedBackground: XIBBackground,
        labels: [XIBLabel]
    ) {
        self.file = file
        self.frame = frame
        self.background = background
        self.selectedBackground = selectedBackground
        self.labels = labels
    }
}

/// One of the cell's background views: where it is and its colour (none when the XIB gives it none).
public struct XIBBackground: Equatable, Sendable {
    public let frame: Rect
    public let color: Color?

    public init(frame: Rect, color: Color?) {
        self.frame = frame
        self.color = color
    }
}

/// A label of the row, with everything a generator may translate or must refuse.
public struct XIBLabel: Equatable, Sendable {
    /// Its line in the XIB, for errors.
    public let line: Int
    /// Its tag: the generated rows name each label by it (`label-3`, `label3`), so it is never negative.
    public let tag: Int
    /// Its text; empty when the XIB gives none.
    public let text: String
    public let frame: Rect
    /// The font's face (`.boldSystem` for `type="boldSystem"`) and its size in points.
    public let face: FontDescriptor.Face
    public let size: Double
    /// UIKit's default, tail truncation, when the XIB writes none.
    public let lineBreak: LineBreakMode
    /// Shrink-to-fit (`adjustsFontSizeToFit`), and the smallest size it may shrink to (0 when not written).
    public let fit: Bool
    public let minimum: Double
    /// The text, background and shadow colours, each nil when the XIB gives none.
    public let color: Color?
    public let background: Color?
    public let shadow: Color?
    /// UIKit's defaults when the XIB writes none: natural alignment, shrunk text on its baseline.
    public let alignment: TextAlignment
    public let baselineAdjustment: BaselineAdjustment

    public init(
        line: Int, tag: Int, text: String, frame: Rect, face: FontDescriptor.Face, size: Double,
        lineBreak: LineBreakMode, fit: Bool, minimum: Double, color: Color?, background: Color?, shadow: Color?,
        alignment: TextAlignment = .natural, baselineAdjustment: BaselineAdjustment = .alignBaselines
    ) {
        self.line = line
        self.tag = tag
        self.text = text
        self.frame = frame
        self.face = face
        self.size = size
        self.lineBreak = lineBreak
        self.fit = fit
        self.minimum = minimum
        self.color = color
        self.background = background
        self.shadow = shadow
        self.alignment = alignment
        self.baselineAdjustment = baselineAdjustment
    }

    /// Whether the two labels are alike in everything but shrink-to-fit (and where they are written): a fit and a
    /// no-fit XIB of one row must be.
    public func matchesIgnoringFit(_ other: XIBLabel) -> Bool {
        (tag, text, frame, face) == (other.tag, other.text, other.frame, other.face)
            && (size, lineBreak, minimum) == (other.size, other.lineBreak, other.minimum)
            && (color, background, shadow) == (other.color, other.background, other.shadow)
            && (alignment, baselineAdjustment) == (other.alignment, other.baselineAdjustment)
    }
}
