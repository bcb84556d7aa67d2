import CFreeType

/// Owns one `FT_Library`.
///
/// A class of its own so that every open face can hold a strong reference to it: Swift then releases
/// the faces (`FT_Done_Face`) before the library (`FT_Done_FreeType`), whatever order a measurer's
/// properties are destroyed in. Done the other way round, FreeType would free the faces itself and
/// `FT_Done_Face` would then touch freed memory.
final class FreeTypeLibrary {
    let handle: FT_Library

    init() throws {
        var library: FT_Library?
        let error = FT_Init_FreeType(&library)
        guard error == 0, let library else { throw TypesettingError.freeTypeInitFailed(code: error) }
        handle = library
    }

    deinit {
        FT_Done_FreeType(handle)
    }
}
