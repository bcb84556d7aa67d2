/// How a row comes to be (DESIGN.md, "Variants"): a name such as `nib-cached` or `gtk-template`.
///
/// Each toolkit declares its own constructions (`Model/`, `Gtk/`, `Qt/` beside this file), each once, as a
/// static member and in its `ToolkitDeclaration` with its noun; a name no declaration lists is not a
/// construction (`init(rawValue:)` says nil), so names given on a command line or read from a file are checked
/// against what the toolkits declare.
public struct Construction: Hashable, Sendable, Codable, RawRepresentable, CustomStringConvertible {
    public let rawValue: String

    /// A construction of this name, for a toolkit's declaration: unchecked, since the declarations are what
    /// `init(rawValue:)` checks against.
    init(declaring name: String) {
        rawValue = name
    }

    /// The declared construction of this name, if any toolkit declares it.
    public init?(rawValue: String) {
        guard let declared = ToolkitDeclaration.byConstruction[rawValue] else { return nil }
        self = declared.construction
    }

    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        guard let construction = Construction(rawValue: name) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "no construction named '\(name)'"))
        }
        self = construction
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public var description: String { rawValue }

    /// Every declared construction, toolkit by toolkit in registration order, each in its toolkit's order.
    public static var allCases: [Construction] {
        ToolkitDeclaration.all.flatMap { $0.constructions.map(\.construction) }
    }

    private var declared: ToolkitDeclaration.Declared { ToolkitDeclaration.byConstruction[rawValue]! }

    /// The toolkit that declares it (the UIKit model is one toolkit among the others).
    public var toolkit: ToolkitDeclaration { declared.toolkit }

    /// The construction as a report's sentence names it ("the cached nib", "GtkBuilder"): declared with the
    /// construction, so that reports name a toolkit's constructions without knowing the toolkit.
    public var noun: String { declared.noun }

    /// Whether its rows are built from a template (a nib, a XIB, a UI file): the side of the seed's question a
    /// sweep sets beside mgenware's XIB/code figures.
    public var isTemplate: Bool { declared.isTemplate }

    /// Its toolkit's code construction, which ratios to code divide by.
    public var code: Construction { toolkit.lineup.code }

    /// Whether this is its toolkit's code construction.
    public var isCode: Bool { self == code }
}
