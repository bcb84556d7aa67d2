import CFontconfig

/// Finds font files through fontconfig, so nothing depends on where a distribution puts its fonts.
///
/// fontconfig always answers a match with *some* font (its fallback), which would silently measure a
/// missing font with DejaVu Sans. So every answer is checked against the name that was asked for, and a
/// name that no installed font carries is an error rather than a fallback.
final class FontResolver {
    /// fontconfig's current configuration, referenced (not copied) so that several measurers share the
    /// font cache fontconfig already loaded; released in `deinit`.
    private let config: OpaquePointer
    /// Every installed face, listed once on the first lookup by name and kept for later names.
    private var installed: [Candidate]?

    /// One installed face with the properties used to choose between faces of one family.
    private struct Candidate {
        var font: ResolvedFont
        var weight: Int
        var slant: Int
        var width: Int
    }

    init() throws {
        guard let config = FcConfigReference(nil) else { throw TypesettingError.fontconfigUnavailable }
        self.config = config
    }

    deinit {
        FcConfigDestroy(config)
    }

    // MARK: The system faces

    /// The DejaVu face standing in for a system face. Asked of fontconfig by family, weight and slant
    /// (like the pattern `DejaVu Sans:bold`), then checked by PostScript name, so a fallback to another
    /// face (say regular for bold, when the bold file is missing) is reported instead of used.
    func systemFont(_ face: FontDescriptor.Face) throws -> ResolvedFont {
        let family = "DejaVu Sans"
        let (weight, slant, postScriptName, label, patternText): (Int32, Int32, String, String, String)
        switch face {
        case .boldSystem:
            (weight, slant, postScriptName, label, patternText) =
                (FC_WEIGHT_BOLD, FC_SLANT_ROMAN, "DejaVuSans-Bold", "DejaVu Sans Bold", "DejaVu Sans:bold")
        case .italicSystem:
            (weight, slant, postScriptName, label, patternText) =
                (
                    FC_WEIGHT_REGULAR, FC_SLANT_OBLIQUE, "DejaVuSans-Oblique", "DejaVu Sans Oblique",
                    "DejaVu Sans:oblique"
                )
        case .weightedSystem(let fontWeight) where fontWeight.isExtraLight:
            (weight, slant, postScriptName, label, patternText) =
                (
                    FC_WEIGHT_EXTRALIGHT, FC_SLANT_ROMAN, "DejaVuSans-ExtraLight", "DejaVu Sans ExtraLight",
                    "DejaVu Sans:extralight"
                )
        case .weightedSystem(let fontWeight) where fontWeight.isBoldish:
            (weight, slant, postScriptName, label, patternText) =
                (FC_WEIGHT_BOLD, FC_SLANT_ROMAN, "DejaVuSans-Bold", "DejaVu Sans Bold", "DejaVu Sans:bold")
        case .system, .named, .weightedSystem:
            (weight, slant, postScriptName, label, patternText) =
                (FC_WEIGHT_REGULAR, FC_SLANT_ROMAN, "DejaVuSans", "DejaVu Sans", "DejaVu Sans")
        }
        guard let pattern = FcPatternCreate() else { throw TypesettingError.fontconfigUnavailable }
        defer { FcPatternDestroy(pattern) }
        Self.addString(family, for: FC_FAMILY, to: pattern)
        FcPatternAddInteger(pattern, FC_WEIGHT, weight)
        FcPatternAddInteger(pattern, FC_SLANT, slant)
        FcPatternAddInteger(pattern, FC_WIDTH, FC_WIDTH_NORMAL)
        guard let match = bestMatch(for: pattern),
            match.font.postScriptName.caseInsensitiveEquals(postScriptName)
        else { throw TypesettingError.systemFontMissing(face: label, pattern: patternText) }
        return match.font
    }

    // MARK: Fonts by name

    /// The installed face called `name`, compared case-insensitively, tried in this order:
    /// 1. its PostScript name ("DejaVuSans-Bold");
    /// 2. one of its full names ("DejaVu Sans Bold");
    /// 3. "Family-Style" with spaces dropped ("DejaVuSansMono-BoldOblique"), as XIBs often spell names;
    /// 4. one of its family names ("DejaVu Serif"): the face fontconfig prefers for that family, which is
    ///    the regular one unless the local configuration says otherwise.
    /// Ties (the same face installed twice) go to the first path in sorted order, so runs agree.
    func font(named name: String) throws -> ResolvedFont {
        let wanted = name.lowercased()
        let all = try installedFaces()

        if let hit = all.first(where: { $0.font.postScriptName.lowercased() == wanted }) { return hit.font }
        if let hit = all.first(where: { $0.font.fullNames.contains { $0.lowercased() == wanted } }) {
            return hit.font
        }
        if let dash = wanted.lastIndex(of: "-") {
            let familyPart = wanted[..<dash].filter { $0 != " " }
            let stylePart = wanted[wanted.index(after: dash)...].filter { $0 != " " }
            if !familyPart.isEmpty, !stylePart.isEmpty,
                let hit = all.first(where: { candidate in
                    candidate.font.families.contains { $0.lowercased().filter { $0 != " " } == familyPart }
                        && candidate.font.styles.contains { $0.lowercased().filter { $0 != " " } == stylePart }
                })
            {
                return hit.font
            }
        }
        let family = all.filter { $0.font.families.contains { $0.lowercased() == wanted } }
        if family.isEmpty { throw TypesettingError.fontNotFound(name: name) }
        return preferredFace(ofFamily: name, among: family)
    }

    /// fontconfig's choice within a family if it is one of `members`; otherwise (a local rule steered the
    /// match elsewhere) the member closest to regular: normal weight, upright, normal width.
    private func preferredFace(ofFamily name: String, among members: [Candidate]) -> ResolvedFont {
        if let pattern = FcPatternCreate() {
            defer { FcPatternDestroy(pattern) }
            Self.addString(name, for: FC_FAMILY, to: pattern)
            if let match = bestMatch(for: pattern),
                members.contains(where: { $0.font.path == match.font.path && $0.font.faceIndex == match.font.faceIndex }
                )
            {
                return match.font
            }
        }
        let regular = Int(FC_WEIGHT_REGULAR), normal = Int(FC_WIDTH_NORMAL)
        func distance(_ c: Candidate) -> Int {
            abs(c.weight - regular) + (c.slant == 0 ? 0 : 1_000) + abs(c.width - normal)
        }
        // `members` is sorted by path, and `min` keeps the first of equals, so the choice is stable.
        return members.min { distance($0) < distance($1) }!.font
    }

    /// fontconfig's best match for `pattern` after the usual substitutions.
    private func bestMatch(for pattern: OpaquePointer) -> Candidate? {
        FcConfigSubstitute(config, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(config, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        guard result == FcResultMatch else { return nil }
        return Self.candidate(from: match)
    }

    /// All installed faces, listed on first use.
    private func installedFaces() throws -> [Candidate] {
        if let installed { return installed }
        guard let pattern = FcPatternCreate() else { throw TypesettingError.fontconfigUnavailable }
        defer { FcPatternDestroy(pattern) }
        guard let objects = FcObjectSetCreate() else { throw TypesettingError.fontconfigUnavailable }
        defer { FcObjectSetDestroy(objects) }
        for object in [
            FC_FILE, FC_INDEX, FC_FAMILY, FC_STYLE, FC_POSTSCRIPT_NAME, FC_FULLNAME,
            FC_WEIGHT, FC_SLANT, FC_WIDTH,
        ] {
            FcObjectSetAdd(objects, object)
        }
        guard let set = FcFontList(config, pattern, objects) else { throw TypesettingError.fontconfigUnavailable }
        defer { FcFontSetDestroy(set) }
        var faces: [Candidate] = []
        for i in 0..<Int(set.pointee.nfont) {
            if let face = set.pointee.fonts[i], let candidate = Self.candidate(from: face) {
                faces.append(candidate)
            }
        }
        faces.sort { ($0.font.path, $0.font.faceIndex) < ($1.font.path, $1.font.faceIndex) }
        installed = faces
        return faces
    }

    // MARK: Reading patterns

    private static func candidate(from pattern: OpaquePointer) -> Candidate? {
        guard let path = strings(FC_FILE, in: pattern).first else { return nil }
        let font = ResolvedFont(
            path: path,
            faceIndex: integer(FC_INDEX, in: pattern) ?? 0,
            families: strings(FC_FAMILY, in: pattern),
            styles: strings(FC_STYLE, in: pattern),
            postScriptName: strings(FC_POSTSCRIPT_NAME, in: pattern).first ?? "",
            fullNames: strings(FC_FULLNAME, in: pattern))
        return Candidate(
            font: font,
            weight: integer(FC_WEIGHT, in: pattern) ?? Int(FC_WEIGHT_REGULAR),
            slant: integer(FC_SLANT, in: pattern) ?? Int(FC_SLANT_ROMAN),
            width: integer(FC_WIDTH, in: pattern) ?? Int(FC_WIDTH_NORMAL))
    }

    /// Every string value of `object` (fontconfig keeps one value per language for names).
    private static func strings(_ object: String, in pattern: OpaquePointer) -> [String] {
        var values: [String] = []
        var value: UnsafeMutablePointer<FcChar8>?
        var n: Int32 = 0
        while FcPatternGetString(pattern, object, n, &value) == FcResultMatch, let value {
            values.append(String(cString: value))
            n += 1
        }
        return values
    }

    /// The first value of an integer property. Weights and widths may be stored as doubles (variable
    /// fonts give ranges, which have neither), so a double of sane size is accepted and rounded.
    private static func integer(_ object: String, in pattern: OpaquePointer) -> Int? {
        var int: Int32 = 0
        if FcPatternGetInteger(pattern, object, 0, &int) == FcResultMatch { return Int(int) }
        var double = 0.0
        if FcPatternGetDouble(pattern, object, 0, &double) == FcResultMatch, double.magnitude < 1e9 {
            return Int(double.rounded())
        }
        return nil
    }

    private static func addString(_ value: String, for object: String, to pattern: OpaquePointer) {
        value.withCString { text in
            text.withMemoryRebound(to: FcChar8.self, capacity: value.utf8.count + 1) { bytes in
                _ = FcPatternAddString(pattern, object, bytes)
            }
        }
    }
}

private extension String {
    func caseInsensitiveEquals(_ other: String) -> Bool { lowercased() == other.lowercased() }
}
