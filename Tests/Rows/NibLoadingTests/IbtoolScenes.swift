import Foundation
import NIB
import NibLoading
import Views

/// The larger ibtool-shaped fixtures: a storyboard's table view holding a prototype cell as a nested
/// nib, and a storyboard scene (a controller, a placeholder for another scene, a segue template).
extension IbtoolFixtures {
    static let wiring = fixtures.appendingPathComponent("ibtool-wiring.xib")
    static let textAndImages = templateFixtures.appendingPathComponent("text-and-images.xib")

    /// `ibtool-wiring.xib`'s view, then a `UITableView` whose prototype cell `Styled` is the ibtool-shaped
    /// nib of `text-and-images.xib`, in an `NSData` under `UINib`'s `archiveData` (notes §7.9).
    static func tableWithPrototype() throws -> NIBArchive {
        let prototype = try archive(try template(textAndImages))
        var extras = IbtoolFixtures.Extras()
        extras.topLevel = [
            { coder in
                try coder.addObject(className: "UITableView") {
                    let table = TableView()
                    table.frame = Rect(x: 0, y: 0, width: 320, height: 480)
                    try ScrollView.encodeScrollViewKeys(table, to: coder)
                    coder.encodeDouble(90, forKey: "UIRowHeight")
                    let nibs = coder.addObject(className: "NSDictionary") {
                        coder.encode(.bool(true), forKey: NIBArchive.inlinedValueKey)
                        coder.encode(.object(coder.stringReference("Styled")), forKey: NIBArchive.elementKey)
                        coder.encode(
                            .object(IbtoolShapes.nestedNib(prototype, in: coder)), forKey: NIBArchive.elementKey)
                    }
                    coder.encode(.object(nibs), forKey: "UITableViewCellPrototypeNibs")
                }
            }
        ]
        return try archive(try template(wiring), extras: extras)
    }

    /// `ibtool-wiring.xib`'s view, then a `UIViewController` (storyboard identifier `Detail`, one show
    /// segue template `showMore`) whose `view` outlet is that view, and a placeholder for scene `Next`
    /// of storyboard `Other`. The controller's and segue's key names are the fixture's guesses.
    static func storyboardScene() throws -> NIBArchive {
        var controller = 0, segue = 0
        var extras = IbtoolFixtures.Extras()
        extras.topLevel = [
            { coder in
                controller = coder.addObject(className: "UIViewController") {
                    coder.encodeString("Detail", forKey: "UIStoryboardIdentifier")
                    segue = coder.addObject(className: "UIStoryboardShowSegueTemplate") {
                        coder.encodeString("showMore", forKey: "UIIdentifier")
                        coder.encodeString("Next", forKey: "UIDestinationViewControllerIdentifier")
                    }
                    coder.encode(
                        .object(coder.collectionReference([segue]) { $0 }), forKey: "UIStoryboardSegueTemplates")
                }
                return controller
            },
            { coder in
                coder.addObject(className: "UIStoryboardViewControllerPlaceholder") {
                    coder.encodeString("Next", forKey: "UIStoryboardIdentifier")
                    coder.encodeString("Other", forKey: "UIReferencedStoryboardName")
                }
            },
        ]
        extras.connections = [
            { coder, views in
                coder.addObject(className: "UIRuntimeOutletConnection") {
                    coder.encodeString("view", forKey: "UILabel")
                    coder.encode(.object(controller), forKey: "UISource")
                    coder.encode(.object(views[0]), forKey: "UIDestination")  // the template's top-level view
                }
            }
        ]
        return try archive(try template(wiring), extras: extras)
    }
}
