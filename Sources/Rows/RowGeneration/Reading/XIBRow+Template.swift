import Templates
import Typesetting
import Views

extension XIBRow {
    /// The row of the template's first table cell: its frame, its `backgroundView` and `selectedBackgroundView`,
    /// and the labels of its content view. With `expectedLabels`, a row of any other number of labels is refused.
    ///
    /// - Throws: `RowGenerationError` naming `file` for a template without a table cell, a background view, a
    ///   frame or a font, for a content view holding anything but labels (which no generator translates yet),
    ///   and for a label whose tag is negative or repeated (tags name the generated widgets and variables).
    public init(template: Template, file: String, expectedLabels: Int? = nil) throws {
        let objects = template.objects.flatMap(\.allObjects)
        guard let cell = objects.first(where: { $0.kind == .tableViewCell }) else {
            throw RowGenerationError(file: file, reason: "has no tableViewCell; the generators translate table cells")
        }
        func slot(_ slot: TemplateSlot) throws -> TemplateObject {
            guard let object = cell.slots.first(where: { $0.slot == slot })?.object else {
                throw RowGenerationError(file: file, line: cell.line, reason: "has no \(slot.rawValue); add one")
            }
            return object
        }
        let content = try slot(.contentView)
        func background(_ object: TemplateObject) throws -> XIBBackground {
            XIBBackground(frame: try Self.frame(of: object, file: file), color: object.writtenBackgroundColor)
        }
        var labels: [XIBLabel] = []
        for subview in content.subviews {
            guard subview.kind == .label else {
                throw RowGenerationError(
                    file: file, line: subview.line,
                    reason: "the content view holds a \(subview.kind.rawValue); the generators translate labels only")
            }
            let label = try XIBLabel(subview, file: file)
            if labels.contains(where: { $0.tag == label.tag }) {
                throw RowGenerationError(
                    file: file, line: label.line,
                    reason: "a second label has tag \(label.tag); each label needs its own tag, which names it")
            }
            labels.append(label)
        }
        if let expectedLabels, labels.count != expectedLabels {
            throw RowGenerationError(file: file, reason: "has \(labels.count) labels; expected \(expectedLabels)")
        }
        self.init(
            file: file, frame: try Self.frame(of: cell, file: file),
            background: try background(try slot(.backgroundView)),
            selectedBackground: try background(try slot(.selectedBackgroundView)), labels: labels)
    }

    static func frame(of object: TemplateObject, file: String) throws -> Rect {
        guard let frame = object.writtenFrame else {
            throw RowGenerationError(
                file: file, line: object.line,
                reason: "<\(object.kind.rawValue)> has no frame; add <rect key=\"frame\">")
        }
        return frame
    }
}

extension XIBLabel {
    /// The label `object` of `file`, as scripts/rowgen/xib.py read one, with the model's defaults where the XIB
    /// writes nothing (tail truncation, no minimum size).
    init(_ object: TemplateObject, file: String) throws {
        var text = "", font: FontDescriptor?, lineBreak = LineBreakMode.tailTruncation, fit = true, minimum = 0.0
        var color: Color?, shadow: Color?, alignment = TextAlignment.natural
        var baseline = BaselineAdjustment.alignBaselines
        for case .label(let setting) in object.properties {
            switch setting {
            case .text(let value): text = value
            case .font(let value): font = value
            case .lineBreakMode(let value): lineBreak = value
            case .adjustsFontSizeToFitWidth(let value): fit = value
            case .minimumFontSize(let value): minimum = value
            case .textColor(let value): color = value
            case .shadowColor(let value): shadow = value
            case .textAlignment(let value): alignment = value
            case .baselineAdjustment(let value): baseline = value
            default: break
            }
        }
        guard let tag = object.writtenTag, tag >= 0 else {
            throw RowGenerationError(
                file: file, line: object.line,
                reason: "a label has no tag or a negative one; give each label a tag of 0 or more, which names it")
        }
        guard let font else {
            throw RowGenerationError(file: file, line: object.line, reason: "label tag \(tag) has no fontDescription")
        }
        self.init(
            line: object.line, tag: tag, text: text, frame: try XIBRow.frame(of: object, file: file), face: font.face,
            size: font.pointSize, lineBreak: lineBreak, fit: fit, minimum: minimum, color: color,
            background: object.writtenBackgroundColor, shadow: shadow, alignment: alignment,
            baselineAdjustment: baseline)
    }
}
