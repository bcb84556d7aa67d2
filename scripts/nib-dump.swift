import Foundation

/// `nib-dump [--json|--text|--check] FILE.nib`: the NIB module's dump of one archive (or, with `--check`,
/// only the reader and the graph check), for scripts that need it before the CLI's `inspect --archive` exists.
/// Compiled with Sources/Rows/NIB by
/// `scripts/check-nibs-with-nibarchive.sh` (one module, no SwiftPM product to add).
/// Exit status 0; 1 with the reader's one-line error on standard error when the file does not read.
@main struct NIBDumpTool {
    static func main() {
        var arguments = CommandLine.arguments.dropFirst()
        let mode = arguments.first ?? ""
        if ["--json", "--text", "--check"].contains(mode) { arguments = arguments.dropFirst() }
        guard arguments.count == 1, let path = arguments.first else {
            FileHandle.standardError.write(Data("usage: nib-dump [--json|--text|--check] FILE.nib\n".utf8))
            exit(2)
        }
        do {
            let archive = try NIBFile.read(path)
            switch mode {
            case "--json": print(NIBArchiveDump.json(of: archive), terminator: "")
            case "--check":
                print(
                    """
                    \(path): \(try archive.validateGraph().platform.rawValue) nib, \(archive.objects.count) \
                    objects, \(archive.values.count) values
                    """
                )
            default: print(NIBArchiveDump.text(of: archive), terminator: "")
            }
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(1)
        }
    }
}
