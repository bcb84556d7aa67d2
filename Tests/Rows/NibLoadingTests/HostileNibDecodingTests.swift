import Foundation
import NibLoading
import Testing

/// The container's catalogue of malformed and malicious nibs (`Tests/Rows/NIBTests/Hostile`) and its samples,
/// through the whole loader: each is refused with one line naming the file, or loads; none crashes.
@Suite struct HostileNibDecodingTests {
    static let folders = ["Tests/Rows/NIBTests/Hostile", "Tests/Rows/NIBTests/Samples"].map {
        NibFixtures.packageRoot.appendingPathComponent($0)
    }

    static func files() -> [String] {
        folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".nib") }
                .sorted()
                .map { folder.lastPathComponent + "/" + $0 }
        }
    }

    @Test func theCatalogueIsThere() {
        #expect(Self.files().count >= 30)
    }

    @Test(arguments: files())
    func everyHostileNibFailsWithOneLineOrLoads(_ name: String) throws {
        let url = NibFixtures.packageRoot.appendingPathComponent("Tests/Rows/NIBTests").appendingPathComponent(name)
        do {
            _ = try Nib(contentsOf: url).instantiate(owner: nil)
        } catch let error as NibLoadingError {
            let text = error.description
            #expect(text.hasPrefix(url.lastPathComponent + ": ") && !text.contains("\n"), "\(text)")
        }
    }

    /// Geometry that is not finite or is absurd (a view at 1e308 points) is refused by the loader itself,
    /// tolerant or strict, in one line naming the key.
    @Test(arguments: [
        ("huge-geometry.nib", "holds geometry of 1e+308 points, beyond ±1,000,000 points"),
        ("inf-geometry.nib", "holds geometry that is not a finite number (inf)"),
        ("nan-geometry.nib", "holds geometry that is not a finite number (nan)"),
    ])
    func absurdGeometryIsRefused(_ name: String, _ fragment: String) throws {
        let url = NibFixtures.packageRoot.appendingPathComponent("Tests/Rows/NIBTests/Hostile").appendingPathComponent(
            name)
        for strict in [false, true] {
            let error = try #require(throws: NibLoadingError.self) {
                try Nib(contentsOf: url, strict: strict).instantiate(owner: nil)
            }
            #expect(error.description == "\(name): byte 53: object 1 (UIView): key 'UIBounds' \(fragment)")
        }
    }
}
