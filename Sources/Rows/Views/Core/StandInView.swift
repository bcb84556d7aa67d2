/// A view of a class the model does not know, built as its nearest known superclass, `UIView`, the way
/// UIKit builds an object of a missing class from the nearest class it has after logging "Unknown class
/// X in Interface Builder file". It names the class it stands in for, so the tree shows it; its frame,
/// subviews and constraints are a plain view's. A XIB's unknown object element and a nib's unknown view
/// class both become one (a nib's keeps its archived keys too, `NibStandInView`), so a XIB and the nib
/// compiled from it print the same tree.
open class StandInView: View {
    /// The class it stands in for: a nib's archived class (`UINavigationBar`, an app's own class), or
    /// the UIKit class a XIB's element names (`<navigationBar>` → `UINavigationBar`).
    public let archivedClassName: String

    public init(archivedClassName: String) {
        self.archivedClassName = archivedClassName
        super.init()
    }

    open override var className: String { "View(stand-in for \(archivedClassName))" }
    open override func makeFresh() -> View { StandInView(archivedClassName: archivedClassName) }

    /// UIKit's class for a XIB element name: `UI` and the name with its first letter capitalised, as
    /// Interface Builder names its elements after UIKit's classes (`navigationBar`, `toolbar`, `webView`).
    public static func uiKitClassName(forElement name: String) -> String {
        "UI" + name.prefix(1).uppercased() + name.dropFirst()
    }
}
