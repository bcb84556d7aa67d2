import Foundation
import NIB
import NibLoading
import Templates
import Testing
import Views

/// What an instantiation does beyond decoding: proxies, outlets, external objects, `awakeFromNib`, and
/// the errors of broken graphs, each one line naming the file and the object.
@Suite struct NibInstantiationTests {
    static let countingRegistry = NibClassRegistry.standard.adding(
        .view(
            "AwakeCountingLabel", AwakeCountingLabel.self, make: { AwakeCountingLabel() },
            decodeKeys: { try Label.decodeLabelKeys($0, from: $1) },
            encodeKeys: { try Label.encodeLabelKeys($0, to: $1) }))

    @Test func outletsReachTheOwnerAndProxiesAreNotTopLevel() throws {
        let cell = TableViewCell(reuseIdentifier: "C")
        let nib = try NibArchiveFixtures.nib(try NibArchiveFixtures.archive([cell], outlets: [("loadedCell", cell)]))
        let owner = CellLoader()
        let topLevel = try nib.instantiate(owner: owner)
        #expect(topLevel.count == 1 && topLevel[0] === owner.loadedCell)
    }

    @Test func anUnknownOutletKeyIsAnError() throws {
        let cell = TableViewCell(reuseIdentifier: "C")
        let nib = try NibArchiveFixtures.nib(try NibArchiveFixtures.archive([cell], outlets: [("missingOutlet", cell)]))
        #expect {
            _ = try nib.instantiate(owner: CellLoader())
        } throws: { error in
            let text = String(describing: error)
            return text.hasPrefix("Test.nib: byte ") && text.contains(": object ") && text.contains("'missingOutlet'")
                && text.contains("CellLoader") && !text.contains("\n")
        }
        // A nil owner connects nothing, as messaging nil does.
        #expect(try nib.instantiate(owner: nil).count == 1)
    }

    @Test func awakeFromNibOncePerObjectAndEveryInstantiationMakesNewObjects() throws {
        let first = AwakeCountingLabel(), second = AwakeCountingLabel()
        let archive = try NibArchiveFixtures.archive([first, second], registry: Self.countingRegistry)
        let nib = try NibArchiveFixtures.nib(archive, registry: Self.countingRegistry)
        AwakeCountingLabel.awakenings = 0
        let one = try nib.instantiate(owner: nil), two = try nib.instantiate(owner: nil)
        #expect(one.compactMap { ($0 as? AwakeCountingLabel)?.awakeCount } == [1, 1])
        #expect(two.compactMap { ($0 as? AwakeCountingLabel)?.awakeCount } == [1, 1])
        #expect(AwakeCountingLabel.awakenings == 4)
        #expect(one[0] !== two[0])
    }

    @Test func externalObjectsAreMappedByIdentifier() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="1" \
            targetRuntime="iOS.CocoaTouch" propertyAccessControl="none">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <placeholder placeholderIdentifier="Controller" id="ext">
                        <connections>
                            <outlet property="view" destination="v1" id="c1"/>
                        </connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="v1">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                    </view>
                </objects>
            </document>
            """
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("External-\(getpid()).xib")
        try xib.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let template = try TemplateReader.read(contentsOf: file)
        let nib = try NibFixtures.compiled(template)
        #expect {
            _ = try nib.instantiate(owner: nil)
        } throws: { String(describing: $0).contains("'Controller'") }
        let controller = OutletRecorder()
        let views = try nib.instantiate(owner: nil, externalObjects: ["Controller": controller])
        #expect(views.count == 1)
        #expect(controller.object(forOutlet: "view") === views[0])
    }
}
