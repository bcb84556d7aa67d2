import Foundation

/// A small table cell of every kind the GTK mapping knows, and two it does not (a slider, a progress view), with
/// hostile strings where a XIB's strings land in generated C, UI files and CSS: a label's text that would end a C
/// string and call `system`, a comment's end, and an identifier of 300 characters.
public enum UserCellFixture {
    /// The label text that must stay one C literal.
    public static let hostileText = "\"); system(\"x"
    /// An object id of 300 characters, quoted in the generated files' comments.
    public static let longIdentifier = String(repeating: "i", count: 299) + "\\"

    public static var xib: String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14113" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell contentMode="scaleToFill" id="cell-1">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="120"/>
                    <tableViewCellContentView key="contentView" opaque="NO" id="content-1">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="119.5"/>
                        <subviews>
                            <label opaque="NO" text="\(escaped(hostileText))" lineBreakMode="tailTruncation" \
        id="*/ -->">
                                <rect key="frame" x="10" y="4" width="200" height="20"/>
                                <fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>
                                <color key="textColor" red="0.0" green="0.2" blue="0.5" alpha="1" colorSpace="custom" \
        customColorSpace="sRGB"/>
                            </label>
                            <imageView contentMode="scaleAspectFit" image="avatar" id="\(longIdentifier)">
                                <rect key="frame" x="270" y="4" width="40" height="40"/>
                            </imageView>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" id="button-1">
                                <rect key="frame" x="10" y="80" width="102" height="36"/>
                                <fontDescription key="fontDescription" type="system" pointSize="16"/>
                                <state key="normal" title="Read */ more"/>
                            </button>
                            <view contentMode="scaleToFill" id="view-1">
                                <rect key="frame" x="10" y="28" width="200" height="40"/>
                                <subviews>
                                    <label opaque="NO" text="inner" numberOfLines="0" lineBreakMode="wordWrap" \
        id="label-2">
                                        <rect key="frame" x="0.0" y="0.0" width="137" height="20"/>
                                        <fontDescription key="fontDescription" type="system" weight="semibold" \
        pointSize="14"/>
                                    </label>
                                </subviews>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                            </view>
                            <switch opaque="NO" contentMode="scaleToFill" on="YES" id="switch-1">
                                <rect key="frame" x="250" y="80" width="51" height="31"/>
                            </switch>
                            <textField opaque="NO" contentMode="scaleToFill" text="typed" placeholder="name" \
        id="field-1">
                                <rect key="frame" x="120" y="84" width="120" height="30"/>
                                <fontDescription key="fontDescription" type="system" pointSize="14"/>
                            </textField>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="4" id="stack-1">
                                <rect key="frame" x="220" y="50" width="40" height="20"/>
                                <subviews>
                                    <label opaque="NO" text="shrinks" minimumScaleFactor="0.5" id="label-3">
                                        <rect key="frame" x="0.0" y="0.0" width="40" height="20"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="12"/>
                                    </label>
                                </subviews>
                            </stackView>
                            <slider opaque="NO" contentMode="scaleToFill" value="0.5" minValue="0.0" maxValue="1" \
        id="slider-1">
                                <rect key="frame" x="120" y="50" width="90" height="31"/>
                            </slider>
                            <progressView opaque="NO" contentMode="scaleToFill" progress="0.5" id="progress-1">
                                <rect key="frame" x="10" y="72" width="200" height="2"/>
                            </progressView>
                        </subviews>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>

        """
    }

    /// A XIB of a plain view, which is no cell: what the toolkits leave out in one line.
    public static let plainXIB = document(
        """
                <view contentMode="scaleToFill" id="v1">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="40"/>
                </view>
        """)

    /// A CocoaTouch XIB whose `<objects>` hold `objects` (lines indented by 8 spaces, as inside `<objects>`).
    public static func document(_ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14113" \
        targetRuntime="iOS.CocoaTouch" propertyAccessControl="none">
            <objects>
        \(objects)
            </objects>
        </document>

        """
    }

    /// Writes `text` (the fixture's XIB unless given) as `UserCell.xib` into a new temporary folder and returns its
    /// URL; the caller removes the folder.
    public static func write(_ text: String = xib) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("user-cell-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("UserCell.xib")
        try Data(text.utf8).write(to: file)
        return file
    }

    /// `text` as an XML attribute's value between double quotes.
    private static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;")
    }
}
