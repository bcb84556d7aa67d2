/// Measures text with real glyph metrics: FreeType reading the DejaVu fonts (or any font fontconfig
/// knows by name), laid out unhinted like fractional metrics: the width is the sum of the glyph
/// advances plus pair kerning, in font units, scaled by `size / unitsPerEm`.
///
/// Faces:
/// - `.system`, `.boldSystem`, `.italicSystem` are DejaVu Sans, DejaVu Sans Bold and DejaVu Sans
///   Oblique, found through fontconfig (family "DejaVu Sans" with the weight or slant) and checked by
///   PostScript name.
/// - `.named(name)` goes first through `substitutions` (one step: a name mapped to another name is
///   looked up as that name, not substituted again, so a table cannot loop); then fontconfig must know
///   a face whose PostScript name, full name, "Family-Style" spelling or family is `name`, compared
///   case-insensitively. fontconfig's fallback for an unknown name is never used: that is an error.
///
/// Caching policy: each face is opened once per measurer and kept until the measurer goes (the three
/// system faces when the measurer is made, named faces on first use); names that resolve to the same
/// file share one face. Per face, each glyph's advance in font
/// units is read from FreeType the first time its character is measured, and each glyph pair's kerning
/// the first time the pair occurs; both are kept. Because unhinted layout is linear in the size,
/// widths at every size come from these unit figures exactly: the first measurement of a glyph calls
/// FreeType, later ones (at any size) do not, and do not allocate. A name that failed to resolve is
/// remembered too, so it keeps throwing the same error without asking fontconfig again.
///
/// Not thread-safe: use one measurer from one thread at a time (one per worker).
public final class FreeTypeMeasurer: TextMeasuring {
    /// Font names to measure with another face instead, e.g. `"HelveticaNeue-Bold": .boldSystem`.
    /// Keys are matched exactly (case-sensitively), as the names appear in templates.
    public let substitutions: [String: FontDescriptor.Face]

    private let library: FreeTypeLibrary
    private let resolver: FontResolver
    /// The system faces are opened up front and held in `let`s: a missing DejaVu face is reported when
    /// the measurer is made, and the hot path reads them without Swift's dynamic exclusivity checks.
    private let system: FaceMetrics
    private let boldSystem: FaceMetrics
    private let italicSystem: FaceMetrics
    /// Faces by requested name (before substitution), including the failures.
    private var named: [String: Result<FaceMetrics, TypesettingError>] = [:]
    /// The last few successful entries of `named`, checked first.
    private let recent = RecentFaces()
    /// Open faces by file, so that two names for one face share its caches.
    private var byFile: [FileKey: FaceMetrics] = [:]
    /// DejaVu Sans ExtraLight, for ultra-light and thin system fonts; opened on first use, since few
    /// templates need it.
    private var extraLight: FaceMetrics?
    /// Names measured through `substitutions` so far, with the face that stood in for each.
    private var substituted: [String: ResolvedFont] = [:]
    /// Fonts a template says its app ships (`<customFonts>`): when not installed, and not in
    /// `substitutions`, they are measured with the DejaVu face of their weight and style (see
    /// `BundledFontStandIn`) and reported as substitutions, rather than failing.
    private var bundled: Set<String> = []

    private struct FileKey: Hashable {
        var path: String
        var faceIndex: Int
    }

    /// A measurer with the substitution table at `path` loaded (`FontSubstitutions`), or none when `path` is nil.
    public convenience init(substitutionsAt path: String?) throws {
        try self.init(substitutions: try path.map { try FontSubstitutions.load(path: $0) } ?? [:])
    }

    /// - Parameter substitutions: font names to measure with another face; empty by default.
    /// - Throws: `TypesettingError` if FreeType or fontconfig cannot start or a DejaVu Sans face is
    ///   missing. Named fonts are resolved on first use, so a missing one is reported by the first
    ///   measurement that needs it.
    public init(substitutions: [String: FontDescriptor.Face] = [:]) throws {
        self.substitutions = substitutions
        let library = try FreeTypeLibrary()
        let resolver = try FontResolver()
        var opened: [FileKey: FaceMetrics] = [:]
        func open(_ face: FontDescriptor.Face) throws -> FaceMetrics {
            let font = try resolver.systemFont(face)
            let metrics = try FaceMetrics(library: library, font: font)
            opened[FileKey(path: font.path, faceIndex: font.faceIndex)] = metrics
            return metrics
        }
        system = try open(.system)
        boldSystem = try open(.boldSystem)
        italicSystem = try open(.italicSystem)
        self.library = library
        self.resolver = resolver
        byFile = opened
    }

    /// A measurer whose substitution table maps names to other names, e.g.
    /// `"Menlo": "DejaVu Sans Mono"`.
    public convenience init(substitutingNames names: [String: String]) throws {
        try self.init(substitutions: names.mapValues { .named($0) })
    }

    // MARK: TextMeasuring

    public func width(of text: String, in font: FontDescriptor) throws -> Double {
        let metrics = try faceMetrics(for: font.face)
        return Double(try metrics.advanceUnits(of: text)) * font.pointSize / Double(metrics.unitsPerEm)
    }

    // MARK: Exact figures, for tests and reports

    /// The face's design grid: font units per em (2048 for DejaVu).
    public func unitsPerEm(for face: FontDescriptor.Face) throws -> Int {
        try faceMetrics(for: face).unitsPerEm
    }

    /// The unscaled width of `text` in font units (advances plus kerning), the exact integer that
    /// `width(of:in:)` scales.
    public func advanceInFontUnits(of text: String, in face: FontDescriptor.Face) throws -> Int {
        try faceMetrics(for: face).advanceUnits(of: text)
    }

    /// The file and names fontconfig chose for `face` (after substitution).
    public func resolvedFont(for face: FontDescriptor.Face) throws -> ResolvedFont {
        try faceMetrics(for: face).font
    }

    /// Every font name that was measured through `substitutions` so far, sorted by name, with the font
    /// that stood in for it: what a report lists as "fonts substituted".
    public var substitutionsUsed: [(name: String, font: ResolvedFont)] {
        substituted.keys.sorted().map { ($0, substituted[$0]!) }
    }

    /// Declares fonts that the template's app ships (its `<customFonts>`), so that those not installed
    /// here are measured with a DejaVu stand-in of the same weight and style instead of failing. Names
    /// already resolved keep their face. Cheap to repeat: known names are skipped.
    public func declareBundledFonts(_ names: [String]) {
        for name in names where !bundled.contains(name) { bundled.insert(name) }
    }

    /// How many advances and kerning pairs `face` has read from FreeType so far (cache misses).
    func freeTypeReads(for face: FontDescriptor.Face) throws -> Int {
        try faceMetrics(for: face).freeTypeReads
    }

    // MARK: Faces

    private func faceMetrics(for face: FontDescriptor.Face) throws -> FaceMetrics {
        switch face {
        case .system:
            return system
        case .boldSystem:
            return boldSystem
        case .italicSystem:
            return italicSystem
        case .weightedSystem(let weight):
            if weight.isBoldish { return boldSystem }
            if weight.isExtraLight { return try extraLightFace() }
            return system
        case .named(let name):
            if let recent = recent.face(named: name) { return recent }
            return try namedFace(name)
        }
    }

    /// The slow path for a name: the dictionary of every name seen, then fontconfig.
    private func namedFace(_ name: String) throws -> FaceMetrics {
        let result: Result<FaceMetrics, TypesettingError>
        if let known = named[name] {
            result = known
        } else {
            do {
                result = .success(try resolveNamed(name))
            } catch let error as TypesettingError {
                result = .failure(error)
            }
            named[name] = result
        }
        let metrics = try result.get()
        recent.remember(metrics, as: name)
        return metrics
    }

    private func resolveNamed(_ name: String) throws -> FaceMetrics {
        let metrics: FaceMetrics
        switch substitutions[name] {
        case nil:
            do {
                return try open(try resolver.font(named: name))
            } catch TypesettingError.fontNotFound(let missing) where bundled.contains(missing) {
                metrics = try faceMetrics(for: BundledFontStandIn.face(for: name))
            }
        case .named(let other)?:
            metrics = try open(try resolver.font(named: other))
        case let systemFace?:
            metrics = try faceMetrics(for: systemFace)
        }
        substituted[name] = metrics.font
        return metrics
    }

    private func extraLightFace() throws -> FaceMetrics {
        if let extraLight { return extraLight }
        let metrics = try open(try resolver.systemFont(.weightedSystem(.ultraLight)))
        extraLight = metrics
        return metrics
    }

    private func open(_ font: ResolvedFont) throws -> FaceMetrics {
        let key = FileKey(path: font.path, faceIndex: font.faceIndex)
        if let open = byFile[key] { return open }
        let metrics = try FaceMetrics(library: library, font: font)
        byFile[key] = metrics
        return metrics
    }
}
