import Results

/// How a run's plan splits into the plans of its worker processes.
extension RunPlan {
    /// The plan of steady worker `process` (1-based) of the model's variants.
    public func steadyWorker(_ process: Int, failVariant: String? = nil) -> WorkerPlan {
        var plan = WorkerPlan(
            mode: .steady, process: process, variants: variants, templatesDirectory: templatesDirectory,
            warmupRounds: warmupRounds, rounds: rounds, minimumBatchNanoseconds: minimumBatchNanoseconds,
            coldRows: coldRows, countingRows: countingRows, seed: seed, failVariant: failVariant,
            templateFile: templateFile, fontSubstitutions: fontSubstitutions, nibDirectory: nibDirectory)
        plan.probe = probeProcesses
        plan.fixBatchSizes(from: batchSizes)
        return plan
    }

    /// The plan of a steady worker of a group (`workerGroups`): the plan's settings with the group's variants and
    /// sizes.
    public func steadyWorker(_ process: Int, group: ToolkitGroup, failVariant: String? = nil) -> WorkerPlan {
        var plan = steadyWorker(process, failVariant: failVariant)
        plan.variants = group.variants
        plan.warmupRounds = group.warmupRounds
        plan.rounds = group.rounds
        plan.countingRows = group.countingRows
        plan.fixBatchSizes(from: batchSizes)
        return plan
    }

    /// The plan of cold worker `process` (1-based) for one variant.
    public func coldWorker(_ process: Int, variant: String, failVariant: String? = nil) -> WorkerPlan {
        WorkerPlan(
            mode: .cold, process: process, variants: [variant], templatesDirectory: templatesDirectory,
            warmupRounds: 0, rounds: 0, minimumBatchNanoseconds: minimumBatchNanoseconds,
            coldRows: coldRows, countingRows: 0, seed: seed, failVariant: failVariant,
            templateFile: templateFile, fontSubstitutions: fontSubstitutions, nibDirectory: nibDirectory)
    }

    /// The steady workers in the order they run, numbered 1, 2, ... in that order: the model's and each toolkit
    /// group's spread evenly through the run (the k-th of n at (k - ½)/n of the way), so that drift over the
    /// run reaches every group alike and each group's processes stay in time order. Only the first
    /// `countingProcesses` of each group count allocations.
    public func steadySchedule(failVariant: String? = nil) -> [WorkerPlan] {
        var slots: [(position: Double, order: Int, ordinal: Int, make: (Int) -> WorkerPlan)] = []
        let groups: [(count: Int, make: (Int) -> WorkerPlan)] = workerGroups.map { group in
            (group.processes, { self.steadyWorker($0, group: group, failVariant: failVariant) })
        }
        for (order, group) in groups.enumerated() where group.count > 0 {
            for k in 1...group.count {
                slots.append(((Double(k) - 0.5) / Double(group.count), order, k, group.make))
            }
        }
        slots.sort { ($0.position, $0.order) < ($1.position, $1.order) }
        return slots.enumerated().map { index, slot in
            var worker = slot.make(index + 1)
            if !countsAllocations(ordinal: slot.ordinal) { worker.countingRows = 0 }
            return worker
        }
    }

    /// Whether the `ordinal`-th steady worker of a group (or of `ab`'s pairs) runs the counting pass: one of the
    /// first `countingProcesses`, or every worker when that is nil.
    public func countsAllocations(ordinal: Int) -> Bool {
        countingProcesses.map { ordinal <= $0 } ?? true
    }

    /// The group a steady worker belongs to: the one whose variants it runs (the model's for any other).
    public func groupName(of worker: WorkerPlan) -> String {
        (workerGroups.first { $0.variants == worker.variants } ?? modelGroup).toolkit
    }

    /// Every cold job: (variant, its process number among that variant's cold processes).
    public var coldJobs: [(variant: String, process: Int)] {
        workerGroups.flatMap { group in
            group.coldProcesses > 0 ? group.variants.flatMap { v in (1...group.coldProcesses).map { (v, $0) } } : []
        }
    }
}
