import Templates
import Typesetting
import Views

/// A user's cell (`run --template MyCell.xib`) as the toolkits' generators translate it: the cell's frame and its
/// content view's tree, every view kept whatever its class.
///
/// Unlike `XIBRow`, which reads the seed's rows of labels and refuses anything else, this reads any content view, so
/// that a real cell (labels, images, buttons, plain views, stacks, controls) reaches every toolkit; what a toolkit
/// has no widget for becomes a named stand-in there (`GtkWidgetMapping`), never a refusal.
public struct XIBCell: Equatable, Sendable {
    /// The XIB as the user named it, for errors and the generated files' headers.
    public let file: String
    /// The cell's frame (its bounds are the row's size).
    public let frame: Rect
    /// The content view and everything in it, in the XIB's order.
    public let content: XIBElement

    public init(file: String, frame: Rect, content: XIBElement) {
        self.file = file
        self.frame = frame
        self.content = content
    }

    /// Every element of the content view, parents first, the content view itself included.
    public var allElements: [XIBElement] { content.allElements }
}

/// One view of a user's cell: its UIKit class and what the toolkits can show of it.
public struct XIBElement: Equatable, Sendable {
    /// The reader's kind (`label`, `imageView`, ...); an element the reader does not know is a `view` whose
    /// `uikitClass` names what it stands in for.
    public let kind: TemplateObjectKind
    /// UIKit's class: `UILabel`, `UIImageView`, ... (the XIB's custom class is not taken: it is the app's code).
    public let uikitClass: String
    /// Interface Builder's object id, which the generated files quote in comments.
    public let id: String
    public let line: Int
    public let frame: Rect
    public let hidden: Bool
    public let background: Color?
    /// A label's text, a button's normal title, a text field's text.
    public let text: String?
    /// A text field's placeholder.
    public let placeholder: String?
    /// A label's, button's or text field's font, and its text colour.
    public let font: FontDescriptor?
    public let color: Color?
    public let alignment: TextAlignment
    public let lineBreak: LineBreakMode
    /// A label's `numberOfLines` (1 when the XIB writes none, 0 for any number).
    public let lines: Int
    /// Whether UIKit shrinks the label's font to fit its text in its width (a label with text and
    /// `adjustsFontSizeToFitWidth`), as the model does (docs/typesetting.md, "Shrink-to-fit").
    public let shrinksToFit: Bool
    /// The smallest size shrinking may reach, by the model's rule (`Label.effectiveMinimumFontSize`): the font's
    /// size times `minimumScaleFactor` when the XIB gives one, its `minimumFontSize` otherwise; 0, which means no
    /// shrinking at all (the text is measured once and kept at its size), when it gives neither.
    public let minimumFontSize: Double
    /// A switch's state; a control's `enabled`.
    public let isOn: Bool
    public let enabled: Bool
    /// A stack view's axis and spacing.
    public let axis: StackView.Axis
    public let spacing: Double
    public let children: [XIBElement]

    /// `UILabel`'s font when its XIB writes none, the system font of 17 points.
    public static let labelFont = FontDescriptor.system(17)

    /// The font a shrinking label is measured in: its own, or `labelFont`.
    public var fittingFont: FontDescriptor { font ?? Self.labelFont }

    /// `minimumFontSize` as the toolkits' files write it: within 0...1,000 points, the font sizes the toolkits take
    /// (not a number is 0: no shrinking).
    public var writableMinimumFontSize: Double {
        minimumFontSize.isFinite ? min(max(minimumFontSize, 0), 1000) : 0
    }

    /// The lowest size a label of `size` may shrink to where a fit lists its sizes: `writableMinimumFontSize`, raised
    /// to 400 steps (200 points) below `size`, so that a hostile or mistaken XIB cannot make a stylesheet or a row's
    /// measuring grow without bound.
    public func lowestFitSize(below size: Double) -> Double {
        max(writableMinimumFontSize, size - 400 * ShrinkToFit.step)
    }

    /// This element and every element inside it, parents first.
    public var allElements: [XIBElement] { [self] + children.flatMap(\.allElements) }
}

extension XIBCell {
    /// The first table or collection view cell of `template` and its content view's tree.
    ///
    /// - Throws: `RowGenerationError` naming `file` for a template without a cell, a content view or a frame.
    public init(template: Template, file: String) throws {
        let objects = template.objects.flatMap(\.allObjects)
        guard let cell = objects.first(where: { $0.kind == .tableViewCell || $0.kind == .collectionViewCell })
        else {
            throw RowGenerationError(
                file: file, reason: "has no tableViewCell or collectionViewCell; a user's cell must be one")
        }
        let slots: [TemplateSlot] = [.contentView, .collectionContentView]
        guard let content = cell.slots.first(where: { slots.contains($0.slot) })?.object else {
            throw RowGenerationError(file: file, line: cell.line, reason: "the cell has no content view; add one")
        }
        let frame = try XIBRow.frame(of: cell, file: file)
        self.init(file: file, frame: frame, content: try XIBElement(content, file: file, defaultFrame: frame))
    }
}

extension XIBElement {
    /// The element `object` of `file` and its subviews; `defaultFrame` for a content view that writes none (it is
    /// the cell's bounds then, as UIKit sizes it).
    init(_ object: TemplateObject, file: String, defaultFrame: Rect? = nil) throws {
        var reading = XIBElementReading()
        for property in object.properties { reading.read(property) }
        guard let frame = object.writtenFrame ?? defaultFrame?.bounds else {
            throw RowGenerationError(
                file: file, line: object.line,
                reason: "<\(object.kind.rawValue)> has no frame; add <rect key=\"frame\">")
        }
        kind = object.kind
        uikitClass = object.standInClass ?? object.kind.uikitClass
        id = object.id
        line = object.line
        self.frame = frame
        hidden = reading.hidden
        background = object.writtenBackgroundColor
        text = reading.text
        placeholder = reading.placeholder
        font = reading.font
        color = reading.color
        alignment = reading.alignment
        lineBreak = reading.lineBreak
        lines = reading.lines
        shrinksToFit = object.kind == .label && reading.adjustsFontSize && reading.text != nil
        let scale = reading.minimumScaleFactor
        minimumFontSize = scale > 0 ? (reading.font ?? Self.labelFont).pointSize * scale : reading.minimumFontSize
        isOn = reading.isOn
        enabled = reading.enabled
        axis = reading.axis
        spacing = reading.spacing
        // A visual effect view's content view is its first subview, as UIKit makes it: what the XIB puts in it
        // is in the cell (and is what a nib compiled from the XIB decodes to).
        let effectContent = object.slots.filter { $0.slot == .effectContentView }.map(\.object)
        children = try (effectContent + object.subviews).map { try XIBElement($0, file: file) }
    }
}

extension TemplateObjectKind {
    /// UIKit's class for the kind: `label` → `UILabel`, `switch` → `UISwitch`.
    public var uikitClass: String {
        switch self {
        case .webView: "WKWebView"
        default: "UI" + rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }
}
