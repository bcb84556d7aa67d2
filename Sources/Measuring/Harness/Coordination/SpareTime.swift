/// How spare seconds raise rounds toward their plan: the toolkits' by one common fraction of their gap first, the
/// model's only from what is left once the toolkits reach their plan. Why the toolkits first: the model's intervals
/// rest on its processes, a toolkit's on its rounds as well, and a toolkit's intervals are the run's widest
/// (docs/noisy-host.md). Calibration (`RunCalibrator.size`) and pacing (`RunPacing`) share it, so a run is paced
/// by the rule it was planned by.
enum SpareTime {
    /// The fractions (0...1) of the toolkits' and of the model's gaps, in seconds, that `spare` seconds pay for.
    static func fractions(spare: Double, toolkitGap: Double, modelGap: Double) -> (toolkits: Double, model: Double) {
        let toolkits = toolkitGap > 0 ? min(1, max(0, spare / toolkitGap)) : 0
        let model = modelGap > 0 ? min(1, max(0, (spare - toolkitGap) / modelGap)) : 0
        return (toolkits, model)
    }
}
