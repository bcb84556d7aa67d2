/// The model's workers as one group among the toolkits' groups.
///
/// The results format keeps the model's group in the plan's own fields (`variants`, `processes`, `rounds`, ...),
/// where every run put it before real toolkits had groups (docs/results-format.md), and each real toolkit's in
/// `toolkitGroups`. Code that schedules, sizes or describes workers reads and writes every group the same way
/// through `workerGroups` and `setSize(ofGroup:processes:rounds:)`, so that the file stays as it is and nothing
/// outside the model's declaration names the model.
extension RunPlan {
    /// The model's variants and workers, named as the model's declaration is.
    public var modelGroup: ToolkitGroup {
        ToolkitGroup(
            toolkit: ToolkitDeclaration.theModel.name, variants: variants, processes: processes,
            warmupRounds: warmupRounds, rounds: rounds, coldProcesses: coldProcesses, countingRows: countingRows)
    }

    /// Every group of workers in the order they are planned: the model's when it has variants, then each toolkit's.
    public var workerGroups: [ToolkitGroup] { (variants.isEmpty ? [] : [modelGroup]) + (toolkitGroups ?? []) }

    /// The group named `name`, if the plan has it.
    public func group(named name: String) -> ToolkitGroup? { workerGroups.first { $0.toolkit == name } }

    /// Sets the processes and rounds of the group named `name` (a calibration's sizing); nothing if there is none.
    public mutating func setSize(ofGroup name: String, processes: Int, rounds: Int) {
        if !variants.isEmpty && name == modelGroup.toolkit {
            (self.processes, self.rounds) = (processes, rounds)
        } else if let index = toolkitGroups?.firstIndex(where: { $0.toolkit == name }) {
            toolkitGroups?[index].processes = processes
            toolkitGroups?[index].rounds = rounds
        }
    }
}

extension ToolkitGroup {
    /// Whether it is the model's group (`ToolkitDeclaration.isModelGroup`).
    public var isModel: Bool { ToolkitDeclaration.isModelGroup(toolkit) }
}
