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
        for key in [
            "UINibVisibleWindowsKey", "UINibAccessibilityConfigurationsKey", "UINibTraitStorageListsKey",
            "UINibKeyValuePairsKey",
        ] {
            builder.set(.object(empty), forKey: key, on: root)
        }
        return builder.build()
    }

    /// The smallest archive, byte for byte the `EmptyNibArchive` of nibsqueeze `MMNibArchive.m` (1.2).
    static let emptyBytes: [UInt8] =
        Array("NIBArchive".utf8) + [1, 0, 0, 0, 9, 0, 0, 0]
        + [0, 0, 0, 0, 0x32, 0, 0, 0, 0, 0, 0, 0, 0x32, 0, 0, 0, 0, 0, 0, 0, 0x32, 0, 0, 0, 0, 0, 0, 0, 0x32, 0, 0, 0]

    /// One `NSObject` with one true value under key "k", laid out by hand from sections 1.2 to 1.5.
    static let oneObjectBytes: [UInt8] =
        Array("NIBArchive".utf8) + [1, 0, 0, 0, 10, 0, 0, 0]
        + [1, 0, 0, 0, 50, 0, 0, 0]  // 1 object at 50
        + [1, 0, 0, 0, 53, 0, 0, 0]  // 1 key at 53
        + [1, 0, 0, 0, 55, 0, 0, 0]  // 1 value at 55
        + [1, 0, 0, 0, 57, 0, 0, 0]  // 1 class name at 57
        + [0x80, 0x80, 0x81]  // object: class 0, first value 0, 1 value
        + [0x81, 0x6B]  // key: length 1, "k"
        + [0x80, 0x05]  // value: key 0, type 5 (true)
        + [0x89, 0x80] + Array("NSObject".utf8) + [0]  // class: length 9 with the NUL, no fallbacks
}

extension NIBSampleArchives {
    /// Adds the iOS root keys to object `root`, all referring to `arrays` (one per key, reused cyclically).
    static func addRootKeys(_ builder: inout NIBArchiveBuilder, root: Int, arrays: [Int]) {
        let keys = [
            "UINibTopLevelObjectsKey", "UINibObjectsKey", "UINibConnectionsKey", "UINibVisibleWindowsKey",
            "UINibAccessibilityConfigurationsKey", "UINibTraitStorageListsKey", "UINibKeyValuePairsKey",
        ]
        for (place, key) in keys.enumerated() {
            builder.set(.object(arrays[min(place, arrays.count - 1)]), forKey: key, on: root)
        }
    }

    /// The smallest iOS nib: the root and one shared empty array for every root key (7.2).
    static func rootOnly() -> NIBArchive {
        var builder = NIBArchiveBuilder()
        let root = builder.addObject(className: "NSObject")
        let empty = builder.addArray([])
        addRootKeys(&builder, root: root, arrays: [empty])
        return builder.build()
    }

    /// A macOS NIBArchive's root (7.2): `IB.objectdata` and `IB.systemFontUpdateVersion`.
    static func macOSRoot() -> NIBArchive {
        var builder = NIBArchiveBuilder()
        let root = builder.addObject(className: "NSObject")
        let data = builder.addObject(className: "NSIBObjectData")
        builder.set(.object(data), forKey: "IB.objectdata", on: root)
        builder.set(.int8(1), forKey: "IB.systemFontUpdateVersion", on: root)
        builder.set(.object(builder.addString("NSApplication")), forKey: "NSObjectsKeys", on: data)
        return builder.build()
    }

    /// 32-bit-era geometry (0x06 + floats, 1.5), a dictionary, an `NSSize` stored as an object reference
    /// (7.11), and a prototype cell kept as a nested NIBArchive in data (7.9).
    static func floatsAndNested() -> NIBArchive {
        var builder = NIBArchiveBuilder()
        let root = builder.addObject(className: "NSObject")
        let view = builder.addObject(className: "UIView")
        builder.set(
            .data([0x06] + [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xA0, 0x43, 0, 0, 0xE6, 0x43]), forKey: "UIBounds", on: view)
        let font = builder.addObject(className: "UIFont", fallbackClassNames: ["NSFont"])
        builder.set(.object(builder.addNumber(.double(17))), forKey: "NSSize", on: font)
        let attributes = builder.addDictionary([
            (builder.addString("NSFontSizeAttribute"), builder.addNumber(.double(17))),
            (builder.addString("NSFontNameAttribute"), builder.addString(".SFUI-Regular")),
        ])
        builder.set(.object(attributes), forKey: "UIFontDescriptorAttributes", on: font)
        builder.set(.object(font), forKey: "UIFont", on: view)
        let prototype = builder.addObject(className: "UINib")
        builder.set(.data(rootOnly().bytes()), forKey: "archiveData", on: prototype)
        let top = builder.addArray([view, prototype])
        let empty = builder.addArray([])
        addRootKeys(&builder, root: root, arrays: [top, top, empty])
        return builder.build()
    }
}
