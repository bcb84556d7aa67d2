import Views

/// The rarer value elements of views: directional margins and Xcode 8's `frameInset`.
enum ViewExtraElements {
    /// `<directionalEdgeInsets key="directionalLayoutMargins" top= leading= bottom= trailing=>`.
    static func directionalInsets(
        _ element: XMLElementNode, in decoder: TemplateDecoder
    ) throws -> DirectionalEdgeInsets {
        var attributes = ValueElements.leafAttributes(element, decoder)
        let insets = DirectionalEdgeInsets(
            top: try attributes.requiredNumber("top"), leading: try attributes.requiredNumber("leading"),
            bottom: try attributes.requiredNumber("bottom"), trailing: try attributes.requiredNumber("trailing"))
        try attributes.finishLeaf()
        return insets
    }

    /// `<frame key="frameInset" minX= minY= maxX= maxY= width= height=>`: how Xcode 8 recorded a view's
    /// frame relative to its superview's edges, next to or instead of the `<rect>`. Editor metadata where
    /// the view has a `<rect key="frame">`, and on a cell's content view, which takes the cell's size as in
    /// UIKit; on any other view it would be the only frame, which this reader does not derive.
    static func frameInset(_ element: XMLElementNode, of view: XMLElementNode, in decoder: TemplateDecoder) throws {
        var attributes = ValueElements.leafAttributes(element, decoder)
        for name in ["minX", "minY", "maxX", "maxY", "width", "height"] { _ = try attributes.number(name) }
        try attributes.finishLeaf()
        let hasRect = view.children.contains { $0.name == "rect" && $0.key == "frame" }
        guard hasRect || view.key == "contentView" else {
            throw decoder.error(
                element,
                """
                is this view's only frame; open and save the file in a current Xcode, which writes a <rect \
                key=\"frame\">
                """
            )
        }
    }
}
