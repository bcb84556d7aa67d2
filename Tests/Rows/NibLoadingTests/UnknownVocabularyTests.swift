import NIB
@testable import NibLoading
import Testing
import Views

/// The policy of docs/nib-coding.md, on archives in the shapes ibtool writes: an unknown class never
/// stops a load (a view stand-in naming its class, or a kept object wired where it is referenced), and
/// is listed as not modelled; `strict` restores the refusal; damaged structure is refused either way.
@Suite struct UnknownVocabularyTests {
    /// A `UINavigationBar` (unknown to the model) holding a label, referring to a `UINavigationItem`.
    static func barArchive() -> NIBArchive {
        var builder = NIBArchiveBuilder()
        _ = builder.addObject(className: "NSObject")
        let bar = builder.addObject(className: "UINavigationBarX")
        builder.set(NIBArchiveBuilder.geometry([0, 0, 320, 44]), forKey: "UIBounds", on: bar)
        builder.set(NIBArchiveBuilder.geometry([160, 42]), forKey: "UICenter", on: bar)
        builder.set(.int8(1), forKey: "UIBarStyle", on: bar)
        let label = NibArchiveFixtures.view(&builder)
        builder.set(.object(builder.addArray([label], className: "NSMutableArray")), forKey: "UISubviews", on: bar)
        let item = builder.addObject(className: "UINavigationItemX")
        builder.set(.object(builder.addString("Title")), forKey: "UITitle", on: item)
        builder.set(.object(item), forKey: "UITopItem", on: bar)
        NibArchiveFixtures.root(&builder, topLevel: [bar])
        return builder.build()
    }

    @Test func anUnknownViewClassIsAStandInKeepingFrameSubviewsAndKeys() throws {
        let nib = try NibArchiveFixtures.nib(Self.barArchive())
        let views = try nib.instantiate(owner: nil)
        let bar = try #require(views.first as? NibStandInView)
        #expect(bar.archivedClassName == "UINavigationBarX" && bar.className == "View(stand-in for UINavigationBarX)")
        #expect(bar.frame == Rect(x: 0, y: 20, width: 320, height: 44))
        #expect(bar.subviews.count == 1 && bar.subviews[0].frame == Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(bar.values.map(\.key) == ["UIBounds", "UICenter", "UIBarStyle", "UISubviews", "UITopItem"])
        guard case .object(let object)?? = bar.values.first(where: { $0.key == "UITopItem" })?.value,
            let item = object as? NibKeptObject
        else { Issue.record("UITopItem is not a kept object"); return }
        #expect(item.className == "UINavigationItemX" && item.string(forKey: "UITitle") == "Title")
        #expect(
            nib.index.notModelled() == [
                .init(className: "UINavigationBarX", count: 1, treatment: "view stand-in"),
                .init(className: "UINavigationItemX", count: 1, treatment: "kept, not run"),
            ])
        #expect(
            nib.index.notModelledLine()
                == "not modelled: UINavigationBarX ×1 (view stand-in), UINavigationItemX ×1 (kept, not run)")
    }

    @Test func strictRefusesTheUnknownClassInOneLine() throws {
        let error = try #require(throws: NibLoadingError.self) {
            try NibArchiveFixtures.nib(Self.barArchive(), strict: true)
        }
        #expect(error.description.contains("object 1 (UINavigationBarX): is of a class this decoder does not know"))
        #expect(!error.description.contains("\n"))
    }

    @Test func aNibOfModelledClassesListsNothing() throws {
        var builder = NIBArchiveBuilder()
        _ = builder.addObject(className: "NSObject")
        let view = NibArchiveFixtures.view(&builder)
        NibArchiveFixtures.root(&builder, topLevel: [view])
        #expect(try NibArchiveFixtures.nib(builder.build()).index.notModelledLine() == nil)
    }

    /// ibtool's number shapes: `NSPriority` as int16, `NSRelation` -1 as int64 and 1 as int8, a flag as an
    /// int8 0 or 1; a wrong kind where the model reads the value is still refused.
    @Test func numbersAreReadAsIbtoolWritesThem() throws {
        func constraint(priority: NIBValue, relation: NIBValue, flag: NIBValue) throws -> (LayoutConstraint?, View?) {
            var builder = NIBArchiveBuilder()
            _ = builder.addObject(className: "NSObject")
            let view = NibArchiveFixtures.view(&builder)
            builder.set(flag, forKey: "UIViewInsetsLayoutMarginsFromSafeArea", on: view)
            let constraint = builder.addObject(className: "NSLayoutConstraint")
            builder.set(.object(view), forKey: "NSFirstItem", on: constraint)
            builder.set(.int8(7), forKey: "NSFirstAttribute", on: constraint)
            builder.set(relation, forKey: "NSRelation", on: constraint)
            builder.set(.double(44), forKey: "NSConstant", on: constraint)
            builder.set(priority, forKey: "NSPriority", on: constraint)
            builder.set(
                .object(builder.addArray([constraint], className: "NSMutableArray")),
                forKey: "UIViewAutolayoutConstraints", on: view)
            NibArchiveFixtures.root(&builder, topLevel: [view])
            let made = try NibArchiveFixtures.nib(builder.build()).instantiate(owner: nil).first
            return (made?.constraints.first, made)
        }
        let (low, view) = try constraint(priority: .int16(750), relation: .int64(-1), flag: .int8(0))
        #expect(
            low?.priority == 750 && low?.relation == .lessThanOrEqual && view?.insetsLayoutMarginsFromSafeArea == false)
        let (high, _) = try constraint(priority: .float(999), relation: .int8(1), flag: .int8(1))
        #expect(high?.priority == 999 && high?.relation == .greaterThanOrEqual)
        let error = try #require(throws: NibLoadingError.self) {
            try constraint(priority: .int16(750), relation: .int8(0), flag: .int8(2))
        }
        #expect(error.reason.contains("UIViewInsetsLayoutMarginsFromSafeArea") && error.reason.contains("boolean"))
    }

    /// A key no decoder reads on a class the model has: listed by class and key with its count (two
    /// labels, one line), a copied key (`NSConstantV2`) left out; `strict` refuses it in one line.
    @Test func anUnknownKeyOnAKnownClassIsListedOrWithStrictRefused() throws {
        func archive(extraKey: Bool) -> NIBArchive {
            var builder = NIBArchiveBuilder()
            _ = builder.addObject(className: "NSObject")
            var labels: [Int] = []
            for _ in 0..<2 {
                let label = builder.addObject(className: "UILabel")
                builder.set(NIBArchiveBuilder.geometry([0, 0, 10, 10]), forKey: "UIBounds", on: label)
                builder.set(NIBArchiveBuilder.geometry([5, 5]), forKey: "UICenter", on: label)
                if extraKey { builder.set(.int8(1), forKey: "UISparkle", on: label) }
                labels.append(label)
            }
            let constraint = builder.addObject(className: "NSLayoutConstraint")
            builder.set(.object(labels[0]), forKey: "NSFirstItem", on: constraint)
            builder.set(.int8(7), forKey: "NSFirstAttribute", on: constraint)
            builder.set(.double(44), forKey: "NSConstant", on: constraint)
            builder.set(.double(44), forKey: "NSConstantV2", on: constraint)
            builder.set(
                .object(builder.addArray([constraint], className: "NSMutableArray")),
                forKey: "UIViewAutolayoutConstraints", on: labels[0])
            let view = NibArchiveFixtures.view(&builder)
            builder.set(.object(builder.addArray(labels, className: "NSMutableArray")), forKey: "UISubviews", on: view)
            NibArchiveFixtures.root(&builder, topLevel: [view])
            return builder.build()
        }
        let nib = try NibArchiveFixtures.nib(archive(extraKey: true))
        #expect(nib.index.unreadKeys().map { "\($0.className).\($0.key) ×\($0.count)" } == ["UILabel.UISparkle ×2"])
        #expect(nib.index.unreadKeysLine() == "not modelled keys (not read): UILabel.UISparkle ×2")
        #expect(nib.index.notModelledItems() == ["UILabel.UISparkle ×2 (key not read)"])
        #expect(nib.index.notModelledItems(summarisingKeys: true) == ["1 keys of 1 classes (not read)"])
        #expect(try nib.instantiate(owner: nil).first?.subviews.count == 2)
        // --strict restores the refusal of unknown classes; an unread key was never refused and is only listed.
        let strict = try NibArchiveFixtures.nib(archive(extraKey: true), strict: true)
        #expect(strict.index.unreadKeys().map(\.key) == ["UISparkle"])
        let plain = try NibArchiveFixtures.nib(archive(extraKey: false), strict: true)
        #expect(plain.index.unreadKeys().isEmpty && plain.index.unreadKeysLine() == nil)
    }

    /// ibtool's `UIButtonConfiguration` under a button's `UIButtonConfiguration` key (the oxsdk scene's
    /// shape): read into the model's configuration with the XIB's names, UIKit's defaults left out; its
    /// keys the model has no property for are listed as unread.
    @Test func ibtoolsButtonConfigurationIsRead() throws {
        var builder = NIBArchiveBuilder()
        _ = builder.addObject(className: "NSObject")
        let button = builder.addObject(className: "UIButton")
        builder.set(NIBArchiveBuilder.geometry([0, 0, 100, 30]), forKey: "UIBounds", on: button)
        builder.set(NIBArchiveBuilder.geometry([50, 15]), forKey: "UICenter", on: button)
        let configuration = builder.addObject(className: "UIButtonConfiguration")
        builder.set(.int8(0), forKey: "UIButtonConfigurationButtonStyle", on: configuration)
        builder.set(.int8(4), forKey: "UIButtonConfigurationCornerStyle", on: configuration)
        builder.set(.int8(0), forKey: "UIButtonConfigurationButtonSize", on: configuration)
        builder.set(.int8(0), forKey: "UIButtonConfigurationMacIdiomStyle", on: configuration)
        builder.set(.null, forKey: "UIButtonConfigurationBaseBackgroundColor", on: configuration)
        builder.set(.bool(false), forKey: "UIButtonConfigurationShowsActivityIndicator", on: configuration)
        builder.set(.object(builder.addString("Run tests")), forKey: "UIButtonConfigurationTitle", on: configuration)
        builder.set(.int8(2), forKey: "UIButtonConfigurationImagePlacement", on: configuration)
        builder.set(.float(0), forKey: "UIButtonConfigurationImagePadding", on: configuration)
        builder.set(.float(1), forKey: "UIButtonConfigurationTitlePadding", on: configuration)
        builder.set(.int8(2), forKey: "UIButtonConfigurationTitleAlignment", on: configuration)
        builder.set(.object(configuration), forKey: "UIButtonConfiguration", on: button)
        NibArchiveFixtures.root(&builder, topLevel: [button])
        let nib = try NibArchiveFixtures.nib(builder.build())
        let made = try #require(try nib.instantiate(owner: nil).first as? Button)
        var expected = ButtonConfiguration(style: "plain")
        expected.title = "Run tests"
        expected.settings = ["cornerStyle": "capsule", "titlePadding": "1", "titleAlignment": "center"]
        #expect(made.configuration == expected)
        #expect(nib.index.notModelledLine() == nil)
        #expect(
            nib.index.unreadKeys().map { "\($0.className).\($0.key)" } == [
                "UIButtonConfiguration.UIButtonConfigurationMacIdiomStyle"
            ])
    }

    /// A label at x = 1e308 (finite, absurd): refused in one line, strict or not.
    @Test func absurdGeometryIsRefused() throws {
        var builder = NIBArchiveBuilder()
        _ = builder.addObject(className: "NSObject")
        let label = builder.addObject(className: "UILabel")
        builder.set(NIBArchiveBuilder.geometry([0, 0, 10, 10]), forKey: "UIBounds", on: label)
        builder.set(NIBArchiveBuilder.geometry([1e308, 5]), forKey: "UICenter", on: label)
        NibArchiveFixtures.root(&builder, topLevel: [label])
        let message = try #require(NibDecodingErrorTests.failure(builder.build()))
        #expect(
            message.contains(
                "object 1 (UILabel): key 'UICenter' holds geometry of 1e+308 points, beyond ±1,000,000 points"))
        #expect(!message.contains("\n"))
    }

    /// Sets and ordered sets ibtool writes keyed `NS.object.N`, and an `NSValue` rect runtime attribute.
    @Test func numberedCollectionsAndGeometryValuesDecode() throws {
        var builder = NIBArchiveBuilder()
        _ = builder.addObject(className: "NSObject")
        let view = NibArchiveFixtures.view(&builder)
        let set = builder.addObject(className: "NSOrderedSet")
        let (a, b) = (builder.addString("a"), builder.addString("b"))
        builder.set(.object(b), forKey: "NS.object.1", on: set)
        builder.set(.object(a), forKey: "NS.object.0", on: set)
        let holder = builder.addObject(className: "_UIRelationshipTraitStorage")
        builder.set(.object(set), forKey: "UIRelationshipCandidates", on: holder)
        let value = builder.addObject(className: "NSValue")
        builder.set(.object(builder.addString("{{1, 2}, {3, 4}}")), forKey: "NS.rectval", on: value)
        builder.set(.int8(3), forKey: "NS.special", on: value)
        let pair = builder.addObject(className: "UINibKeyValuePair")
        builder.set(.object(view), forKey: "UIObject", on: pair)
        builder.set(.object(builder.addString("hitArea")), forKey: "UIKeyPath", on: pair)
        builder.set(.object(value), forKey: "UIValue", on: pair)
        let top = builder.addArray([view, holder]), empty = builder.addArray([])
        builder.set(.object(top), forKey: "UINibTopLevelObjectsKey", on: 0)
        builder.set(.object(top), forKey: "UINibObjectsKey", on: 0)
        for key in ["UINibConnectionsKey", "UINibVisibleWindowsKey", "UINibAccessibilityConfigurationsKey"] {
            builder.set(.object(empty), forKey: key, on: 0)
        }
        builder.set(.object(builder.addArray([pair])), forKey: "UINibKeyValuePairsKey", on: 0)
        let instance = try NibArchiveFixtures.nib(builder.build()).instantiateObjects(owner: nil)
        let kept = try #require(instance.keptObjects.first)
        guard case .array(let elements)? = kept.value(forKey: "UIRelationshipCandidates") else {
            Issue.record("no array"); return
        }
        #expect(elements.compactMap { if case .string(let text) = $0 { text } else { nil } } == ["a", "b"])
        #expect(
            instance.views.first?.userDefinedRuntimeAttributes == [
                RuntimeAttribute(keyPath: "hitArea", value: .rect(Rect(x: 1, y: 2, width: 3, height: 4)))
            ])
    }

    /// Found by the load-path fuzzer: a key name with a control byte, quoted in an error, stays one visible line.
    @Test func controlBytesInNamesAreEscapedInErrors() throws {
        var builder = NIBArchiveBuilder()
        _ = builder.addObject(className: "NSObject")
        let set = builder.addObject(className: "NSOrderedSet")
        builder.set(.object(builder.addString("x")), forKey: "N\u{13}.object.0", on: set)
        NibArchiveFixtures.root(&builder, topLevel: [set])
        let message = try #require(NibDecodingErrorTests.failure(builder.build()))
        #expect(message.hasSuffix("(found 'N\\u{13}.object.0')"), "\(message)")
        #expect(!message.unicodeScalars.contains { $0.value < 0x20 })
    }
}
