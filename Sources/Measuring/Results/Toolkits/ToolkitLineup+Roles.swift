/// The roles a toolkit's constructions can play in the seed's question, as one list: reports ask a lineup for the
/// construction of a role and name constructions by their role, so a new role is a case here and a property of
/// `ToolkitLineup`, and the reports' comparisons, columns and sentences follow from `LineupComparison.all`.
extension ToolkitLineup {
    public enum Role: CaseIterable, Sendable {
        case code, templatePerRow, cachedTemplate, precomputedTemplate, generatedCode, xibTemplate, otherCode,
            otherCachedTemplate, aheadCompiledTemplate, ownFitTemplate

        /// How reports name a construction by the role it plays ("template per row").
        public var name: String {
            switch self {
            case .code: "code"
            case .templatePerRow: "template per row"
            case .cachedTemplate: "cached template"
            case .precomputedTemplate: "precomputed template"
            case .generatedCode: "generated code"
            case .xibTemplate: "XIB"
            case .otherCode: "other code"
            case .otherCachedTemplate: "other cached template"
            case .aheadCompiledTemplate: "ahead-compiled template"
            case .ownFitTemplate: "template with its own fit"
            }
        }
    }

    /// The construction that plays `role` in this toolkit; nil: none does.
    public func construction(_ role: Role) -> Construction? {
        switch role {
        case .code: code
        case .templatePerRow: templatePerRow
        case .cachedTemplate: cachedTemplate
        case .precomputedTemplate: precomputedTemplate
        case .generatedCode: generatedCode
        case .xibTemplate: xibTemplate
        case .otherCode: otherCode
        case .otherCachedTemplate: otherCachedTemplate
        case .aheadCompiledTemplate: aheadCompiledTemplate
        case .ownFitTemplate: ownFitTemplate
        }
    }

    /// The role `construction` plays in this toolkit, the first if it plays several; nil: none.
    public func role(of construction: Construction) -> Role? {
        Role.allCases.first { self.construction($0) == construction }
    }
}
