import Foundation

/// The pairs of kept `ab` run folders (`scripts/ab-self-test.sh` with `KEEP_RUNS`): per run, per variant, each pair's
/// value as `ab` takes it in lockstep (`SequentialAB.logRatios`): the median over the rounds of
/// ln(candidate's batch / baseline's batch of the same round), pairs in the order their processes were numbered.
struct KeptRun {
    let folder: String
    /// The variant whose candidate batches were slowed in this run (`NIB_OR_NOT_SELF_TEST_SLOWER`), if any.
    let slowed: String?
    let pairs: [String: [Double]]

    /// Reads `folder/baseline/samples.csv` and `folder/candidate/samples.csv`.
    init(folder: String, slowed: String?) throws {
        self.folder = folder
        self.slowed = slowed
        let baseline = try KeptRun.batches(folder + "/baseline/samples.csv")
        let candidate = try KeptRun.batches(folder + "/candidate/samples.csv")
        var pairs: [String: [Double]] = [:]
        for (variant, byProcess) in baseline {
            guard let other = candidate[variant] else { continue }
            pairs[variant] = byProcess.keys.sorted().compactMap { process -> Double? in
                guard let rounds = byProcess[process], let otherRounds = other[process] else { return nil }
                let logs = rounds.compactMap { round, ns in otherRounds[round].map { log($0 / ns) } }
                return logs.isEmpty ? nil : median(logs)
            }
        }
        self.pairs = pairs
    }

    /// ns per row by variant, process and round. The columns are found by name, so a later column order still reads.
    private static func batches(_ path: String) throws -> [String: [Int: [Int: Double]]] {
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        guard let header = lines.first?.split(separator: ",").map(String.init),
            let variant = header.firstIndex(of: "variant"), let process = header.firstIndex(of: "process"),
            let round = header.firstIndex(of: "round"), let ns = header.firstIndex(of: "ns_per_row")
        else { throw ResampleError("\(path): not a samples.csv (variant, process, round, ns_per_row)") }
        var result: [String: [Int: [Int: Double]]] = [:]
        for (number, line) in lines.dropFirst().enumerated() {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false)
            guard fields.count == header.count, let p = Int(fields[process]), let r = Int(fields[round]),
                let value = Double(fields[ns]), value > 0
            else { throw ResampleError("\(path):\(number + 2): malformed row") }
            result[String(fields[variant]), default: [:]][p, default: [:]][r] = value
        }
        return result
    }
}

/// Every kept run under `folder` (the folder itself when it holds `baseline/` and `candidate/`).
func keptRuns(under folder: String, slowed: String?) throws -> [KeptRun] {
    let manager = FileManager.default
    if manager.fileExists(atPath: folder + "/baseline/samples.csv") {
        return [try KeptRun(folder: folder, slowed: slowed)]
    }
    let names = try manager.contentsOfDirectory(atPath: folder).sorted()
    let runs = try names.filter { manager.fileExists(atPath: "\(folder)/\($0)/baseline/samples.csv") }
        .map { try KeptRun(folder: "\(folder)/\($0)", slowed: slowed) }
    if runs.isEmpty { throw ResampleError("\(folder): no kept ab run (baseline/samples.csv) in it") }
    return runs
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

struct ResampleError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
