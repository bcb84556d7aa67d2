import Foundation
import NIB
@testable import NibLoading
import Templates
import Testing
import TestFixtures
import Typesetting
import Views

/// Trait storage lists (ibtool's iOS 13+ nibs) applied for a trait environment, on archives the
/// project's nib writer makes in the shapes of the real files (`../shared/apple-nibs`): the teads cell's
/// constraint constants and label fonts with "Any" and `wR hR` records, the AppLovin scene's constraints
/// installed for `hC` only.
@Suite struct TraitStorageTests {
    /// What the fixture's instantiation yields: the root view, its label and two constraints.
    struct Made {
        let instance: NibInstance
        var root: View { instance.views[0] }
        var label: Label { root.subviews[0] as! Label }
        var height: LayoutConstraint { label.constraints[0] }
        var both: LayoutConstraint { root.constraints.first { $0.identifier == "both" } ?? orphan! }
        var orphan: LayoutConstraint?
    }

    static let anyFont = FontDescriptor.system(17), regularFont = FontDescriptor.system(24)

    /// A view holding a label (height constraint 40, font 17) and a constraint `a`; a constraint `b`
    /// installed only in compact height. The storages, in the real files' shapes:
    /// - the label's height `encodedConstant`: Any 40, `wR hR` 60, then `wR` 50 (less specific, later);
    /// - the label's `font`: Any 17, `wR hR` 24;
    /// - the root's `traitStorageConstraints`: Any removes `b`; `hC` adds `b` and removes `a`;
    /// - and, when `unsupported`, an `alpha` storage on the root, which the model cannot apply.
    static func archive(
        unsupported: Bool = false, constant: Double = 60
    ) throws -> (NIBArchive, LayoutConstraint, LayoutConstraint) {
        let root = View(frame: Rect(x: 0, y: 0, width: 320, height: 60))
        let label = Label(frame: Rect(x: 8, y: 8, width: 200, height: 40))
        label.text = "Title"
        label.font = anyFont
        root.addSubview(label)
        let height = LayoutConstraint(firstItem: label, firstAttribute: .height, constant: 40)
        label.constraints = [height]
        let a = LayoutConstraint(
            firstItem: label, firstAttribute: .leading, secondItem: root, secondAttribute: .leading, constant: 8,
            identifier: "a")
        let b = LayoutConstraint(
            firstItem: label, firstAttribute: .leading, secondItem: root, secondAttribute: .leading, constant: 20,
            identifier: "b")
        root.constraints = [a]
        let coder = NibEncoder(registry: .standard)
        try coder.addObject(className: "NSObject") {
            let owner = coder.addObject(className: "UIProxyObject") {
                coder.encodeString("IBFilesOwner", forKey: "UIProxiedObjectIdentifier")
            }
            let rootRef = try coder.reference(to: root)
            coder.encode(
                .object(coder.collectionReference([owner, rootRef]) { $0 }), forKey: "UINibTopLevelObjectsKey")
            coder.encode(.object(coder.collectionReference([owner, rootRef]) { $0 }), forKey: "UINibObjectsKey")
            let empty = coder.collectionReference([Int]()) { $0 }
            for key in [
                "UINibConnectionsKey", "UINibVisibleWindowsKey", "UINibAccessibilityConfigurationsKey",
                "UINibKeyValuePairsKey",
            ] {
                coder.encode(.object(empty), forKey: key)
            }
            func traits(_ horizontal: Int?, _ vertical: Int?) -> Int {
                coder.addObject(className: "UITraitCollection") {
                    if let horizontal {
                        coder.encodeInteger(
                            horizontal, forKey: "UITraitCollectionBuiltinTrait-_UITraitNameHorizontalSizeClass")
                    }
                    if let vertical {
                        coder.encodeInteger(
                            vertical, forKey: "UITraitCollectionBuiltinTrait-_UITraitNameVerticalSizeClass")
                    }
                }
            }
            let anyTraits = traits(nil, nil)
            func attributeRecord(_ traits: Int, _ value: Int) -> Int {
                coder.addObject(className: "_UIAttributeTraitStorageRecord") {
                    coder.encode(.object(traits), forKey: "UITraitCollection")
                    coder.encode(.object(value), forKey: "UIValue")
                }
            }
            func constantValue(_ number: Double) -> Int {
                coder.addObject(className: "_NSLayoutConstraintConstant") {
                    coder.encode(.null, forKey: "UISymbolicConstant")
                    coder.encodeDouble(number, forKey: "UINumericConstant")
                }
            }
            func storage(
                _ className: String, _ object: AnyObject, _ keyPath: String, _ records: [Int],
                candidates: [AnyObject]? = nil
            ) throws -> Int {
                let target = try coder.reference(to: object)
                return try coder.addObject(className: className) {
                    coder.encode(.object(target), forKey: "UIObject")
                    coder.encodeString(keyPath, forKey: "UIKeyPath")
                    coder.encode(
                        .object(coder.collectionReference(records, className: "NSMutableArray") { $0 }),
                        forKey: "UIRecords")
                    if let candidates {
                        coder.encode(
                            .object(
                                try coder.collectionReference(candidates, className: "NSOrderedSet") {
                                    try coder.reference(to: $0)
                                }),
                            forKey: "UIRelationshipCandidates")
                    }
                }
            }
            func relationshipRecord(_ traits: Int, added: [AnyObject], removed: [AnyObject]) throws -> Int {
                let addedSet = try coder.collectionReference(added, className: "NSSet") { try coder.reference(to: $0) }
                let removedSet = try coder.collectionReference(removed, className: "NSSet") {
                    try coder.reference(to: $0)
                }
                return coder.addObject(className: "_UIRelationshipTraitStorageRecord") {
                    coder.encode(.object(traits), forKey: "UITraitCollection")
                    coder.encode(.object(addedSet), forKey: "UIAddedObjects")
                    coder.encode(.object(removedSet), forKey: "UIRemovedObjects")
                }
            }
            var storages = [
                try storage(
                    "_UIAttributeTraitStorage", height, "encodedConstant",
                    [
                        attributeRecord(anyTraits, constantValue(40)),
                        attributeRecord(traits(2, 2), constantValue(constant)),
                        attributeRecord(traits(2, nil), constantValue(50)),
                    ]),
                try storage(
                    "_UIAttributeTraitStorage", label, "font",
                    [
                        attributeRecord(anyTraits, FontCoding.reference(anyFont, in: coder)),
                        attributeRecord(traits(2, 2), FontCoding.reference(regularFont, in: coder)),
                    ]),
                try storage(
                    "_UIRelationshipTraitStorage", root, "traitStorageConstraints",
                    [
                        try relationshipRecord(anyTraits, added: [], removed: [b]),
                        try relationshipRecord(traits(nil, 1), added: [b], removed: [a]),
                    ], candidates: [a, b]),
            ]
            if unsupported {
                storages.append(
                    try storage(
                        "_UIAttributeTraitStorage", root, "alpha",
                        [attributeRecord(traits(2, 2), coder.numberReference(0.5))]))
            }
            let descendants = try coder.collectionReference([label as AnyObject], className: "NSSet") {
                try coder.reference(to: $0)
            }
            let list = coder.addObject(className: "_UITraitStorageList") {
                coder.encode(.object(rootRef), forKey: "UITopLevelObject")
                coder.encode(.object(coder.collectionReference(storages) { $0 }), forKey: "UITraitStorages")
                coder.encode(.object(descendants), forKey: "UIDescendants")
            }
            coder.encode(.object(coder.collectionReference([list]) { $0 }), forKey: "UINibTraitStorageListsKey")
        }
        return (coder.build(), a, b)
    }

    static func instantiate(
        _ environment: NibTraitEnvironment, unsupported: Bool = false
    ) throws -> (View, Label, NibInstance) {
        let (archive, _, _) = try archive(unsupported: unsupported)
        let instance = try NibArchiveFixtures.nib(archive).instantiateObjects(owner: nil, traits: environment)
        let root = try #require(instance.views.first)
        return (root, try #require(root.subviews.first as? Label), instance)
    }

    @Test func theDefaultIsAnIPhoneInPortrait() {
        #expect(NibTraitEnvironment.default == NibTraitEnvironment(horizontal: .compact, vertical: .regular))
        #expect(NibTraitEnvironment.default.description == "wC hR")
    }

    /// An iPhone in portrait: only the "Any" records match, so the archived values stay.
    @Test func compactWidthKeepsTheAnyValues() throws {
        let (root, label, instance) = try Self.instantiate(.iPhonePortrait)
        #expect(label.constraints.first?.constant == 40 && label.font == Self.anyFont)
        #expect(root.constraints.compactMap(\.identifier) == ["a"])
        #expect(instance.traits?.appliedStorages == 3 && instance.traits?.changes == 0)
    }

    /// An iPad: the `wR hR` records win over the Any ones and over the later, less specific `wR` one.
    @Test func regularWidthAndHeightApplyTheMostSpecificRecord() throws {
        let (root, label, instance) = try Self.instantiate(.iPad)
        #expect(label.constraints.first?.constant == 60)
        #expect(label.font == Self.regularFont)
        #expect(root.constraints.compactMap(\.identifier) == ["a"])
        #expect(
            instance.traits?.changes == 2 && instance.traits?.summary == "trait storage (wR hR): 3 applied, 2 changed")
    }

    /// Regular width, compact height: the `wR` record (the only one with a matching width) sets 50, and
    /// the `hC` relationship record installs `b` in place of `a`.
    @Test func relationshipRecordsAddAndRemoveConstraints() throws {
        let (root, label, _) = try Self.instantiate(NibTraitEnvironment(horizontal: .regular, vertical: .compact))
        #expect(label.constraints.first?.constant == 50 && label.font == Self.anyFont)
        #expect(root.constraints.compactMap(\.identifier) == ["b"])
        let (landscape, _, _) = try Self.instantiate(.iPhoneLandscape)
        #expect(landscape.constraints.compactMap(\.identifier) == ["b"])
    }

    /// A storage whose key path the model does not have stays kept, listed with its count, and not applied.
    @Test func anUnsupportedStorageIsListedAndNotApplied() throws {
        let (archive, _, _) = try Self.archive(unsupported: true)
        let nib = try NibArchiveFixtures.nib(archive)
        #expect(
            nib.index.notModelledLine()
                == "not modelled: _UIAttributeTraitStorage 'alpha' on UIView ×1 (kept, not applied)")
        let instance = try nib.instantiateObjects(owner: nil, traits: .iPad)
        #expect(instance.traits?.notApplied == ["_UIAttributeTraitStorage 'alpha' on View": 1])
        #expect(instance.views[0].alpha == 1)
        let (plain, _, _) = try Self.archive()
        #expect(try NibArchiveFixtures.nib(plain).index.notModelledLine() == nil)
    }

    /// Structure stays strict: a record's constant of 1e9 points is refused in one line.
    @Test func anAbsurdRecordedConstantIsRefused() throws {
        let (archive, _, _) = try Self.archive(constant: 1e9)
        let nib = try NibArchiveFixtures.nib(archive)
        _ = try nib.instantiateObjects(owner: nil, traits: .iPhonePortrait)  // the record does not apply here
        let error = try #require(throws: NibLoadingError.self) { try nib.instantiateObjects(owner: nil, traits: .iPad) }
        #expect(
            error.description.contains("constraint constant 1000000000.0 is beyond ±1,000,000")
                && !error.description.contains("\n"))
    }
}

/// The teads video-ad cell (`../shared/apple-nibs`): 46 constraint-constant storages with "Any" and
/// `wR hR` records. Its constraint constants follow the records for each environment.
@Suite(SharedFolder.needed) struct AppleTraitStorageTests {
    static let file = "teads__TeadsSDKResources.bundle__TeadsVideoAdContentView~iphone.nib__objects-8.0+.nib"

    /// Each constraint-constant storage's constraint, with its "Any" and `wR hR` record values, read from
    /// the kept storage objects.
    static func storages(_ instance: NibInstance) -> [(constraint: LayoutConstraint, any: Double, regular: Double)] {
        func constant(_ record: NibKeptObject) -> Double? {
            guard case .object(let value as NibKeptObject)? = record.value(forKey: "UIValue"),
                case .double(let number)? = value.value(forKey: "UINumericConstant")
            else { return nil }
            return number
        }
        var found: [(LayoutConstraint, Double, Double)] = []
        for list in instance.traitStorageLists {
            guard case .array(let storages)? = list.value(forKey: "UITraitStorages") else { continue }
            for case .object(let storage as NibKeptObject) in storages
            where storage.string(forKey: "UIKeyPath") == "encodedConstant" {
                guard case .object(let constraint as LayoutConstraint)? = storage.value(forKey: "UIObject"),
                    case .array(let records)? = storage.value(forKey: "UIRecords")
                else { continue }
                var any: Double?, regular: Double?
                for case .object(let record as NibKeptObject) in records {
                    guard case .object(let traits as NibKeptObject)? = record.value(forKey: "UITraitCollection") else {
                        continue
                    }
                    if traits.values.isEmpty { any = constant(record) } else { regular = constant(record) }
                }
                if let any, let regular { found.append((constraint, any, regular)) }
            }
        }
        return found
    }

    @Test func theConstraintConstantsChangeAsTheRecordsSay() throws {
        let nib = try Nib(contentsOf: SharedFolder.corpus("apple-nibs").appendingPathComponent(Self.file))
        let phone = try nib.instantiateObjects(owner: OutletRecorder(), traits: .iPhonePortrait)
        let pad = try nib.instantiateObjects(owner: OutletRecorder(), traits: .iPad)
        let onPhone = Self.storages(phone), onPad = Self.storages(pad)
        #expect(onPhone.count == 46 && onPad.count == 46)
        for entry in onPhone { #expect(entry.constraint.constant == entry.any) }
        for entry in onPad { #expect(entry.constraint.constant == entry.regular) }
        // Two storages may name one constraint (the file has such pairs, with equal records): count constraints.
        let differing = Set(onPad.filter { $0.any != $0.regular }.map { ObjectIdentifier($0.constraint) }).count
        #expect(differing > 0 && (pad.traits?.changes ?? 0) >= differing)
        #expect(phone.traits?.changes == 0 && phone.traits?.appliedStorages == 50)
        #expect(
            nib.index.notModelled().allSatisfy {
                !$0.className.contains("TraitStorage") && $0.className != "UITraitCollection"
            })
    }
}
