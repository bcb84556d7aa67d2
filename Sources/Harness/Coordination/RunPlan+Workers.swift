import Results

/// How a run's plan splits into the plans of its worker processes.
extension RunPlan {
    /// The plan of steady worker `process` (1-based).
    public func steadyWorker(_ process: Int, failVariant: String? = nil) -> WorkerPlan {
        WorkerPlan(mode: .steady, process: process, variants: variants, templatesDirectory: templatesDirectory,
                   warmupRounds: warmupRounds, rounds: rounds, minimumBatchNanoseconds: minimumBatchNanoseconds,
                   coldRows: coldRows, countingRows: countingRows, seed: seed, failVariant: failVariant,
                   templateFile: templateFile, fontSubstitutions: fontSubstitutions)
    }

    /// The plan of cold worker `process` (1-based) for one variant.
    public func coldWorker(_ process: Int, variant: String, failVariant: String? = nil) -> WorkerPlan {
        WorkerPlan(mode: .cold, process: process, variants: [variant], templatesDirectory: templatesDirectory,
                   warmupRounds: 0, rounds: 0, minimumBatchNanoseconds: minimumBatchNanoseconds,
                   coldRows: coldRows, countingRows: 0, seed: seed, failVariant: failVariant,
                   templateFile: templateFile, fontSubstitutions: fontSubstitutions)
    }
}
