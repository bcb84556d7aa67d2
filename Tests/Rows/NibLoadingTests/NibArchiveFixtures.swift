import NIB
import NibLoading
import Views

/// Small archives made in the tests: a root with the given top-level objects, as the compiler lays it
/// out, or hand-built graphs for the error cases.
enum NibArchiveFixtures {
    /// An archive whose root lists an owner proxy and `views` as top-level objects (and as objects).
    static func archive(
        _ views: [View], registry: NibClassRegistry = .standard, customClasses: [(View, String)] = [],
        outlets: [(name: String, destination: View)] = []
    ) throws -> NIBArchive {
        let coder = NibEncoder(registry: registry)
        for (view, name) in customClasses { coder.setCustomClass(name, of: view) }
        try coder.addObject(className: "NSObject") {
            var owner = 0
            try coder.encodeCollection([-1] + views.indices.map { $0 }, forKey: "UINibTopLevelObjectsKey") { position in
                if position < 0 {
                    owner = coder.addObject(className: "UIProxyObject") {
                        coder.encodeString("IBFilesOwner", forKey: "UIProxiedObjectIdentifier")
                    }
                    return owner
                }
                return try coder.reference(to: views[position])
            }
            try coder.encodeCollection(
                [owner] + (try views.map { try coder.reference(to: $0) }), forKey: "UINibObjectsKey"
            ) { $0 }
            try coder.encodeCollection(outlets, forKey: "UINibConnectionsKey") { outlet in
                try coder.addObject(className: "UIRuntimeOutletConnection") {
                    coder.encodeString(outlet.name, forKey: "UILabel")
                    coder.encode(.object(owner), forKey: "UISource")
                    coder.encode(.object(try coder.reference(to: outlet.destination)), forKey: "UIDestination")
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

    /// A root whose top-level array holds object `topLevel`, with every root key, built by hand.
    static func root(_ builder: inout NIBArchiveBuilder, topLevel: [Int]) {
        let root = 0
        let top = builder.addArray(topLevel)
        let empty = builder.addArray([])
        builder.set(.object(top), forKey: "UINibTopLevelObjectsKey", on: root)
        builder.set(.object(top), forKey: "UINibObjectsKey", on: root)
        for key in [
            "UINibConnectionsKey", "UINibVisibleWindowsKey", "UINibAccessibilityConfigurationsKey",
            "UINibKeyValuePairsKey",
        ] {
            builder.set(.object(empty), forKey: key, on: root)
        }
    }

    /// A plain view with bounds and centre, added to `builder`.
    static func view(_ builder: inout NIBArchiveBuilder) -> Int {
        let view = builder.addObject(className: "UIView")
        builder.set(NIBArchiveBuilder.geometry([0, 0, 10, 10]), forKey: "UIBounds", on: view)
        builder.set(NIBArchiveBuilder.geometry([5, 5]), forKey: "UICenter", on: view)
        return view
    }

    static func nib(_ archive: NIBArchive, registry: NibClassRegistry = .standard, strict: Bool = false) throws -> Nib {
        try Nib(bytes: archive.bytes(), file: "Test.nib", registry: registry, strict: strict)
    }
}
