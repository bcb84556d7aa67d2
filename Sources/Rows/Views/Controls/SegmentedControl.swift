/// A row of segments, as `UISegmentedControl`: no segments and none selected (-1) by default.
open class SegmentedControl: Control {
    /// One segment: its title or image name (as `insertSegment(withTitle:at:animated:)`), and whether it is enabled.
    public struct Segment: Sendable, Equatable, CustomStringConvertible {
        public var title: String?
        public var image: String?
        public var isEnabled = true

        public init(title: String? = nil, image: String? = nil, isEnabled: Bool = true) {
            self.title = title
            self.image = image
            self.isEnabled = isEnabled
        }

        public var description: String {
            (title.map { "\"\($0)\"" } ?? image.map { "image \"\($0)\"" } ?? "empty") + (isEnabled ? "" : " disabled")
        }
    }

    public var segments: [Segment] = []
    public var selectedSegmentIndex = -1
    public var isMomentary = false
    public var selectedSegmentTintColor: Color?

    open override var className: String { "SegmentedControl" }
    open override func makeFresh() -> View { SegmentedControl() }

    open override func appendProperties(to list: inout [ViewProperty]) {
        super.appendProperties(to: &list)
        list.append("segments", "[" + segments.map(\.description).joined(separator: ", ") + "]")
        list.append("selectedSegmentIndex", selectedSegmentIndex)
        list.append("momentary", isMomentary)
        list.append("selectedSegmentTintColor", selectedSegmentTintColor)
    }
}
