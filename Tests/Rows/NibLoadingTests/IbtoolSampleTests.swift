import Foundation
import NIB
import NibLoading
import Testing

/// The ibtool-shaped fixtures as committed files, for trying `inspect` and `run --template FILE.nib` by
/// hand and from the CLI tests: `NIB_WRITE_IBTOOL_SAMPLES=1 swift test --filter IbtoolSampleTests`
/// writes them; otherwise the test checks that the committed files are what the generator makes.
struct IbtoolSampleTests {
    static let folder = IbtoolFixtures.fixtures.appendingPathComponent("ibtool")

    static func samples() throws -> [(name: String, archive: NIBArchive)] {
        var traits = IbtoolFixtures.Extras()
        traits.traitStorageLists = [IbtoolFixtures.traitStorageList]
        return [
            (
                "attributed-cell.nib",
                try IbtoolFixtures.archive(try IbtoolFixtures.template(IbtoolFixtures.textAndImages))
            ),
            (
                "wiring-with-traits.nib",
                try IbtoolFixtures.archive(try IbtoolFixtures.template(IbtoolFixtures.wiring), extras: traits)
            ),
            ("table-with-prototype.nib", try IbtoolFixtures.tableWithPrototype()),
            ("storyboard-scene.nib", try IbtoolFixtures.storyboardScene()),
            ("macos-main-menu.nib", IbtoolMacNibTests.macArchive()),
        ]
    }

    @Test func theCommittedSamplesAreWhatTheGeneratorMakes() throws {
        let write = ProcessInfo.processInfo.environment["NIB_WRITE_IBTOOL_SAMPLES"] == "1"
        if write { try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true) }
        for (name, archive) in try Self.samples() {
            let url = Self.folder.appendingPathComponent(name)
            if write { try Data(archive.bytes()).write(to: url) }
            let committed = try #require(
                FileManager.default.contents(atPath: url.path),
                "\(name) is missing; run with NIB_WRITE_IBTOOL_SAMPLES=1")
            #expect([UInt8](committed) == archive.bytes(), "\(name) differs from the generator's; regenerate it")
        }
    }

    @Test func everyIOSSampleDecodesAndTheMacOSOneIsRefused() throws {
        for (name, _) in try Self.samples() {
            let url = Self.folder.appendingPathComponent(name)
            if name.hasPrefix("macos") {
                #expect(throws: NibLoadingError.self) { try Nib(contentsOf: url) }
            } else {
                #expect(try !Nib(contentsOf: url).instantiateObjects(owner: nil).views.isEmpty, "\(name)")
            }
        }
    }
}
