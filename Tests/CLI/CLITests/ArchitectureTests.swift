import Foundation
import Testing

/// `docs/architecture.md` names every target of `Package.swift`, so that the page a new reader starts from
/// shows the whole plan and a new module cannot be added without a line there.
@Suite struct ArchitectureTests {
    /// Every target, test target, system library, plugin and product `Package.swift` declares by name.
    static func targetNames(in manifest: String) -> [String] {
        let kinds = "target|executableTarget|testTarget|systemLibrary|plugin|library|executable"
        let pattern = try! NSRegularExpression(pattern: #"\.("# + kinds + #")\(\s*name:\s*"([^"]+)""#)
        return pattern.matches(in: manifest, range: NSRange(manifest.startIndex..., in: manifest)).compactMap { match in
            Range(match.range(at: 2), in: manifest).map { String(manifest[$0]) }
        }
    }

    @Test func findsTheTargetsOfAManifest() {
        let manifest = """
            .target(name: "A", dependencies: ["B"]),
            .systemLibrary(
                name: "CB", path: "x"),
            .testTarget(name: "ATests"),
            .product(name: "NotATarget", package: "p"),
            """
        #expect(Self.targetNames(in: manifest) == ["A", "CB", "ATests"])
    }

    @Test func everyTargetIsNamedInTheArchitecturePage() throws {
        let root = CommandRunner.packageRoot
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let page = try String(contentsOf: root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        let names = Self.targetNames(in: manifest)
        #expect(names.count > 40, "the manifest's targets were not found")
        #expect(names.filter { !page.contains("`\($0)`") } == [], "targets docs/architecture.md does not name")
    }
}
