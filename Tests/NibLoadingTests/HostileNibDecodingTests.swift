import Foundation
import NibLoading
import Testing

/// The container's catalogue of malformed and malicious nibs (`Tests/NIBTests/Hostile`) and its samples,
/// through the whole loader: each is refused with one line naming the file, or loads; none crashes.
@Suite struct HostileNibDecodingTests {
    static let folders = ["Tests/NIBTests/Hostile", "Tests/NIBTests/Samples"].map { NibFixtures.packageRoot.appendingPathComponent($0) }

    static func files() -> [String] {
        folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".nib") }.sorted()
                .map { folder.lastPathComponent + "/" + $0 }
        }
    }

    @Test func theCatalogueIsThere() {
        #expect(Self.files().count >= 30)
    }

    @Test(arguments: files())
    func everyHostileNibFailsWithOneLineOrLoads(_ name: String) throws {
        let url = NibFixtures.packageRoot.appendingPathComponent("Tests/NIBTests").appendingPathComponent(name)
        do {
            _ = try Nib(contentsOf: url).instantiate(owner: nil)
        } catch let error as NibLoadingError {
            let text = error.description
            #expect(text.hasPrefix(url.lastPathComponent + ": ") && !text.contains("\n"), "\(text)")
        }
    }
}
