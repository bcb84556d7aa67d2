/// An image a XIB names through `<imageReference>` or with `catalog="system"`: by name only (no pixels
/// are loaded), with what makes an SF Symbol render as it does.
public struct ImageReference: Sendable, Equatable, CustomStringConvertible {
    public var name: String
    /// `system` for an SF Symbol; nil for the app's asset catalog.
    public var catalog: String?
    /// The symbol's scale (`small`, `medium`, `large`, `default`), when given.
    public var symbolScale: String?
    /// `template`, `original` or nil for automatic.
    public var renderingMode: String?

    public init(name: String, catalog: String? = nil, symbolScale: String? = nil, renderingMode: String? = nil) {
        self.name = name
        self.catalog = catalog
        self.symbolScale = symbolScale
        self.renderingMode = renderingMode
    }

    public var isSymbol: Bool { catalog == "system" }

    public var description: String {
        var text = "\"\(name)\""
        if let catalog { text += " catalog=\(catalog)" }
        if let symbolScale { text += " scale=\(symbolScale)" }
        if let renderingMode { text += " rendering=\(renderingMode)" }
        return text
    }
}

/// How an SF Symbol is sized (`UIImage.SymbolConfiguration`): the XIB's attributes, kept by name.
public struct SymbolConfiguration: Sendable, Equatable, CustomStringConvertible {
    /// `pointSize`, `scale`, `weight`, `configurationType`, `fontDescription` style, ... as written.
    public var values: [String: String]

    public init(values: [String: String]) { self.values = values }

    public var description: String {
        "(" + values.keys.sorted().map { "\($0)=\(values[$0]!)" }.joined(separator: " ") + ")"
    }
}
