import CellModules
import Foundation
import Testing

/// Compiling a cell's code at run time: a module that loads and runs, the cache by text, and the errors.
@Suite struct CellModuleCompilerTests {
    let cache: URL
    let compiler: CellModuleCompiler

    init() throws {
        cache = FileManager.default.temporaryDirectory.appendingPathComponent("cell-modules-\(UUID().uuidString)")
        compiler = CellModuleCompiler(cacheDirectory: cache, clang: try CellModuleCompiler.toolchainClang())
    }

    private typealias Answer = @convention(c) () -> Int32

    private func answer(_ module: CellModuleCompiler.Module, _ symbol: String = "nibornot_answer") throws -> Int32 {
        let function = try CellModule(path: module.path.path).function(symbol)
        return unsafeBitCast(function, to: Answer.self)()
    }

    @Test(arguments: CellModuleCompiler.Language.allCases)
    func aModuleIsCompiledLoadedAndRun(language: CellModuleCompiler.Language) throws {
        defer { try? FileManager.default.removeItem(at: cache) }
        let source =
            language == .cxx
            ? "extern \"C\" int nibornot_answer(void) { return 6 * 7; }\n"
            : "int nibornot_answer(void) { return 6 * 7; }\n"
        let flags = language == .objectiveC ? ["-fobjc-runtime=gcc"] : []
        let module = try compiler.module(source: source, language: language, flags: flags, name: "a test cell")
        #expect(!module.wasCached && module.seconds > 0)
        #expect(try answer(module) == 42)
    }

    /// The same text again comes from the cache; another text, or other flags, is compiled anew.
    @Test func theCacheIsKeyedByTheText() throws {
        defer { try? FileManager.default.removeItem(at: cache) }
        let source = "int nibornot_answer(void) { return 1; }\n"
        let first = try compiler.module(source: source, language: .c, flags: [], name: "cell")
        let again = try compiler.module(source: source, language: .c, flags: [], name: "cell")
        #expect(again.wasCached && again.path == first.path && again.seconds == 0)
        let other = try compiler.module(source: source + "\n", language: .c, flags: [], name: "cell")
        let flagged = try compiler.module(source: source, language: .c, flags: ["-DX=1"], name: "cell")
        #expect(!other.wasCached && !flagged.wasCached)
        #expect(Set([first.path, other.path, flagged.path]).count == 3)
        // Nothing but the modules and their sources stays in the cache.
        let names = try FileManager.default.contentsOfDirectory(atPath: cache.path)
        #expect(names.count == 6 && names.allSatisfy { $0.hasSuffix(".so") || $0.hasSuffix(".source") }, "\(names)")
    }

    /// A module whose stored source is not the text asked for (two texts sharing a key) is never taken.
    @Test func aStoredModuleOfAnotherTextIsCompiledAnew() throws {
        defer { try? FileManager.default.removeItem(at: cache) }
        let source = "int nibornot_answer(void) { return 2; }\n"
        let first = try compiler.module(source: source, language: .c, flags: [], name: "cell")
        let stored = first.path.deletingPathExtension().appendingPathExtension("source")
        try Data("int nibornot_answer(void) { return 3; }\n".utf8).write(to: stored)
        let again = try compiler.module(source: source, language: .c, flags: [], name: "cell")
        #expect(!again.wasCached)
        #expect(try answer(again) == 2)
    }

    /// Code that does not compile: one line naming what was compiled and clang's first error.
    @Test func codeThatDoesNotCompileSaysWhyInOneLine() throws {
        defer { try? FileManager.default.removeItem(at: cache) }
        #expect {
            _ = try compiler.module(
                source: "int nibornot_answer(void) { return missing; }\n", language: .c, flags: [],
                name: "gtk-code of MyCell.xib")
        } throws: { error in
            let text = "\(error)"
            return text.contains("gtk-code of MyCell.xib") && text.contains("error:") && text.contains("missing")
                && !text.contains("\n")
        }
    }

    /// A missing function is named when it is looked up, not when it is called.
    @Test func aMissingFunctionIsNamed() throws {
        defer { try? FileManager.default.removeItem(at: cache) }
        let module = try compiler.module(source: "int other(void) { return 0; }\n", language: .c, flags: [], name: "c")
        #expect(throws: CellModuleError.missingSymbol(path: module.path.path, symbol: "nibornot_answer")) {
            _ = try CellModule(path: module.path.path).function("nibornot_answer")
        }
        #expect(throws: CellModuleError.self) { _ = try CellModule(path: cache.appendingPathComponent("no.so").path) }
    }

    /// Without a clang on the PATH the error says which compiler is needed.
    @Test func noCompilerIsSaid() {
        #expect(throws: CellModuleError.noCompiler) { _ = try CellModuleCompiler.toolchainClang(path: "/nonexistent") }
    }
}

/// A prefix header is precompiled once into the cache and used; one clang no longer takes (here: not a header at
/// all) is dropped and the module compiled without it, and a real error still fails.
@Suite struct PrecompiledHeaderTests {
    @Test func aPrefixHeaderIsPrecompiledOnceAndABrokenOneIsDropped() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("cell-pch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let compiler = CellModuleCompiler(cacheDirectory: cache, clang: try CellModuleCompiler.toolchainClang())
        let prefix = "#include <stdio.h>\n#define NIBORNOT_FROM_PREFIX 40\n"
        // The source uses the prefix's macro: it compiles only if the precompiled header was included.
        let source = "int nibornot_answer(void) { return NIBORNOT_FROM_PREFIX + 2; }\n"
        let module = try compiler.module(source: source, language: .c, flags: [], name: "cell", prefixHeader: prefix)
        let function = try CellModule(path: module.path.path).function("nibornot_answer")
        #expect(unsafeBitCast(function, to: (@convention(c) () -> Int32).self)() == 42)
        let headers = try FileManager.default.contentsOfDirectory(atPath: cache.path).filter { $0.hasSuffix(".pch") }
        #expect(headers.count == 1, "\(headers)")
        // Spoilt: the next module is compiled without it (its source must not need the macro), and it is removed.
        let spoilt = cache.appendingPathComponent(try #require(headers.first))
        try Data("not a precompiled header".utf8).write(to: spoilt)
        let plain = "int nibornot_answer(void) { return 7; }\n"
        let other = try compiler.module(source: plain, language: .c, flags: [], name: "cell", prefixHeader: prefix)
        #expect(!other.wasCached)
        #expect(!FileManager.default.fileExists(atPath: spoilt.path))
        #expect(throws: CellModuleError.self) {
            try compiler.module(
                source: "int broken(void) {", language: .c, flags: [], name: "cell", prefixHeader: prefix)
        }
    }
}
