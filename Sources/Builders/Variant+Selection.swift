#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

extension Variant {
    /// The variants that match any of `patterns`, in the order of `Variant.all`.
    ///
    /// A pattern is a variant name or a shell-style glob over names (`code/*`, `*/fit`, `template-*`),
    /// matched with `fnmatch`. A pattern that matches nothing is an error, so a typo never silently
    /// shrinks a run.
    public static func matching(_ patterns: [String]) throws -> [Variant] {
        var chosen = Set<Variant>()
        for pattern in patterns {
            let matches = all.filter { fnmatch(pattern, $0.name, 0) == 0 }
            guard !matches.isEmpty else { throw BuildError.unknownVariant(pattern) }
            chosen.formUnion(matches)
        }
        return all.filter(chosen.contains)
    }
}
