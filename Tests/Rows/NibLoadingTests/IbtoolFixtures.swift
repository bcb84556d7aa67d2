import Foundation
import NIB
import NibCompiler
import NibLoading
import Templates
import Views

/// Nibs in the shapes Xcode's ibtool writes (issue 19), made at test time with the project's writer from
/// XIBs, so the tests run on any clone with no Apple-compiled nib (research/nib-format.md §7):
///
/// - the root's keys in ibtool's order, one shared empty `NSArray` for the empty ones, objects numbered
///   depth first, the class table in order of first object with fallback-only classes last, booleans 5/4
///   (`NibEncoder`/`NIBArchiveBuilder` do all of these);
/// - runtime attributes as `UINibKeyValuePair`s in `UINibKeyValuePairsKey`, not on the views;
/// - an outlet collection as one `UIRuntimeOutletCollectionConnection` whose destination is an array;
/// - a label's attributed text as an `NSAttributedString` under `UIAttributedText`, an image view's symbol
///   configuration as a `UIImageSymbolConfiguration` under `UIPreferredSymbolConfiguration` (guessed keys,
///   docs/nib-coding.md), through `IbtoolShapes`;
/// - optionally trait storage lists, extra top-level objects (a storyboard scene's) and extra objects.
enum IbtoolFixtures {
    static let fixtures = NibFixtures.packageRoot.appendingPathComponent("Tests/Rows/NibLoadingTests/Fixtures")
    static let templateFixtures = NibFixtures.packageRoot.appendingPathComponent("Tests/Rows/TemplatesTests/Fixtures")

    /// Archives labels and image views in ibtool's shapes instead of the project's own keys.
    static let registry: NibClassRegistry = NibClassRegistry.standard
        .replacing(
            NibClassCoding(
                className: "UILabel", type: Label.self, decode: Label.labelNibCoding.decode,
                encode: { object, coder in
                    let label = object as! Label
                    let text = label.attributedText
                    if text != nil { label.attributedText = nil }
                    defer { if let text { label.attributedText = text } }
                    try Label.encodeLabelKeys(label, to: coder)
                    if let text {
                        coder.encode(
                            .object(IbtoolShapes.attributedString(text, in: coder)), forKey: "UIAttributedText")
                    }
                })
        )
        .replacing(
            NibClassCoding(
                className: "WKWebView", type: WebView.self, decode: WebView.webViewNibCoding.decode,
                encode: { object, coder in
                    try View.encodeViewKeys(object as! View, to: coder)
                    // What a XIB's <wkWebViewConfiguration> becomes; the keys are the fixture's, kept and not run.
                    let configuration = coder.addObject(className: "WKWebViewConfiguration") {
                        let preferences = coder.addObject(className: "WKPreferences") {
                            coder.encodeBool(true, forKey: "javaScriptEnabled")
                        }
                        coder.encode(.object(preferences), forKey: "preferences")
                    }
                    coder.encode(.object(configuration), forKey: "configuration")
                })
        )
        .replacing(
            NibClassCoding(
                className: "UIImageView", type: ImageView.self, decode: ImageView.imageViewNibCoding.decode,
                encode: { object, coder in
                    let view = object as! ImageView
                    let configuration = view.preferredSymbolConfiguration
                    view.preferredSymbolConfiguration = nil
                    defer { view.preferredSymbolConfiguration = configuration }
                    try ImageView.encodeImageViewKeys(view, to: coder)
                    if let configuration {
                        coder.encode(
                            .object(IbtoolShapes.symbolConfiguration(configuration, in: coder)),
                            forKey: "UIPreferredSymbolConfiguration")
                    }
                }))

    /// What a fixture adds to the template's objects.
    struct Extras {
        /// Trait storage lists for `UINibTraitStorageListsKey`, each written by the closure.
        var traitStorageLists: [(NibEncoder) -> Int] = []
        /// Top-level objects after the template's (a storyboard scene's controller, placeholders).
        var topLevel: [(NibEncoder) throws -> Int] = []
        /// Connections after the template's; the closure gets the object indices of the template's top-level views.
        var connections: [(NibEncoder, [Int]) throws -> Int] = []
    }

    static func template(_ url: URL) throws -> Template { try TemplateReader.read(contentsOf: url) }

    /// The ibtool-shaped archive of `template`.
    static func archive(_ template: Template, extras: Extras = Extras()) throws -> NIBArchive {
        let graph = template.makeObjectGraph()
        let coder = NibEncoder(registry: registry)
        for node in template.objects.flatMap(\.allObjects) {
            if let custom = node.customClass, let object = graph.objects[node.index] {
                coder.setCustomClass(custom, of: object)
            }
        }
        // ibtool keeps runtime attributes in the root: taken off the views before they are archived.
        var attributes: [(View, [RuntimeAttribute])] = []
        for case let view as View in graph.objects.compactMap({ $0 }) where !view.userDefinedRuntimeAttributes.isEmpty {
            attributes.append((view, view.userDefinedRuntimeAttributes))
            view.userDefinedRuntimeAttributes = []
        }
        let documentOrder = template.objects.flatMap(\.allObjects).map(\.index)
        attributes.sort { a, b in
            let first = documentOrder.firstIndex { graph.objects[$0] === a.0 } ?? 0,
                second = documentOrder.firstIndex { graph.objects[$0] === b.0 } ?? 0
            return first < second
        }
        var proxies: [Int: Int] = [:]
        func reference(_ tableIndex: Int) throws -> Int {
            if let proxy = proxies[tableIndex] { return proxy }
            return try coder.reference(to: graph.objects[tableIndex]!)
        }
        try coder.addObject(className: "NSObject") {
            var topLevel: [Int] = []
            for placeholder in template.placeholders {
                let index = coder.addObject(className: "UIProxyObject") {
                    coder.encodeString(
                        NibCompiler.identifier(of: placeholder.role), forKey: "UIProxiedObjectIdentifier")
                }
                proxies[placeholder.index] = index
                topLevel.append(index)
            }
            let views = try graph.topLevel.map { try coder.reference(to: $0) }
            topLevel += views
            topLevel += try extras.topLevel.map { try $0(coder) }
            coder.encodeCollection(topLevel, forKey: "UINibTopLevelObjectsKey") { $0 }
            let everything =
                try template.placeholders.map(\.index).map(reference)
                + template.objects.flatMap(\.allObjects).map(\.index).map(reference)
            coder.encodeCollection(everything, forKey: "UINibObjectsKey") { $0 }
            var connections: [Int] = []
            for outlet in template.connections {
                connections.append(
                    try coder.addObject(className: "UIRuntimeOutletConnection") {
                        coder.encodeString(outlet.property, forKey: "UILabel")
                        coder.encode(.object(try reference(outlet.sourceIndex)), forKey: "UISource")
                        coder.encode(.object(try reference(outlet.destinationIndex)), forKey: "UIDestination")
                    })
            }
            // One connection per collection, its members in an array.
            var collections: [(property: String, source: Int, members: [Int])] = []
            for member in template.auxiliary.outletCollections {
                if let position = collections.firstIndex(where: {
                    $0.property == member.property && $0.source == member.sourceIndex
                }) {
                    collections[position].members.append(member.destinationIndex)
                } else {
                    collections.append((member.property, member.sourceIndex, [member.destinationIndex]))
                }
            }
            for collection in collections {
                connections.append(
                    try coder.addObject(className: "UIRuntimeOutletCollectionConnection") {
                        coder.encodeString(collection.property, forKey: "UILabel")
                        coder.encode(.object(try reference(collection.source)), forKey: "UISource")
                        let members = try collection.members.map(reference)
                        coder.encode(
                            .object(coder.collectionReference(members, className: "NSMutableArray") { $0 }),
                            forKey: "UIDestination")
                    })
            }
            for action in template.actions {
                connections.append(
                    try coder.addObject(className: "UIRuntimeEventConnection") {
                        coder.encodeString(action.selector, forKey: "UILabel")
                        coder.encode(.object(try reference(action.sourceIndex)), forKey: "UISource")
                        coder.encode(.object(try reference(action.destinationIndex)), forKey: "UIDestination")
                        coder.encodeInteger(NibCompiler.eventMask(action.eventType), forKey: "UIEventMask")
                    })
            }
            connections += try extras.connections.map { try $0(coder, views) }
            coder.encodeCollection(connections, forKey: "UINibConnectionsKey") { $0 }
            let empty = coder.collectionReference([Int]()) { $0 }
            coder.encode(.object(empty), forKey: "UINibVisibleWindowsKey")
            coder.encode(.object(empty), forKey: "UINibAccessibilityConfigurationsKey")
            let traits = extras.traitStorageLists.map { $0(coder) }
            coder.encode(
                .object(traits.isEmpty ? empty : coder.collectionReference(traits) { $0 }),
                forKey: "UINibTraitStorageListsKey")
            var pairs: [Int] = []
            for (view, list) in attributes {
                let target = try coder.reference(to: view)
                for attribute in list { pairs.append(try IbtoolShapes.keyValuePair(attribute, on: target, in: coder)) }
            }
            coder.encode(
                .object(pairs.isEmpty ? empty : coder.collectionReference(pairs) { $0 }),
                forKey: "UINibKeyValuePairsKey")
        }
        for (view, list) in attributes { view.userDefinedRuntimeAttributes = list }
        return coder.build()
    }

    /// A `_UITraitStorageList` with made-up contents: the class is ibtool's, the keys the fixture's own,
    /// since the decoder keeps whatever keys it finds.
    static func traitStorageList(_ coder: NibEncoder) -> Int {
        coder.addObject(className: "_UITraitStorageList") {
            coder.encodeString("UIUserInterfaceSizeClassCompact", forKey: "FixtureTrait")
            coder.encodeDouble(17, forKey: "FixtureFontSize")
        }
    }

    /// Decodes `archive` as a file would be: written to bytes and read back through the strict reader.
    static func nib(_ archive: NIBArchive, file: String = "Ibtool.nib") throws -> Nib {
        try Nib(bytes: archive.bytes(), file: file)
    }
}
