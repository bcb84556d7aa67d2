import Views

/// A user's cell as a Cocoa XIB for GNUstep's `NSNib`, in the form the seed's `templates/gnustep/Cell.xib` has
/// (docs/gnustep.md, "The XIB"): the cell a `customView`, every view an element of its own with its frame in AppKit's
/// coordinates, a control's properties on its cell element. GNUstep reads no iOS XIB (it finds no object for
/// `<tableViewCell>` or `<label>` and fails to load it), so the user's XIB is translated into this one.
enum GNUstepUserCellXIB {
    static func text(_ tree: GNUstepUserCellTree, header: String) -> String {
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            GeneratedHeader.comment(header, .xml),
            "<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"3.0\" toolsVersion=\"21701\" "
                + "targetRuntime=\"MacOSX.Cocoa\" propertyAccessControl=\"none\">",
            "    <dependencies>",
            "        <plugIn identifier=\"com.apple.InterfaceBuilder.CocoaPlugin\" version=\"21701\"/>",
            "    </dependencies>",
            "    <objects>",
            "        <customObject id=\"-2\" userLabel=\"File's Owner\"/>",
            "        <customObject id=\"-1\" userLabel=\"First Responder\" customClass=\"FirstResponder\"/>",
            "        <customObject id=\"-3\" userLabel=\"Application\" customClass=\"NSObject\"/>",
            "        <customView id=\"cell\" userLabel=\"cell\">",
            "            " + rect(Rect(x: 0, y: 0, width: tree.width, height: tree.height)),
        ]
        lines += subviews(of: "cell", tree, depth: 3)
        return (lines + ["        </customView>", "    </objects>", "</document>", ""]).joined(separator: "\n")
    }

    private static func subviews(of parent: String, _ tree: GNUstepUserCellTree, depth: Int) -> [String] {
        let children = tree.children(of: parent)
        guard !children.isEmpty else { return [] }
        let pad = String(repeating: "    ", count: depth)
        return ["\(pad)<subviews>"] + children.flatMap { element($0, tree, depth: depth + 1) } + ["\(pad)</subviews>"]
    }

    private static func element(_ node: GNUstepUserCellTree.Node, _ tree: GNUstepUserCellTree, depth: Int) -> [String] {
        let pad = String(repeating: "    ", count: depth)
        let view = node.view, source = node.element
        var attributes = [view.xibElement]
        if source.hidden { attributes.append("hidden=\"YES\"") }
        attributes += view.properties.filter { $0.place == .viewAttribute }.map(\.xib)
        attributes.append("id=\"\(node.variable)\"")
        if view.isCustom { attributes.append("customClass=\"\(view.objcClass)\"") }
        var lines = [
            pad + GeneratedHeader.comment("\(source.uikitClass) \(source.origin)", .xml),
            "\(pad)<\(attributes.joined(separator: " "))>",
            "\(pad)    " + rect(node.frame),
        ]
        lines += view.properties.filter { $0.place == .viewChild }.map { "\(pad)    \($0.xib)" }
        if let cell = view.cellElement {
            let cellAttributes = view.properties.filter { $0.place == .cellAttribute }.map(\.xib)
            let children = view.properties.filter { $0.place == .cellChild }.map(\.xib)
            let open = ([cell, "key=\"cell\""] + cellAttributes + ["id=\"\(node.variable)-cell\""])
                .joined(separator: " ")
            lines +=
                children.isEmpty
                ? ["\(pad)    <\(open)/>"]
                : ["\(pad)    <\(open)>"] + children.map { "\(pad)        \($0)" } + ["\(pad)    </\(cell)>"]
        }
        lines += subviews(of: node.variable, tree, depth: depth + 1)
        return lines + ["\(pad)</\(view.xibElement)>"]
    }

    /// `<color key=...>`: a white when the channels are equal, RGB otherwise, in the calibrated spaces, each channel
    /// within 0...1.
    static func color(_ key: String, _ color: Color) -> String {
        let n = { GNUstepRowFiles.number(GNUstepUserCellTree.channel($0)) }
        if color.red == color.green && color.green == color.blue {
            return "<color key=\"\(key)\" white=\"\(n(color.red))\" alpha=\"\(n(color.alpha))\" "
                + "colorSpace=\"calibratedWhite\"/>"
        }
        return "<color key=\"\(key)\" red=\"\(n(color.red))\" green=\"\(n(color.green))\" blue=\"\(n(color.blue))\" "
            + "alpha=\"\(n(color.alpha))\" colorSpace=\"calibratedRGB\"/>"
    }

    private static func rect(_ frame: Rect) -> String {
        let n = GNUstepRowFiles.number
        return "<rect key=\"frame\" x=\"\(n(frame.origin.x))\" y=\"\(n(frame.origin.y))\" "
            + "width=\"\(n(frame.width))\" height=\"\(n(frame.height))\"/>"
    }
}
