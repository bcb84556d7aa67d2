/// One measured point of the sweep over the number of labels: a construction, a fit setting and a
/// number of labels, named `sweep/CONSTRUCTION/FIT/N` (e.g. `sweep/flat/nofit/20`) so that the run's
/// workers, which build rows by name, can build it.
public struct SweepVariant: Hashable, Sendable, CustomStringConvertible {
    /// A sweep row's construction: one its toolkit declares in `sweepConstructions` (named as its variants'
    /// constructions are).
    public typealias Construction = Results.Construction

    public let construction: Construction
    public let fit: Fit
    public let labels: Int

    public init(_ construction: Construction, _ fit: Fit, labels: Int) {
        self.construction = construction
        self.fit = fit
        self.labels = labels
    }

    public static let prefix = "sweep/"

    public var name: String { "\(Self.prefix)\(construction.rawValue)/\(fit.rawValue)/\(labels)" }
    public var description: String { name }

    /// The variant named `name`, if it is a well-formed sweep name (the size need not be generated).
    public init?(name: String) {
        guard name.hasPrefix(Self.prefix) else { return nil }
        let parts = name.dropFirst(Self.prefix.count).split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 3, let construction = Construction(rawValue: String(parts[0])), construction.isSweepable,
            let fit = Fit(rawValue: String(parts[1])), fit != .asDesigned,
            let labels = Int(parts[2]), labels > 0
        else { return nil }
        self.init(construction, fit, labels: labels)
    }

    /// The template's name in the templates folder, without `.xib`.
    public var templateName: String { "sweep/Row\(labels)" + (fit == .fit ? "" : "-nofit") }
}

extension SweepVariant {
    /// The constructions a sweep measures unless told otherwise: the model's defaults (code, flat and the two
    /// nib paths an app takes; `ToolkitDeclaration.model` says why the XIB-text ones are left out).
    public static var defaultConstructions: [Construction] { ToolkitDeclaration.theModel.defaultSweepConstructions }

    /// The constructions a sweep of a toolkit measures (`sweep --toolkit`): its declared default sweep set.
    public static func constructions(ofToolkit toolkit: String) -> [Construction] {
        ToolkitDeclaration.named(toolkit)?.defaultSweepConstructions ?? []
    }

    /// Every construction that has sweep rows, toolkit by toolkit in registration order.
    public static var allConstructions: [Construction] { ToolkitDeclaration.all.flatMap(\.sweepConstructions) }

    /// Every point of a sweep: each construction at each size, constructions in the order given.
    public static func grid(constructions: [Construction], fit: Fit, sizes: [Int]) -> [SweepVariant] {
        constructions.flatMap { construction in sizes.map { SweepVariant(construction, fit, labels: $0) } }
    }
}

extension Construction {
    /// Whether its toolkit declares sweep rows for it.
    public var isSweepable: Bool { toolkit.sweepConstructions.contains(self) }
}
