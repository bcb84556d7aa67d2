@testable import NIB

/// Small archives shared by the tests, built the way the coding layer will build them.
enum NIBSampleArchives {
    /// The root of an iOS nib with a proxy, a view with geometry, a label-like object with a string, a
    /// shared empty array and a colour with a fallback class (research/nib-format.md 7.2, 7.4).
    static func cell() -> NIBArchive {
        var builder = NIBArchiveBuilder()
        let root = builder.addObject(className: "NSObject")
        let owner = builder.addObject(className: "UIProxyObject")
        builder.set(.object(builder.addString("IBFilesOwner")), forKey: "UIProxiedObjectIdentifier", on: owner)
        let view = builder.addObject(className: "UIView")
        builder.set(NIBArchiveBuilder.geometry([0, 0, 320, 44]), forKey: "UIBounds", on: view)
        builder.set(NIBArchiveBuilder.geometry([160, 22]), forKey: "UICenter", on: view)
        let color = builder.addObject(className: "UIColor", fallbackClassNames: ["NSColor"])
        builder.set(.int8(2), forKey: "UIColorComponentCount", on: color)
        builder.set(.float(0.5), forKey: "UIRed", on: color)
        builder.set(.double(.greatestFiniteMagnitude), forKey: "UIDynamicModifiedAlphaComponent", on: color)
        builder.set(.object(color), forKey: "UIBackgroundColor", on: view)
        let label = builder.addObject(className: "UILabel")
        builder.set(.object(builder.addString("Title")), forKey: "UIText", on: label)
        builder.set(.bool(true), forKey: "UIUserInteractionDisabled", on: label)
        builder.set(.bool(false), forKey: "UIClipsToBounds", on: label)
        builder.set(.int16(-2), forKey: "UITag", on: label)
        builder.set(.int32(70_000), forKey: "UIAutoresizingMask", on: label)
        builder.set(.int64(-1), forKey: "UILineBreakMode", on: label)
        builder.set(.null, forKey: "UIShadowColor", on: label)
        builder.set(.object(builder.addArray([label], className: "NSMutableArray")), forKey: "UISubviews", on: view)
        let top = builder.addArray([owner, view])
        let all = builder.addArray([owner, view, label])
        let empty = builder.addArray([])
        builder.set(.object(top), forKey: "UINibTopLevelObjectsKey", on: root)
        builder.set(.object(all), forKey: "UINibObjectsKey", on: root)
        builder.set(.object(empty), forKey: "UINibConnectionsKey", on: root)
        for key in ["UINibVisibleWindowsKey", "UINibAccessibilityConfigurationsKey", "UINibTraitStorageListsKey", "UINibKeyValuePairsKey"] {
            builder.set(.object(empty), forKey: key, on: root)
        }
        return builder.build()
    }

    /// The smallest archive, byte for byte the `EmptyNibArchive` of nibsqueeze `MMNibArchive.m` (1.2).
    static let emptyBytes: [UInt8] = Array("NIBArchive".utf8) + [1, 0, 0, 0, 9, 0, 0, 0]
        + [0, 0, 0, 0, 0x32, 0, 0, 0, 0, 0, 0, 0, 0x32, 0, 0, 0, 0, 0, 0, 0, 0x32, 0, 0, 0, 0, 0, 0, 0, 0x32, 0, 0, 0]

    /// One `NSObject` with one true value under key "k", laid out by hand from sections 1.2 to 1.5.
    static let oneObjectBytes: [UInt8] = Array("NIBArchive".utf8) + [1, 0, 0, 0, 10, 0, 0, 0]
        + [1, 0, 0, 0, 50, 0, 0, 0]      // 1 object at 50
        + [1, 0, 0, 0, 53, 0, 0, 0]      // 1 key at 53
        + [1, 0, 0, 0, 55, 0, 0, 0]      // 1 value at 55
        + [1, 0, 0, 0, 57, 0, 0, 0]      // 1 class name at 57
        + [0x80, 0x80, 0x81]             // object: class 0, first value 0, 1 value
        + [0x81, 0x6B]                   // key: length 1, "k"
        + [0x80, 0x05]                   // value: key 0, type 5 (true)
        + [0x89, 0x80] + Array("NSObject".utf8) + [0]   // class: length 9 with the NUL, no fallbacks
}
