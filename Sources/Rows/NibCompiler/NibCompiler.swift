import NIB
import NibLoading
import Templates
import Typesetting
import Views

/// Compiles a XIB template into a NIBArchive, as `ibtool --compile` does: the template's objects are
/// made (without layout) and archived class by class with their own `encode(with:)`, then the proxies
/// and connections come from the template's model.
///
/// The root object's keys follow ibtool's order (section 7.2 of the format notes):
/// `UINibTopLevelObjectsKey` (proxies, then the top-level views), `UINibObjectsKey` (every object that
/// gets `awakeFromNib`), `UINibConnectionsKey` (outlets, then actions, in document order), and one
/// shared empty `NSArray` for `UINibVisibleWindowsKey`, `UINibAccessibilityConfigurationsKey`,
/// `UINibTraitStorageListsKey` and `UINibKeyValuePairsKey`.
public enum NibCompiler {
    /// Compiles `template`. With `precomputeWith`, the objects are laid out first, so every
    /// shrink-to-fit label carries its fitted font size (the seed author's hypothesis of what
    /// Interface Builder does; the key is the project's own, `NibOrNotFittedFontSize`).
    /// - Throws: `NibLoadingError` for an object the registry cannot archive; the measurer's errors.
    public static func compile(
        _ template: Template, precomputeWith measurer: TextMeasuring? = nil,
        registry: NibClassRegistry = .standard
    ) throws -> NIBArchive {
        let graph = template.makeObjectGraph()
        if let measurer { for view in graph.topLevel { try view.layoutIfNeeded(measurer: measurer) } }
        let coder = NibEncoder(registry: registry)
        for node in template.objects.flatMap(\.allObjects) {
            if let custom = node.customClass, let object = graph.objects[node.index] {
                coder.setCustomClass(custom, of: object)
            }
        }
        var proxyIndices: [Int: Int] = [:]
        func reference(_ tableIndex: Int) throws -> Int {
            if let proxy = proxyIndices[tableIndex] { return proxy }
            guard let object = graph.objects[tableIndex] else {
                throw NibLoadingError(
                    file: template.fileName, reason: "refers to object \(tableIndex), which the template did not make")
            }
            return try coder.reference(to: object)
        }
        try coder.addObject(className: "NSObject") {
            let proxies = template.placeholders
            try coder.encodeCollection(
                proxies.map { $0 as Any } + graph.topLevel.map { $0 as Any }, forKey: "UINibTopLevelObjectsKey"
            ) { item in
                if let placeholder = item as? TemplatePlaceholder {
                    let index = coder.addObject(className: "UIProxyObject") {
                        coder.encodeString(identifier(of: placeholder.role), forKey: "UIProxiedObjectIdentifier")
                    }
                    proxyIndices[placeholder.index] = index
                    return index
                }
                return try coder.reference(to: item as AnyObject)
            }
            // Gesture recognizers are objects of the nib that no view archives: listed here, they are decoded and
            // woken as UIKit's are, and attached to their views by the outlet collection connections.
            let everything =
                proxies.map(\.index) + template.objects.flatMap(\.allObjects).map(\.index)
                + template.auxiliary.gestureRecognizers.map(\.index)
            try coder.encodeCollection(everything, forKey: "UINibObjectsKey") { try reference($0) }
            let wiring =
                template.connections.map { Wiring.outlet($0) }
                + template.auxiliary.outletCollections.map { Wiring.outletCollection($0) }
                + template.actions.map { Wiring.action($0) }
                + template.auxiliary.gestureRecognizers.flatMap { recognizer in
                    recognizer.actions.map {
                        Wiring.recognizerAction(
                            selector: $0.selector, source: recognizer.index, destination: $0.destinationIndex)
                    }
                }
            try coder.encodeCollection(wiring, forKey: "UINibConnectionsKey") { item in
                switch item {
                case .outlet(let outlet):
                    return try coder.addObject(className: "UIRuntimeOutletConnection") {
                        coder.encodeString(outlet.property, forKey: "UILabel")
                        coder.encode(.object(try reference(outlet.sourceIndex)), forKey: "UISource")
                        coder.encode(.object(try reference(outlet.destinationIndex)), forKey: "UIDestination")
                    }
                case .outletCollection(let collection):
                    return try coder.addObject(className: "UIRuntimeOutletCollectionConnection") {
                        coder.encodeString(collection.property, forKey: "UILabel")
                        coder.encode(.object(try reference(collection.sourceIndex)), forKey: "UISource")
                        coder.encode(.object(try reference(collection.destinationIndex)), forKey: "UIDestination")
                    }
                case .recognizerAction(let selector, let source, let destination):
                    // No UIEventMask: a recognizer's action has no control event.
                    return try coder.addObject(className: "UIRuntimeEventConnection") {
                        coder.encodeString(selector, forKey: "UILabel")
                        coder.encode(.object(try reference(source)), forKey: "UISource")
                        coder.encode(.object(try reference(destination)), forKey: "UIDestination")
                    }
                case .action(let action):
                    return try coder.addObject(className: "UIRuntimeEventConnection") {
                        coder.encodeString(action.selector, forKey: "UILabel")
                        coder.encode(.object(try reference(action.sourceIndex)), forKey: "UISource")
                        coder.encode(.object(try reference(action.destinationIndex)), forKey: "UIDestination")
                        coder.encodeInteger(eventMask(action.eventType), forKey: "UIEventMask")
                    }
                }
            }
            let empty = coder.collectionReference([Int]()) { $0 }
            for key in [
                "UINibVisibleWindowsKey", "UINibAccessibilityConfigurationsKey", "UINibTraitStorageListsKey",
                "UINibKeyValuePairsKey",
            ] {
                coder.encode(.object(empty), forKey: key)
            }
        }
        return coder.build()
    }

    private enum Wiring {
        case outlet(TemplateConnection)
        case outletCollection(TemplateOutletCollection)
        case action(TemplateAction)
        case recognizerAction(selector: String, source: Int, destination: Int)
    }

    public static func identifier(of role: TemplatePlaceholder.Role) -> String {
        switch role {
        case .owner: "IBFilesOwner"
        case .firstResponder: "IBFirstResponder"
        case .external(let name): name
        }
    }

    /// `UIControl.Event`'s bit for an event.
    public static func eventMask(_ event: ControlEvent) -> Int {
        let bits: [ControlEvent: Int] = [
            .touchDown: 0, .touchDownRepeat: 1, .touchDragInside: 2, .touchDragOutside: 3, .touchDragEnter: 4,
            .touchDragExit: 5, .touchUpInside: 6, .touchUpOutside: 7, .touchCancel: 8, .valueChanged: 12,
            .primaryActionTriggered: 13, .editingDidBegin: 16, .editingChanged: 17, .editingDidEnd: 18,
            .editingDidEndOnExit: 19,
        ]
        return 1 << bits[event]!
    }
}
