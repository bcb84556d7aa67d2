extension Variant {
    /// `ab`'s default family: the model's variants, then each real toolkit's headline pair, with fit and built
    /// alone: its code and its kept template (the cached template, or the template read per row where the toolkit
    /// keeps none, as Qt's `QUiLoader`).
    ///
    /// Why these: the README's answer is template against code on every toolkit, and a change that slows a toolkit's
    /// row must not pass the gate because only the model was timed. The laid-out and precomputed twins share these
    /// rows' code paths; each variant more in the family widens every adjusted interval (Bonferroni's m).
    public static var gateFamily: [Variant] {
        model
            + ToolkitDeclaration.real.flatMap { toolkit in
                let lineup = toolkit.lineup
                return [lineup.code, lineup.cachedTemplate ?? lineup.templatePerRow].map { Variant($0, .fit) }
            }
    }
}
