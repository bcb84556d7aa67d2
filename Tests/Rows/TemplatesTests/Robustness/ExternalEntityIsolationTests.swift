import Foundation
import Templates
import Testing

/// Templates that name other files (external entities, parameter entities, XInclude, a stylesheet, a
/// DTD on the web) must make the reader read nothing but the template itself.
///
/// Two checks: a secret the test writes beside the template never appears in any result or message
/// (always run), and `strace` shows the `nib-or-not inspect` process opening no file and no socket
/// beyond those it opens for a harmless template (run where strace is installed;
/// scripts/install-system-packages.sh installs it).
@Suite struct ExternalEntityIsolationTests {
    static let secret = "HOSTILE-SECRET-\(UUID().uuidString)"
    static let fixtures = [
        "external-entity-passwd.xib", "external-entity-secret.xib", "parameter-entity.xib", "xinclude.xib",
        "processing-instruction-prolog.xib", "plist-with-doctype.xib", "utf7-doctype.xib",
    ]
    static let strace = "/usr/bin/strace"

    /// A scratch folder holding `secret.txt` and copies of the fixtures, plus variants that name the
    /// secret by absolute URL, in UTF-8, UTF-16 and UTF-7.
    static func scratchWithSecret() throws -> URL {
        let folder = try HostileFixtures.temporaryFolder()
        let secretURL = folder.appendingPathComponent("secret.txt")
        try secret.write(to: secretURL, atomically: true, encoding: .utf8)
        for name in fixtures {
            try FileManager.default.copyItem(
                at: HostileFixtures.folder.appendingPathComponent(name),
                to: folder.appendingPathComponent(name))
        }
        let absolute = """
            <!DOCTYPE document [<!ENTITY leak SYSTEM "\(secretURL.absoluteString)">]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects><label id="l" \
            text="&leak;">&leak;</label></objects></document>

            """
        try Data(("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + absolute).utf8).write(
            to: folder.appendingPathComponent("absolute-utf8.xib"))
        var utf16 = Data([0xFF, 0xFE])
        utf16.append(("<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n" + absolute).data(using: .utf16LittleEndian)!)
        try utf16.write(to: folder.appendingPathComponent("absolute-utf16.xib"))
        let utf7 = absolute.replacingOccurrences(of: "<", with: "+ADw-").replacingOccurrences(of: ">", with: "+AD4-")
        try Data(("<?xml version=\"1.0\" encoding=\"UTF-7\"?>\n" + utf7).utf8).write(
            to: folder.appendingPathComponent("absolute-utf7.xib"))
        return folder
    }

    static let variants = fixtures + ["absolute-utf8.xib", "absolute-utf16.xib", "absolute-utf7.xib"]

    @Test func theSecretNeverAppearsInAnyResultOrMessage() throws {
        let folder = try Self.scratchWithSecret()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in Self.variants {
            let url = folder.appendingPathComponent(name)
            let error = try #require(throws: TemplateError.self, "\(name)") { try TemplateReader.read(contentsOf: url) }
            #expect(!error.description.contains(Self.secret), "\(error)")
            let child = try ChildProcess.run([ChildProcess.nibOrNot, "inspect", url.path], scratch: folder)
            #expect(
                child.status == 1 && !child.stdout.contains(Self.secret) && !child.stderr.contains(Self.secret),
                "\(name)")
        }
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: strace), "strace is not installed"))
    func inspectOpensNoOtherFileAndNoSocket() throws {
        let folder = try Self.scratchWithSecret()
        defer { try? FileManager.default.removeItem(at: folder) }
        let benign = folder.appendingPathComponent("benign.xib")
        try FileManager.default.copyItem(
            at: HostileFixtures.mustLoadFolder.appendingPathComponent("comments-everywhere.xib"), to: benign)
        let baseline = try Self.trace(benign, in: folder)
        #expect(
            baseline.status == 0 && baseline.openedTemplate && !baseline.paths.isEmpty, "strace failed: \(baseline)")

        for name in Self.variants {
            let url = folder.appendingPathComponent(name)
            let traced = try Self.trace(url, in: folder)
            #expect(traced.status == 1 && traced.openedTemplate, "\(name): \(traced)")
            let extra = traced.paths.subtracting(baseline.paths)
            #expect(extra.isEmpty, "\(name) made inspect open \(extra.sorted())")
            // The files the hostile templates name, not any path holding the words: the command links WebKitGTK,
            // which loads libsecret-1.so.
            #expect(!traced.paths.contains { $0.hasSuffix("/secret.txt") || $0.hasSuffix("/passwd") }, "\(name)")
            #expect(traced.sockets == 0, "\(name) made inspect open a socket")
        }
    }

    /// Runs `nib-or-not inspect url` under strace: whether it opened the template (proof that the trace
    /// sees the reader), the other paths it opened and how many sockets it made.
    static func trace(
        _ url: URL, in folder: URL
    ) throws -> (status: Int32, openedTemplate: Bool, paths: Set<String>, sockets: Int) {
        let log = folder.appendingPathComponent("trace-\(url.lastPathComponent).txt")
        let child = try ChildProcess.run(
            [
                strace, "-f", "-qq", "-o", log.path, "-e", "trace=open,openat,openat2,creat,socket,connect",
                ChildProcess.nibOrNot, "inspect", url.path,
            ], scratch: folder)
        let lines = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
        var paths: Set<String> = []
        for line in lines where line.contains("open") || line.contains("creat(") {
            let parts = line.split(separator: "\"", maxSplits: 2, omittingEmptySubsequences: false)
            // A process's own /proc entries (GNUstep base, linked into the executable, reads /proc/PID/cmdline
            // when it loads) are the same file in every run whatever the process id.
            if parts.count == 3 {
                paths.insert(
                    String(parts[1]).replacingOccurrences(
                        of: #"^/proc/\d+/"#, with: "/proc/self/",
                        options: .regularExpression))
            }
        }
        let openedTemplate = paths.remove(url.path) != nil
        return (
            child.status, openedTemplate, paths,
            lines.filter { $0.contains("socket(") || $0.contains("connect(") }.count
        )
    }
}
