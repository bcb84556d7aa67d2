import Foundation
import Results
import TestFixtures
import Testing

/// A toolkit's home is `Sources/Toolkits/<Name>/` with its declaration in `Declaration/`, and the list of
/// declarations is written from `Package.swift` (the RegisterToolkits plugin): every folder with a declaration is
/// in the list, and the list names no toolkit without a folder, so a toolkit cannot be added and left unregistered.
@Suite struct ToolkitFoldersTests {
    @Test func everyToolkitFolderWithADeclarationIsInTheList() throws {
        let toolkits = PackagePaths.inPackage("Sources/Toolkits")
        let folders = try FileManager.default.contentsOfDirectory(atPath: toolkits.path).filter { folder in
            FileManager.default.fileExists(atPath: toolkits.appendingPathComponent("\(folder)/Declaration").path)
        }
        #expect(folders.count >= 2, "no toolkit folders found under \(toolkits.path)")
        #expect(Set(folders.map { $0.lowercased() }) == Set(ToolkitDeclaration.all.map(\.name)))
    }
}
