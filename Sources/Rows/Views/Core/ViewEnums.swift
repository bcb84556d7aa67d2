/// Which margins and dimensions grow with the superview, as `UIView.AutoresizingMask`.
public struct AutoresizingMask: OptionSet, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    static let names: [(AutoresizingMask, String)] = [
        (.flexibleLeftMargin, "flexibleLeftMargin"), (.flexibleWidth, "flexibleWidth"),
        (.flexibleRightMargin, "flexibleRightMargin"), (.flexibleTopMargin, "flexibleTopMargin"),
        (.flexibleHeight, "flexibleHeight"), (.flexibleBottomMargin, "flexibleBottomMargin"),
    ]

    public var description: String {
        let parts = Self.names.filter { contains($0.0) }.map(\.1)
        return parts.isEmpty ? "[]" : "[" + parts.joined(separator: ", ") + "]"
    }
}

/// How a view lays out its content when its bounds change, as `UIView.ContentMode`.
public enum ContentMode: String, CaseIterable, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
}

/// Horizontal alignment of a label's text, as `NSTextAlignment`.
public enum TextAlignment: String, CaseIterable, Sendable {
    case natural, left, center, right, justified
}

/// What a label does with text that is too long, as `NSLineBreakMode`.
public enum LineBreakMode: String, CaseIterable, Sendable {
    case wordWrap, characterWrap, clip, headTruncation, tailTruncation, middleTruncation
}

/// Where shrunk text sits vertically, as `UIBaselineAdjustment`.
public enum BaselineAdjustment: String, CaseIterable, Sendable {
    case alignBaselines, alignCenters, none
}

/// How a selected cell is highlighted, as `UITableViewCell.SelectionStyle`.
public enum SelectionStyle: String, CaseIterable, Sendable {
    case none, blue, gray, `default`
}

/// A table cell's built-in layout, as `UITableViewCell.CellStyle`.
public enum CellStyle: String, CaseIterable, Sendable {
    case `default`, value1, value2, subtitle
}

/// What a table cell shows at its trailing edge, as `UITableViewCell.AccessoryType`.
public enum AccessoryType: String, CaseIterable, Sendable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
}
