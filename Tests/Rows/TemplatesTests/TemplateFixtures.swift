import Foundation
import Templates
import TestFixtures
import Typesetting
import Views

/// Paths and hand-built expectations shared by the template tests.
enum TemplateFixtures {
    /// The package root, found from TestSupport's path so tests run from any directory.
    static let packageRoot = PackagePaths.root

    static func template(_ name: String) -> URL {
        packageRoot.appendingPathComponent("templates").appendingPathComponent(name)
    }

    /// Real Xcode XIBs, kept outside the package and never copied into it.
    static let corpus = SharedFolder.corpus("xib-corpus")

    /// The 20 label frames of Cell.xib and Cell2.xib, tag 1 first.
    static let frames: [Rect] = [
        (5, 0, 60, 20), (70, 0, 100, 20), (175, 0, 80, 20), (260, 0, 55, 20),
        (5, 22, 95, 20), (105, 22, 70, 20), (180, 22, 88, 20), (270, 22, 45, 20),
        (5, 44, 120, 20), (130, 44, 75, 20), (210, 44, 105, 20),
        (5, 66, 64, 20), (74, 66, 84, 20), (163, 66, 92, 20), (260, 66, 55, 20),
        (5, 88, 68, 20), (78, 88, 110, 20), (193, 88, 72, 20), (270, 88, 45, 20), (5, 110, 310, 20),
    ].map { Rect(x: $0.0, y: $0.1, width: $0.2, height: $0.3) }

    /// Fitted sizes with `WidthPerCharacterMeasurer` (6.6363 pt per point for "placeholder"), worked out
    /// by hand: the largest of 14, 13.5, ... 10 with 6.6363 × size ≤ width, else 10. E.g. tag 14 is
    /// 92 pt wide: 13.5 × 6.6363 = 89.6 fits, 14 × 6.6363 = 92.9 does not.
    static let fittedSizes: [Double] = [
        10, 14, 12, 10, 14, 10.5, 13, 10, 14, 11, 14, 10, 12.5, 13.5, 10, 10, 14, 10.5, 10, 14,
    ]

    /// The row as code would build it, property by property, to compare the template's tree against.
    static func handBuiltCell(fit: Bool) -> TableViewCell {
        let bounds = Rect(x: 0, y: 0, width: 320, height: 132)
        let cell = TableViewCell(frame: bounds, reuseIdentifier: "Cell")
        let background = View(frame: bounds)
        background.backgroundColor = Color(white: 0.95, alpha: 1)
        cell.backgroundView = background
        let selected = View(frame: bounds)
        selected.backgroundColor = Color(white: 0.85, alpha: 1)
        cell.selectedBackgroundView = selected
        for (offset, frame) in frames.enumerated() {
            let label = Label(frame: frame)
            label.tag = offset + 1
            label.font = .boldSystem(14)
            label.shadowOffset = Size(width: 1, height: 1)
            label.textColor = Color(red: 0, green: 0.2, blue: 0.5, alpha: 1)
            label.backgroundColor = .clear
            label.text = "placeholder"
            label.autoresizingMask = .flexibleLeftMargin
            label.adjustsFontSizeToFitWidth = fit
            label.minimumFontSize = 10
            label.baselineAdjustment = .alignCenters
            label.lineBreakMode = .tailTruncation
            label.highlightedTextColor = .clear
            cell.contentView.addSubview(label)
        }
        return cell
    }

    /// A minimal XIB around `objects`: the XML declaration is line 1, `<document>` line 2, `<objects>`
    /// line 3, so the first line of `objects` is line 4.
    static func xib(_ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701">
        <objects>
        \(objects)
        </objects>
        </document>
        """
    }
}

/// An owner that accepts no outlet, to provoke UIKit's `setValue:forUndefinedKey:`.
final class RefusingOwner: OutletOwner {
    func connect(outlet name: String, to object: AnyObject) -> Bool { false }
}

/// An owner that accepts every outlet and remembers it.
final class RecordingOwner: OutletOwner {
    var connected: [(name: String, object: AnyObject)] = []
    func connect(outlet name: String, to object: AnyObject) -> Bool {
        connected.append((name, object))
        return true
    }
}
