import Results

extension RunCoordinator {
    /// The rows per timed batch of every variant of `plan`, as one worker sizes them from its warm-up (nothing timed
    /// after it). `ab` gives these to every worker of both builds, so that a pair's two processes time their rows
    /// in batches of one size. A worker sizing its own rounds its warm-up's median row time up to whole rows: a
    /// variant whose row takes about a minimum batch's time (`template-cached/fit`, 27-60 µs against 50 µs) came out
    /// 1 row in some workers and 2 in others, whose times per row differ by about a sixth, since a batch's first row
    /// meets caches that the round's other variants left cold (docs/ab-sequential.md, "Batches of one size").
    ///
    /// Each group of the plan (`workerGroups`) is sized by a worker of its own, with its own executable, as its
    /// steady workers run: a row of a real toolkit takes 25 to 100 times a model row's time, and a group's rows
    /// meet the caches its own variants leave.
    public func sharedBatchSizes(_ plan: RunPlan) throws -> [String: Int] {
        var sizes: [String: Int] = [:]
        for group in plan.workerGroups {
            var worker = plan.steadyWorker(1, group: group)
            worker.rounds = 0
            worker.countingRows = 0
            worker.probe = false
            worker.batchSizes = nil
            var sized = RunData()
            try start(worker).runToEnd(into: &sized) { _ in }
            sizes.merge(sized.batchSizes) { _, group in group }
        }
        return sizes
    }
}
