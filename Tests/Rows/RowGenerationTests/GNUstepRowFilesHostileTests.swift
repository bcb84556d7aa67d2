import Foundation
import RowGeneration
import TestFixtures
import Testing

/// A seed row whose last label holds a hostile text builds exactly that text on GNUstep: the generated Objective-C
/// compiles with the literal as data, and the Cocoa XIBs give the title back to an XML parser as it was.
@Suite struct GNUstepRowFilesHostileTests {
    let files: [String: String]

    init() throws {
        files = try GNUstepRowFiles.files(from: try SeedVariant.hostileLastLabel())
    }

    /// Package.swift's flags for GNUstep's row (`gnustepFlags`), with gcc's Objective-C runtime headers.
    static func gnustepFlags() -> [String]? {
        let root = "/usr/lib/gcc"
        let files = FileManager.default
        for triple in (try? files.contentsOfDirectory(atPath: root)) ?? [] {
            for version in (try? files.contentsOfDirectory(atPath: "\(root)/\(triple)")) ?? []
            where files.fileExists(atPath: "\(root)/\(triple)/\(version)/include/objc/objc.h") {
                return [
                    "-fobjc-runtime=gcc", "-fno-blocks", "-fexceptions", "-fobjc-exceptions",
                    "-fconstant-string-class=NSConstantString", "-DGNUSTEP", "-DGNUSTEP_BASE_LIBRARY=1",
                    "-DGNU_GUI_LIBRARY=1", "-DGNU_RUNTIME=1", "-D_NATIVE_OBJC_EXCEPTIONS", "-I/usr/include/GNUstep",
                    "-idirafter", "\(root)/\(triple)/\(version)/include", "-Wno-deprecated-declarations",
                ]
            }
        }
        return nil
    }

    @Test func theGeneratedObjectiveCCompilesWithTheTextAsOneLiteral() throws {
        let flags = try #require(Self.gnustepFlags(), "gcc's Objective-C runtime headers (Debian's gobjc)")
        let folder = try Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let row = PackagePaths.inPackage("Sources/Toolkits/GNUstep/GNUstepRow")
        for path in files.keys.sorted() where path.hasSuffix(".m") {
            let file = folder.appendingPathComponent(URL(fileURLWithPath: path).lastPathComponent)
            try files[path]!.write(to: file, atomically: true, encoding: .utf8)
            let arguments =
                ["-fsyntax-only", "-I", row.path, "-I", row.appendingPathComponent("include").path] + flags + [
                    file.path
                ]
            let compile = try Tool("clang", arguments)
            #expect(compile.status == 0, "\(path): \(compile.output)")
        }
        let code = files["Sources/Toolkits/GNUstep/GNUstepRow/GeneratedCodeRow.m"]!
        #expect(code.contains("[twentiethLabel setStringValue: \(Escaping.objcString(SeedVariant.hostileText))];"))
    }

    @Test func theXIBsGiveTheTitleBack() throws {
        for name in ["Cell", "Cell2"] {
            let titles = try AttributeValues(files["templates/gnustep/\(name).xib"]!, element: "textFieldCell").values
            #expect(titles.count == 20 && titles.last == SeedVariant.hostileText, "templates/gnustep/\(name).xib")
        }
    }
}
