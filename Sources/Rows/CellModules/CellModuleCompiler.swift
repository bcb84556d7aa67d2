import Foundation

/// Compiles a cell's generated code at run time into a shared object that a toolkit's worker loads
/// (`CellModule.load`), with the toolchain's own `clang`, and keeps it in a cache by the code's text.
///
/// Why at run time: a user's cell (`run --template MyCell.xib`) reaches a toolkit's code construction only as
/// code generated from the XIB when the run starts, and the code row must be compiled C, C++ or Objective-C, as
/// the seed's hand-written row is, not interpreted. Why a cache: the same cell measured again, or on the next run,
/// must not pay the compiler again; the key is the compiler, the language, the flags and the source, and a hit is
/// taken only when the stored source is byte for byte the one asked for, so that two texts sharing a key can never
/// load each other's module. Compiling happens before any worker starts, so no timed figure contains it.
public struct CellModuleCompiler: Sendable {
    /// The source language, and what clang is told of it.
    public enum Language: String, Sendable, CaseIterable {
        case c, cxx, objectiveC

        var clangLanguage: String {
            switch self {
            case .c: "c"
            case .cxx: "c++"
            case .objectiveC: "objective-c"
            }
        }
    }

    /// One compiled module: where it is, whether the cache had it, and how long compiling took (0 when cached).
    public struct Module: Sendable, Equatable {
        public var path: URL
        public var wasCached: Bool
        public var seconds: Double
    }

    /// The folder holding the compiled modules (`<key>.so`) and their sources (`<key>.source`).
    public let cacheDirectory: URL
    /// The compiler: the toolchain's `clang`.
    public let clang: URL

    public init(cacheDirectory: URL = CellModuleCompiler.defaultCacheDirectory, clang: URL) {
        self.cacheDirectory = cacheDirectory
        self.clang = clang
    }

    /// `$XDG_CACHE_HOME/nib-or-not/cell-modules`, or `~/.cache/nib-or-not/cell-modules`.
    public static var defaultCacheDirectory: URL {
        let environment = ProcessInfo.processInfo.environment
        let base =
            environment["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
        return base.appendingPathComponent("nib-or-not/cell-modules")
    }

    /// The toolchain's `clang`: the one beside `swiftc` on the `PATH`, else the first `clang` there.
    public static func toolchainClang(path: String? = ProcessInfo.processInfo.environment["PATH"]) throws -> URL {
        let folders = (path ?? "").split(separator: ":").map { URL(fileURLWithPath: String($0)) }
        let files = FileManager.default
        let beside = folders.first { files.isExecutableFile(atPath: $0.appendingPathComponent("swiftc").path) }
        for folder in (beside.map { [$0] } ?? []) + folders {
            let candidate = folder.appendingPathComponent("clang")
            if files.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw CellModuleError.noCompiler
    }

    /// The module of `source`, compiled as `language` with `flags` (include folders, defines), from the cache when it
    /// holds this very source. `name` says what is compiled in errors ("gtk-code of MyCell.xib"). `prefixHeader`, the
    /// text of a header of the includes the source starts with, is precompiled once and kept in the cache
    /// (`PrecompiledHeader`): Qt Quick's private headers took 6.2 s of a 6.2 s compile of a cell's qmltc class, and
    /// 2.8 s with them precompiled. The module is the same with or without it, so it is not part of the key.
    public func module(
        source: String, language: Language, flags: [String], name: String, prefixHeader: String? = nil
    ) throws -> Module {
        let key = Self.key(clang: clang.path, language: language, flags: flags, source: source)
        let library = cacheDirectory.appendingPathComponent("\(key).so")
        let stored = cacheDirectory.appendingPathComponent("\(key).source")
        let files = FileManager.default
        if files.fileExists(atPath: library.path), (try? String(contentsOf: stored, encoding: .utf8)) == source {
            return Module(path: library, wasCached: true, seconds: 0)
        }
        do {
            try files.createDirectory(at: cacheDirectory, withIntermediateDirectories: true)
        } catch {
            throw CellModuleError.cacheUnwritable(folder: cacheDirectory.path, reason: error.localizedDescription)
        }
        let started = Date()
        // Written under names of this process's own and renamed into place: a run beside it compiling the same cell
        // finds either nothing or a whole module, never half of one.
        let unique = "\(key).\(ProcessInfo.processInfo.processIdentifier)"
        let sourceFile = cacheDirectory.appendingPathComponent("\(unique).\(language.extension)")
        let partial = cacheDirectory.appendingPathComponent("\(unique).so.partial")
        defer {
            try? files.removeItem(at: sourceFile)
            try? files.removeItem(at: partial)
        }
        try Data(source.utf8).write(to: sourceFile)
        let compile = { (header: URL?) in
            try Self.run(
                clang,
                ["-x", language.clangLanguage, "-shared", "-fPIC", "-O2", "-w"]
                    + (header.map { ["-include-pch", $0.path] } ?? []) + flags + [sourceFile.path, "-o", partial.path])
        }
        let header = prefixHeader.flatMap { precompiledHeader($0, language: language, flags: flags) }
        var result = try compile(header)
        // A precompiled header clang no longer takes (its headers changed since) must not fail the cell: compiled
        // again without it, and removed, so that the next cell makes a new one. A real error fails both times.
        if result.status != 0, let header {
            try? files.removeItem(at: header)
            result = try compile(nil)
        }
        guard result.status == 0 else {
            throw CellModuleError.doesNotCompile(name: name, firstError: Self.firstError(result.errors))
        }
        try? files.removeItem(at: library)
        try files.moveItem(at: partial, to: library)
        try Data(source.utf8).write(to: stored, options: .atomic)
        return Module(path: library, wasCached: false, seconds: Date().timeIntervalSince(started))
    }

    /// `text` precompiled as a header of `language` with `flags`' compiler flags (not the linker's), from the cache
    /// when it holds it; nil when clang cannot precompile it, and the module is then compiled without.
    func precompiledHeader(_ text: String, language: Language, flags: [String]) -> URL? {
        let compileFlags = flags.filter { !$0.hasPrefix("-l") && !$0.hasPrefix("-L") && !$0.hasPrefix("-Wl,") }
        let key = Self.fingerprint([clang.path, language.rawValue, "header"] + compileFlags + [text])
        let header = cacheDirectory.appendingPathComponent("\(key).pch")
        // clang checks a precompiled header's inputs, the header's own text included, whenever it is used: the text
        // stays beside it, written only when missing or different (a new date would spoil the precompiled one).
        let textFile = cacheDirectory.appendingPathComponent("\(key).h")
        let files = FileManager.default
        if files.fileExists(atPath: header.path), files.contents(atPath: textFile.path) == Data(text.utf8) {
            return header
        }
        let partial = cacheDirectory.appendingPathComponent("\(key).\(ProcessInfo.processInfo.processIdentifier).pch")
        defer { try? files.removeItem(at: partial) }
        if files.contents(atPath: textFile.path) != Data(text.utf8) {
            guard (try? Data(text.utf8).write(to: textFile, options: .atomic)) != nil else { return nil }
        }
        guard
            let result = try? Self.run(
                clang,
                ["-x", language.clangLanguage + "-header", "-fPIC", "-O2", "-w"] + compileFlags
                    + [textFile.path, "-o", partial.path]),
            result.status == 0
        else { return nil }
        try? files.removeItem(at: header)
        return (try? files.moveItem(at: partial, to: header)) == nil ? nil : header
    }

    /// The cache key: 16 hex digits of FNV-1a 64 over the compiler, the language, the flags and the source, each
    /// ended by a zero byte so that no two lists run together.
    static func key(clang: String, language: Language, flags: [String], source: String) -> String {
        fingerprint([clang, language.rawValue] + flags + [source])
    }

    /// 16 hex digits of FNV-1a 64 over `parts`, each ended by a zero byte: a name for them that is the same in every
    /// process and every run (Swift's `Hasher` is seeded anew in each process).
    public static func fingerprint(_ parts: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for part in parts {
            for byte in part.utf8 + [0] {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
        }
        return String(hash, radix: 16).leftPadded(to: 16)
    }

    /// clang's first line that says "error:", or its first line when none does.
    static func firstError(_ output: String) -> String {
        let lines = output.split(separator: "\n").map(String.init)
        return (lines.first { $0.contains("error:") } ?? lines.first ?? "clang failed without a message")
    }

    /// The compiler's exit status and errors, written to a temporary file read once it has exited rather than to a
    /// pipe read to its end, which a process another thread starts meanwhile would inherit and hold open (as
    /// `QtTools.run` in module Toolkit, which this module cannot see).
    private static func run(_ program: URL, _ arguments: [String]) throws -> (status: Int32, errors: String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("nib-or-not-\(UUID().uuidString).err")
        guard FileManager.default.createFile(atPath: file.path, contents: nil),
            let errors = FileHandle(forWritingAtPath: file.path)
        else { throw CellModuleError.cannotRun(compiler: program.path, reason: "cannot write \(file.path)") }
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        do { try process.run() } catch {
            throw CellModuleError.cannotRun(compiler: program.path, reason: error.localizedDescription)
        }
        process.waitUntilExit()
        try? errors.close()
        let data = (try? Data(contentsOf: file)) ?? Data()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

extension CellModuleCompiler.Language {
    /// The source file's extension, which clang's diagnostics show.
    var `extension`: String {
        switch self {
        case .c: "c"
        case .cxx: "cpp"
        case .objectiveC: "m"
        }
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
