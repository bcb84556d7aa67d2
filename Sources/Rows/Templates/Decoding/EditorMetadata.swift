/// What Interface Builder writes for itself, which the reader accepts and drops by name.
///
/// An explicit list rather than "skip whatever is unknown": a misspelt or unsupported attribute must be an
/// error, so that a template never silently builds something other than what its file says.
enum EditorMetadata {
    /// Attributes that only steer the editor or the compiler and set nothing on the object at run time.
    static let attributes: Set<String> = [
        // document: versions and editor settings
        "toolsVersion", "systemVersion", "targetRuntime", "propertyAccessControl", "useAutolayout",
        "useTraitCollections", "useSafeAreas", "colorMatched", "launchScreen",
        // any object: names in the editor's outline and the module that holds a custom class
        "userLabel", "customModule", "customModuleProvider",
        // Auto Layout hints that this model, laid out by frames, does not use
        "horizontalHuggingPriority", "verticalHuggingPriority",
        "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority",
        "translatesAutoresizingMaskIntoConstraints", "fixedFrame", "misplaced", "ambiguous",
        "placeholderIntrinsicWidth", "placeholderIntrinsicHeight",
        // whether Xcode's own "automatic" preferred width is on: UIKit's default (0, automatic) already means it
        "useAutomaticPreferredMaxLayoutWidth",
    ]

    /// Attributes that are editor-only on one element, though the same name may mean something elsewhere.
    static let attributesByElement: [String: Set<String>] = [
        // the height Interface Builder draws a stand-alone cell at; UITableViewCell has no such property
        "tableViewCell": ["rowHeight"],
        // a constraint the editor shows as a symbol rather than a number
        "constraint": ["symbolic"],
        // whether the editor shows prototype cells; a XIB's collection view has none
        "collectionView": ["dataMode"],
    ]

    /// Whether `attribute` on an element named `element` is editor metadata.
    static func isIgnored(attribute: String, on element: String) -> Bool {
        attributes.contains(attribute) || attributesByElement[element]?.contains(attribute) == true
    }

    /// Elements dropped with everything inside them: the editor's device, plugins, canvas and simulated metrics.
    static let elements: Set<String> = [
        "device", "dependencies", "designables",
        "freeformSimulatedSizeMetrics", "simulatedMetricsContainer",
        "simulatedStatusBarMetrics", "simulatedNavigationBarMetrics", "simulatedTabBarMetrics",
        "simulatedOrientationMetrics", "simulatedScreenMetrics",
    ]

    /// `key` values of `<nil>` that stand for simulated metrics Xcode inferred.
    static let simulatedNilKeys = [
        "simulatedStatusBarMetrics", "simulatedTopBarMetrics", "simulatedBottomBarMetrics",
        "simulatedOrientationMetrics", "simulatedScreenMetrics", "simulatedDestinationMetrics",
    ]

    /// `key` values of `<point>` that place an object on the editor's canvas.
    static let pointKeys: Set<String> = ["canvasLocation"]

    /// `elements` as a list, compared by length first: every child of every element is checked, and a
    /// handful of length comparisons costs less than hashing each name.
    private static let elementList = Array(elements)

    /// Whether a child element is editor metadata to be skipped whole: also `<nil key="simulated...">`,
    /// the form older Xcode writes for "inferred" simulated metrics.
    static func isIgnored(_ element: XMLElementNode) -> Bool {
        let name = element.name, length = name.utf8.count
        for candidate in elementList where candidate.utf8.count == length && candidate == name { return true }
        if length == 3, name == "nil", let key = element.key {
            // Every such key is 22 to 27 bytes long: the usual `<nil key="textColor">` is ruled out at once.
            let keyLength = key.utf8.count
            guard keyLength >= 22, keyLength <= 27 else { return false }
            for candidate in simulatedNilKeys where candidate.utf8.count == keyLength && candidate == key {
                return true
            }
        }
        return length == 5 && name == "point" && element.key.map(pointKeys.contains) == true
    }
}
