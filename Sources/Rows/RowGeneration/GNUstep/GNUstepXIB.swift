import Views

/// A Cocoa XIB of the row (Xcode 5+ document format) for GNUstep's `NSNib`, as Xcode writes a Cocoa view with three
/// differences, each because GNUstep's XIB reader loses something otherwise (docs/gnustep.md, "The XIB"): the font
/// is named, not `metaFont="systemBold"` (which loads as regular); each label cell says `editable="NO"
/// selectable="NO"` (which Xcode omits for labels and GNUstep then reads as editable); and the backgrounds are
/// `NibOrNotFillView`s with a `fillColor` (a custom `<box>` loses its fill colour).
enum GNUstepXIB {
    static func text(_ row: XIBRow, source: String) throws -> String {
        let height = row.frame.height
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            GeneratedHeader.comment(GeneratedHeader.sentence(script: GNUstepRowFiles.script, source: source), .xml),
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
            rect(Rect(x: 0, y: 0, width: row.frame.width, height: height), 12),
            "            <subviews>",
        ]
        for (name, background, hidden) in [
            ("background", row.background, false), ("selected-background", row.selectedBackground, true),
        ] {
            lines += [
                "                <view\(hidden ? " hidden=\"YES\"" : "") id=\"\(name)\" userLabel=\"\(name)\" "
                    + "customClass=\"NibOrNotFillView\">",
                rect(GNUstepRowFiles.flipped(background.frame, within: height), 20),
                color("fillColor", try GNUstepRowFiles.fill(background, row), 20),
                "                </view>",
            ]
        }
        lines += [
            "                <customView id=\"content\" userLabel=\"content\">",
            rect(GNUstepRowFiles.flipped(row.frame, within: height), 20),
            "                    <subviews>",
        ]
        for label in row.labels {
            let tag = label.tag
            lines += [
                "                        <textField horizontalHuggingPriority=\"251\" verticalHuggingPriority=\"750\" "
                    + "tag=\"\(tag)\" id=\"label-\(tag)\">",
                rect(GNUstepRowFiles.flipped(label.frame, within: height), 28),
                "                            <textFieldCell key=\"cell\" lineBreakMode=\"truncatingTail\" "
                    + "editable=\"NO\" selectable=\"NO\" sendsActionOnEndEditing=\"YES\" "
                    + "title=\(Escaping.xmlAttribute(label.text)) "
                    + "id=\"label-\(tag)-cell\">",
                "                                <font key=\"font\" name=\"\(GNUstepRowFiles.fontName)\" "
                    + "size=\"\(GNUstepRowFiles.number(label.size))\"/>",
                // Checked present by requireClearLabelBackgrounds.
                color("textColor", label.color!, 32),
                color("backgroundColor", label.background!, 32),
                "                            </textFieldCell>",
                "                        </textField>",
            ]
        }
        lines += [
            "                    </subviews>", "                </customView>", "            </subviews>",
            "        </customView>", "    </objects>", "</document>", "",
        ]
        return lines.joined(separator: "\n")
    }

    /// `<color key=...>`: a white when the channels are equal, RGB otherwise, in the calibrated spaces.
    private static func color(_ key: String, _ color: Color, _ indent: Int) -> String {
        let n = GNUstepRowFiles.number
        let pad = String(repeating: " ", count: indent)
        if color.isGrey {
            return "\(pad)<color key=\"\(key)\" white=\"\(n(color.red))\" alpha=\"\(n(color.alpha))\" "
                + "colorSpace=\"calibratedWhite\"/>"
        }
        return "\(pad)<color key=\"\(key)\" red=\"\(n(color.red))\" green=\"\(n(color.green))\" "
            + "blue=\"\(n(color.blue))\" alpha=\"\(n(color.alpha))\" colorSpace=\"calibratedRGB\"/>"
    }

    private static func rect(_ frame: Rect, _ indent: Int) -> String {
        let n = GNUstepRowFiles.number
        return "\(String(repeating: " ", count: indent))<rect key=\"frame\" x=\"\(n(frame.origin.x))\" "
            + "y=\"\(n(frame.origin.y))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\"/>"
    }
}
