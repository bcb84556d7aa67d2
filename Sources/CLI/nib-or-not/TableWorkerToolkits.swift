import Builders
import Foundation
import RealToolkits
import Results
import Toolkit

/// The real toolkits whose tables a table worker's plan names, found by their declarations' table constructions
/// among the registered runtimes (`RealToolkits`), started once per process before any timing, on the main thread.
struct TableWorkerToolkits {
    /// Each toolkit with its declared table.
    private let toolkits: [(toolkit: TableToolkit, table: ToolkitTable)]
    /// What paints each toolkit's window (`GskGLRenderer`), in registration order.
    let renderers: [String]

    init(plan: TablePlan, templates: URL) throws {
        let runtimes = RealToolkits.all(templatesDirectory: templates).compactMap { $0 as? TableToolkit }
        var toolkits: [(TableToolkit, ToolkitTable)] = []
        var renderers: [String] = []
        for declaration in ToolkitDeclaration.offering(.table) where !declaration.isModel {
            guard let table = declaration.table, plan.sources.contains(where: table.constructions.contains) else {
                continue
            }
            guard let toolkit = runtimes.first(where: { $0.name == declaration.name }) else {
                throw ToolkitError("\(declaration.title) declares a table but this build has no runtime for it")
            }
            try toolkit.start()
            renderers.append(
                try ListViewScenario.rendererName(of: toolkit, construction: table.constructions[0], fit: plan.fit))
            toolkits.append((toolkit, table))
        }
        self.toolkits = toolkits
        self.renderers = renderers
    }

    /// The scenario of `construction` when a real toolkit's table has it; nil for the model's constructions.
    func scenario(construction: String, fit: Bool, measure: @escaping () -> UInt64) -> ListViewScenario? {
        toolkits.first { $0.table.constructions.contains(construction) }.map {
            ListViewScenario(
                toolkit: $0.toolkit, table: $0.table, construction: construction, fit: fit, measure: measure)
        }
    }
}
