import Foundation
import Results
import Statistics

/// `survey.csv` and `survey.md`: every surveyed file with what it holds and its decode cost per load,
/// loaded per row and cached, as medians with 95% intervals over the worker processes (a process
/// bootstrap), ranked by the per-row cost, dearest first. The cost is the model's decoder's.
public struct SurveyReport {
    /// One surveyed file as the report lists it.
    public struct Entry: Sendable, Equatable {
        public var name: String
        public var kind: String
        /// Which nib of a `Name.nib/` folder was chosen, and why.
        public var choice: String?
        public var objects: Int
        public var views: Int
        public var constraints: Int
        public var notModelled: [String]
        /// The decoder's or reader's one-line error, for a file that was refused (and not timed).
        public var refusal: String?

        public init(
            name: String, kind: String, choice: String?, objects: Int, views: Int, constraints: Int,
            notModelled: [String], refusal: String? = nil
        ) {
            self.name = name; self.kind = kind; self.choice = choice; self.objects = objects; self.views = views
            self.constraints = constraints; self.notModelled = notModelled; self.refusal = refusal
        }
    }

    /// A median and its interval, microseconds per load.
    public struct Cost: Sendable, Equatable {
        public var median: Double, lower: Double, upper: Double
    }

    /// One ranked line: the entry (by its index in the plan's files, for timed files) and its costs.
    public struct Row: Sendable, Equatable {
        public var entry: Entry
        public var perRow: Cost?
        public var cached: Cost?
    }

    public let rows: [Row]
    public let processes: Int
    public let surveyed: String

    /// Ranks `entries` (timed ones in the order of `timedIndex`, the plan's file index, or nil) by cost.
    public init(
        surveyed: String, entries: [(entry: Entry, timedIndex: Int?)], samples: [SurveySample], processes: Int
    ) throws {
        self.surveyed = surveyed
        self.processes = processes
        var rows: [Row] = []
        for (entry, timed) in entries {
            var row = Row(entry: entry)
            if let timed {
                row.perRow = try Self.cost(samples.filter { $0.file == timed && $0.mode == .perRow })
                row.cached = try Self.cost(samples.filter { $0.file == timed && $0.mode == .cached })
            }
            rows.append(row)
        }
        self.rows = rows.sorted { ($0.perRow?.median ?? -1, $1.entry.name) > ($1.perRow?.median ?? -1, $0.entry.name) }
    }

    static func cost(_ samples: [SurveySample]) throws -> Cost? {
        guard !samples.isEmpty else { return nil }
        let groups = Dictionary(grouping: samples, by: \.process).sorted { $0.key < $1.key }.map {
            $0.value.map { $0.nanosecondsPerLoad / 1000 }
        }
        let all = groups.flatMap { $0 }.sorted()
        let median = all.count % 2 == 1 ? all[all.count / 2] : (all[all.count / 2 - 1] + all[all.count / 2]) / 2
        let interval = try ProcessBootstrap.medianInterval(groups: groups, options: BootstrapOptions(seed: 23))
        return Cost(median: median, lower: interval.lower, upper: interval.upper)
    }

    public static let csvName = "survey.csv", markdownName = "survey.md"
    public static let columns = [
        "rank", "file", "kind", "chosen_because", "objects", "views", "constraints", "not_modelled",
        "per_row_us", "per_row_low_us", "per_row_high_us", "cached_us", "cached_low_us", "cached_high_us",
        "refused",
    ]

    public func csv() throws -> Data {
        func number(_ value: Double?) -> String { CSVFormat.fixed(value, 2) }
        let records = rows.enumerated().map { rank, row -> [String] in
            let entry = row.entry
            return [
                String(rank + 1), entry.name, entry.kind, entry.choice ?? "", String(entry.objects),
                String(entry.views),
                String(entry.constraints), entry.notModelled.joined(separator: "; "),
                number(row.perRow?.median), number(row.perRow?.lower), number(row.perRow?.upper),
                number(row.cached?.median), number(row.cached?.lower), number(row.cached?.upper), entry.refusal ?? "",
            ]
        }
        return try CSVFormat.encode(columns: Self.columns, rows: records)
    }

    public func markdown() -> String {
        func cost(_ value: Cost?) -> String {
            guard let value else { return "—" }
            return
                """
                \(CSVFormat.fixed(value.median, 1)) \
                (\(CSVFormat.fixed(value.lower, 1))–\(CSVFormat.fixed(value.upper, 1)))
                """
        }
        func cell(_ text: String) -> String { text.replacingOccurrences(of: "|", with: "\\|") }
        var lines = [
            "# Survey of \(surveyed)", "",
            "Decode cost of each file per load, in µs: median over \(processes) worker processes (95% interval, "
                + "a bootstrap over "
                + "the processes). **Loaded per row** reads, indexes and decodes the file for every row, as "
                + "`loadNibNamed:owner:options:` "
                + "does (a XIB: parsed for every row); **cached** decodes from an index kept once, as `UINib`'s "
                + "`instantiate` does "
                + "(a XIB: its kept template instantiated). These are the costs of this project's model of UIKit's "
                + "decoder on this "
                    + """
                    machine, not UIKit's on a device: they rank an app's nibs against each other. No layout or text \
                    measuring is included.
                    """,
            "",
            "| rank | file | objects | views | constraints | loaded per row, µs | cached, µs | not modelled |",
            "| ---: | --- | ---: | ---: | ---: | ---: | ---: | --- |",
        ]
        for (rank, row) in rows.enumerated() {
            let entry = row.entry
            let name =
                cell(entry.name) + (entry.choice.map { " (" + cell($0) + ")" } ?? "")
                + (entry.refusal.map { " — refused: " + cell($0) } ?? "")
            lines.append(
                "| \(rank + 1) | \(name) | \(entry.objects) | \(entry.views) | \(entry.constraints) | "
                    + "\(cost(row.perRow)) | "
                    + "\(cost(row.cached)) | "
                    + "\(entry.notModelled.isEmpty ? "none" : cell(entry.notModelled.joined(separator: ", "))) |"
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
