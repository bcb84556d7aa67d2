/// The font file fontconfig chose for a face, with the names it goes by.
///
/// Public so that a report can say which file really stood in for a requested font.
public struct ResolvedFont: Hashable, Sendable {
    /// The font file.
    public var path: String
    /// The face inside the file (non-zero for collections and named instances).
    public var faceIndex: Int
    /// Every family name fontconfig lists for the face, e.g. ["DejaVu Sans", "DejaVu Sans Condensed"].
    public var families: [String]
    /// Every style name fontconfig lists, e.g. ["Bold"].
    public var styles: [String]
    /// The PostScript name, e.g. "DejaVuSans-Bold"; empty if the font has none.
    public var postScriptName: String
    /// Every full name, e.g. ["DejaVu Sans Bold"].
    public var fullNames: [String]

    public init(
        path: String, faceIndex: Int, families: [String], styles: [String],
        postScriptName: String, fullNames: [String]
    ) {
        self.path = path
        self.faceIndex = faceIndex
        self.families = families
        self.styles = styles
        self.postScriptName = postScriptName
        self.fullNames = fullNames
    }

    /// A name to put in messages: the PostScript name if there is one, else the first family.
    public var displayName: String {
        if !postScriptName.isEmpty { return postScriptName }
        return families.first ?? path
    }
}
