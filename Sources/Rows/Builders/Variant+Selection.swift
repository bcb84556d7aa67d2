import Results
#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

extension Variant {
    /// Every name a run can measure: the variants (`Variant.all`), then the self-check workloads.
    public static var measurableNames: [String] { all.map(\.name) + SyntheticWorkload.all.map(\.name) }

    /// Every name a run with `--template` can measure: the six custom-template variants, the real toolkits'
    /// variants of the user's cell, then the self-check workloads.
    public static var customTemplateNames: [String] {
        (customTemplate + customToolkitTemplate).map(\.name) + SyntheticWorkload.all.map(\.name)
    }

    /// The custom-template variants that measure a compiled nib as it is (`run --template FILE.nib`):
    /// loaded per row and cached. Not the precomputed one: its fitted sizes are the project's own key,
    /// which a nib Xcode built does not carry, and adding them would measure a rewritten nib.
    public static let customNibTemplate: [Variant] = [Variant(.nib, .asDesigned), Variant(.nibCached, .asDesigned)]

    /// Every name a run with `--template FILE.nib` can measure: the model's two, the real toolkits' variants of the
    /// user's cell (generated from the tree the nib decodes to), then the self-check workloads.
    public static var customNibTemplateNames: [String] {
        (customNibTemplate + customToolkitTemplate).map(\.name) + SyntheticWorkload.all.map(\.name)
    }

    /// The names that match any of `patterns`, in the order of `measurableNames`.
    ///
    /// A pattern is a name or a shell-style glob over names (`code/*`, `*/fit`, `template-*`,
    /// `selfcheck/*`), matched with `fnmatch`. A pattern that matches nothing is an error, so a typo
    /// never silently shrinks a run. A variant whose construction has a twin (`ToolkitDeclaration.twins`) brings
    /// its twin's same variant: `gtk-constraints*` also picks the frame rows they are measured against.
    /// `among` is `measurableNames` by default, `customTemplateNames` for a run with `--template`.
    public static func matchingNames(_ patterns: [String], among names: [String] = measurableNames) throws -> [String] {
        var chosen = Set<String>()
        for pattern in patterns {
            let matches = names.filter { fnmatch(pattern, $0, 0) == 0 }
            guard !matches.isEmpty else { throw BuildError.unknownVariant(pattern) }
            chosen.formUnion(matches)
        }
        // A construction's twin comes along (GTK's rows with constraints and their frame rows).
        for name in chosen {
            guard let variant = Variant(name: name) else { continue }
            for (construction, twin) in variant.construction.toolkit.twins where construction == variant.construction {
                chosen.insert(Variant(twin, variant.fit, laidOut: variant.laidOut, relaidOut: variant.relaidOut).name)
            }
        }
        return names.filter(chosen.contains)
    }

    /// The variants (not self-check workloads) that match any of `patterns`.
    public static func matching(_ patterns: [String]) throws -> [Variant] {
        try matchingNames(patterns).compactMap(Variant.init(name:))
    }
}
