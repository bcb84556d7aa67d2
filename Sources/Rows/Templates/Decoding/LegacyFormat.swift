/// The XIB format Interface Builder 3 and Xcode 3 and 4 wrote: `<archive
/// type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"
/// version="7.10">` holding `<data>` with keyed-archive objects (`IBUILabel`, `IBObjectContainer`, ...).
/// Xcode 5 and later convert it when the file is opened and saved; this reader reads only the result, so
/// such a file gets one line that says which format it is and what to do.
enum LegacyFormat {
    static func error(_ root: XMLElementNode, file: String) -> TemplateError {
        let type = root.attributes["type"] ?? "no type"
        let version = root.attributes["version"].map { " version \($0.quotedForMessage)" } ?? ""
        let platform =
            type.hasSuffix("CocoaTouch.XIB") ? "iOS" : type.hasSuffix("Cocoa.XIB") ? "macOS" : "Interface Builder"
        return TemplateError(
            file: file, line: root.line, element: "archive",
            reason:
                """
                is a pre-Xcode 5 \(platform) XIB (\(type.quotedForMessage)\(version), Interface Builder 3 archive \
                format); open it in a current Xcode and save it, which rewrites it as the document format 3.0 \
                this reader reads
                """
        )
    }
}
