import Foundation

/// One file `nib-or-not survey` decodes: a XIB or a compiled nib, found in the folder, app, framework
/// or bundle the user named.
public struct SurveyFile: Sendable, Equatable {
    public enum Kind: String, Sendable { case nib, xib }

    /// The file's path, as found (the surveyed path joined with its place inside).
    public let path: String
    /// The path relative to what was surveyed, for the listing.
    public let name: String
    public let kind: Kind
    /// For a `Name.nib/` folder: which of its nibs was chosen, and why.
    public let choice: String?

    public init(path: String, name: String, kind: Kind, choice: String?) {
        self.path = path; self.name = name; self.kind = kind; self.choice = choice
    }
}

/// Finds the files a survey decodes, as UIKit would find them in an app: every `.xib`, every `.nib` file,
/// and of every `Name.nib/` folder the one nib UIKit loads.
public enum SurveyFiles {
    /// What went wrong finding the files, in one line.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
        public init(description: String) { self.description = description }
    }

    /// The files at `path` (a folder, an unpacked `.app`/`.framework`/`.bundle`, or one file), sorted by name.
    public static func find(at path: String) throws -> [SurveyFile] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw Failure(description: "\(path): no such file or folder")
        }
        let url = URL(fileURLWithPath: path)
        if !isDirectory.boolValue {
            guard let kind = kind(of: url) else {
                throw Failure(
                    description: "\(path): neither a XIB (.xib) nor a compiled nib (.nib, or starting with NIBArchive)")
            }
            return [SurveyFile(path: path, name: url.lastPathComponent, kind: kind, choice: nil)]
        }
        if url.pathExtension == "nib" { return try nibFolder(url, name: url.lastPathComponent).map { [$0] } ?? [] }
        var found: [SurveyFile] = []
        try walk(url, relative: "", into: &found)
        return found.sorted { $0.name < $1.name }
    }

    private static func walk(_ folder: URL, relative: String, into found: inout [SurveyFile]) throws {
        let entries = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        for entry in entries {
            let url = folder.appendingPathComponent(entry)
            let name = relative.isEmpty ? entry : relative + "/" + entry
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                if url.pathExtension == "nib" {
                    if let file = try nibFolder(url, name: name) { found.append(file) }
                } else {
                    try walk(url, relative: name, into: &found)
                }
            } else if url.pathExtension == "xib" {
                found.append(SurveyFile(path: url.path, name: name, kind: .xib, choice: nil))
            } else if url.pathExtension == "nib" {
                found.append(SurveyFile(path: url.path, name: name, kind: .nib, choice: nil))
            }
        }
    }

    /// The nib of a `Name.nib/` folder that UIKit loads on the newest iOS any of them targets: the
    /// `objects-V+.nib` of the highest V (UIKit takes the highest V not above the running version), or else
    /// `runtime.nib` (the nib for versions below every V). A folder with neither holds no nib.
    static func nibFolder(_ folder: URL, name: String) throws -> SurveyFile? {
        let entries = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let versioned = entries.compactMap { entry -> (version: [Int], file: String)? in
            guard entry.hasPrefix("objects-"), entry.hasSuffix("+.nib") else { return nil }
            let text = entry.dropFirst("objects-".count).dropLast("+.nib".count)
            let parts = text.split(separator: ".").compactMap { Int($0) }
            return parts.isEmpty ? nil : (parts, entry)
        }.sorted { $0.version.lexicographicallyPrecedes($1.version) }
        let hasRuntime = entries.contains("runtime.nib")
        if let newest = versioned.last {
            let others = versioned.dropLast().map(\.file) + (hasRuntime ? ["runtime.nib"] : [])
            let why =
                "newest of \(versioned.count + (hasRuntime ? 1 : 0)) versions, as UIKit loads on iOS "
                + "\(newest.version.map(String.init).joined(separator: ".")) and later"
                + (others.isEmpty ? "" : "; not " + others.joined(separator: ", "))
            return SurveyFile(
                path: folder.appendingPathComponent(newest.file).path, name: name + "/" + newest.file, kind: .nib,
                choice: why)
        }
        if hasRuntime {
            return SurveyFile(
                path: folder.appendingPathComponent("runtime.nib").path, name: name + "/runtime.nib", kind: .nib,
                choice: "runtime.nib, the folder's only nib")
        }
        return nil
    }

    /// A file's kind from its name, or its first bytes when the name says neither.
    public static func kind(of url: URL) -> SurveyFile.Kind? {
        switch url.pathExtension {
        case "xib": return .xib
        case "nib": return .nib
        default:
            guard let handle = FileHandle(forReadingAtPath: url.path) else { return nil }
            defer { try? handle.close() }
            let head = handle.readData(ofLength: 10)
            if head == Data("NIBArchive".utf8) { return .nib }
            return String(decoding: head, as: UTF8.self).hasPrefix("<?xml") ? .xib : nil
        }
    }
}
