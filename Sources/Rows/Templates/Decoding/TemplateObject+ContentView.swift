import Views

extension TemplateObject {
    /// A cell's content view that the file gives no `<rect key="frame">` (Xcode 8 wrote a `frameInset`
    /// instead, or nothing) takes the cell's bounds, as UIKit sizes a content view to its cell; with a
    /// rect, or when the cell has none either, it is returned as it is.
    func sizedToCell(if element: XMLElementNode, cellProperties: [TemplateProperty]) -> TemplateObject {
        guard !element.children.contains(where: { $0.name == "rect" && $0.key == "frame" }) else { return self }
        let cellFrame = cellProperties.lazy.compactMap { property -> Rect? in
            if case .view(.frame(let frame)) = property { return frame }
            return nil
        }.last
        guard let cellFrame else { return self }
        return with(properties: [.view(.frame(cellFrame.bounds))] + properties, subviews: subviews, slots: slots)
    }
}
