/// What the run-time side needs of a toolkit, declared with it so that shared code asks the declaration and
/// never tests a toolkit's name: its worker executable, its library, what it can do, and whether a group of
/// workers is the model's.
extension ToolkitDeclaration {
    /// What a toolkit can be asked for besides the rows of `run`.
    public enum Capability: String, CaseIterable, Sendable {
        /// Rows of 1 to 100 labels (`sweep --toolkit`): it has sweep constructions.
        case sweep
        /// A list view of rows scrolled and updated (`table --toolkit`): it declares its table (`withTable(_:)`).
        case table
        /// Rows laid out again at another width (`+relayout` variants): one of its variants is one.
        case relayout
        /// A XIB's Auto Layout constraints solved by the toolkit (`inspect --solve`).
        case solve
    }

    /// Everything it can do: the capabilities its data implies (sweep, relayout) and those it declares.
    public var capabilities: Set<Capability> {
        var capabilities = declaredCapabilities
        if !sweepConstructions.isEmpty { capabilities.insert(.sweep) }
        if variants.contains(where: \.relaidOut) { capabilities.insert(.relayout) }
        if table != nil { capabilities.insert(.table) }
        return capabilities
    }

    /// Whether it can do `capability`.
    public func can(_ capability: Capability) -> Bool { capabilities.contains(capability) }

    /// The executable, built beside `nib-or-not`, that runs its workers linking only its own libraries
    /// (`Sources/<executable>/main.swift`).
    public var workerExecutable: String { "nib-or-not-worker-\(name)" }

    /// The declaration with its worker's library (and the toolkit that library is built on).
    public func linking(_ library: String, builtOn: String? = nil) -> ToolkitDeclaration {
        var declaration = self
        declaration.library = library
        declaration.builtOn = builtOn
        return declaration
    }

    /// The declaration with its library's version read from the Debian package `package`.
    public func versioned(by package: String) -> ToolkitDeclaration {
        var declaration = self
        declaration.versionPackage = package
        return declaration
    }

    /// The declaration with `capabilities` declared besides those its data implies.
    public func offering(_ capabilities: Capability...) -> ToolkitDeclaration {
        var declaration = self
        declaration.declaredCapabilities.formUnion(capabilities)
        return declaration
    }

    /// The declarations that can do `capability`, in registration order.
    public static func offering(_ capability: Capability) -> [ToolkitDeclaration] { all.filter { $0.can(capability) } }

    /// Whether the group of workers named `group` (as a run's plan, calibration and data name groups) is the
    /// model's, whose workers are sized by the model's floors rather than a real toolkit's.
    public static func isModelGroup(_ group: String) -> Bool { named(group)?.isModel ?? false }
}
