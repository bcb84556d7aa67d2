import Foundation
import TestFixtures

/// Generated C++ for Qt compiled with `clang++ -fsyntax-only`, with the flags the package builds Qt's rows with: a
/// string literal that a hostile text had ended early would be a syntax error or a call that does not exist.
enum QtSyntaxCheck {
    /// `pkg-config --cflags` of `modules`, and, with `privateHeaders`, Qt's private include folders as Package.swift
    /// computes them (`qtPrivateIncludeFlags`: the newest version folder of each module); nil without pkg-config.
    static func flags(_ modules: [String], privateHeaders: Bool = false) throws -> [String]? {
        let cflags = try Tool("pkg-config", ["--cflags"] + modules)
        guard cflags.status == 0 else { return nil }
        var flags = cflags.output.split(whereSeparator: \.isWhitespace).map(String.init)
        guard privateHeaders else { return flags }
        let roots = ["/usr/include/x86_64-linux-gnu/qt6", "/usr/include/aarch64-linux-gnu/qt6", "/usr/include/qt6"]
        guard let root = roots.first(where: { FileManager.default.fileExists(atPath: "\($0)/QtCore") }) else {
            return nil
        }
        for module in ["QtCore", "QtGui", "QtQml", "QtQmlModels", "QtQuick"] {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: "\(root)/\(module)")) ?? []
            guard let version = entries.filter({ $0.first?.isNumber == true }).sorted().last else { continue }
            flags += ["-I\(root)/\(module)/\(version)", "-I\(root)/\(module)/\(version)/\(module)"]
        }
        return flags
    }

    /// Writes `text` as `name` in a temporary folder and checks its syntax; `includes` are folders of the package
    /// searched for the file's `#include "..."` (its own folder in the package, so that `../RowBuilders.h` resolves).
    /// Trigraphs are on unless told, so that a `??/` left unescaped would turn into a backslash. Nil when it compiles,
    /// otherwise clang's message.
    static func errors(
        _ text: String, name: String, includes: [String], flags: [String], trigraphs: Bool = true
    ) throws -> String? {
        let folder = try Tool.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        let searched = includes.flatMap { ["-I", PackagePaths.inPackage($0).path] }
        let compile = try Tool(
            "clang++",
            ["-std=c++17", "-fPIC", "-fsyntax-only"] + (trigraphs ? ["-trigraphs"] : []) + searched + flags + [
                file.path
            ])
        return compile.status == 0 ? nil : compile.output
    }

    /// One of Qt's tools in a folder of Qt6Core's (`bindir`: qmllint, qmldom; `libexecdir`: uic), nil when it is
    /// not installed.
    static func tool(_ name: String, folder: String) -> String? {
        guard let base = try? Tool("pkg-config", ["--variable=\(folder)", "Qt6Core"]), base.status == 0 else {
            return nil
        }
        let path = base.output.trimmingCharacters(in: .whitespacesAndNewlines) + "/" + name
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }
}
