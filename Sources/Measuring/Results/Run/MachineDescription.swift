/// What tells one machine from another and may explain why a ratio moves between them: the CPU's vendor,
/// family, model and stepping, its caches, the memory, the memory probe's latency and the toolkits' library
/// versions, with two short ids, the machine's class and the host instance (`run.json`'s `machine`).
///
/// Machines are a level of the experiment (docs/machines.md): two hosts of one class have differed by 8-13%,
/// and classes more, so `across` counts hosts and groups them by class. Runs written before this existed have
/// no `machine`; their class is derived from `cpuModel` and `cores` alone (`fallbackClassID`).
public struct MachineDescription: Codable, Sendable, Equatable {
    /// `/proc/cpuinfo`'s `vendor_id` ("GenuineIntel", "AuthenticAMD"); nil where the kernel does not say.
    public var vendor: String?
    /// `cpu family`, `model` and `stepping` of `/proc/cpuinfo`, in decimal as the kernel gives them.
    public var family: Int?
    public var model: Int?
    public var stepping: Int?
    /// The first CPU's caches by level and type ("L1d", "L1i", "L2", "L3") with the kernel's size ("32K").
    public var caches: [String: String]?
    /// `MemTotal` of `/proc/meminfo`, GiB.
    public var memoryGiB: Double?
    /// Median over the run's steady workers of the memory probe (one step of a 16 MiB random walk,
    /// `ProcessProbe.memoryNanoseconds`), nanoseconds; nil for a run that did not probe.
    public var memoryLatencyNanoseconds: Double?
    /// Each toolkit's library version as its Debian package gives it (`gtk` → "4.8.3+ds-2+deb12u1"), for the
    /// toolkits whose declaration names a package (`ToolkitDeclaration.versionPackage`) that is installed.
    public var libraries: [String: String]?
    /// The machine's class: the same for two hosts with the same CPU, cores and caches (`classID(...)`).
    public var classID: String
    /// The host instance, from the kernel's boot id: two runs with the same one ran on the same host, between
    /// the same two boots.
    public var hostID: String

    public init(
        vendor: String?, family: Int?, model: Int?, stepping: Int?, caches: [String: String]?,
        memoryGiB: Double?, memoryLatencyNanoseconds: Double?, libraries: [String: String]?,
        classID: String, hostID: String
    ) {
        self.vendor = vendor; self.family = family; self.model = model; self.stepping = stepping
        self.caches = caches; self.memoryGiB = memoryGiB; self.memoryLatencyNanoseconds = memoryLatencyNanoseconds
        self.libraries = libraries; self.classID = classID; self.hostID = hostID
    }

    /// The name of this host's folder of machine records, `results/machines/<recordID>/`: its class, then the
    /// host, so that a listing groups hosts of one class together.
    public var recordID: String { "\(classID)-\(hostID)" }

    /// A class id: a short name of the vendor and eight hex digits of a hash of what makes a class (CPU model
    /// name, cores, vendor, family, model, stepping, caches), e.g. `amd-3f09c2e1`. Stable across builds and
    /// platforms (FNV-1a, not Swift's seeded `Hasher`).
    public static func classID(
        cpuModel: String, cores: Int, vendor: String?, family: Int?, model: Int?,
        stepping: Int?, caches: [String: String]?
    ) -> String {
        let cacheText = (caches ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(
            separator: ",")
        let parts = [
            cpuModel, "\(cores)", vendor ?? "", family.map(String.init) ?? "", model.map(String.init) ?? "",
            stepping.map(String.init) ?? "", cacheText,
        ]
        return "\(vendorSlug(vendor: vendor, cpuModel: cpuModel))-\(shortHash(parts.joined(separator: "|")))"
    }

    /// The class of a run from before `machine` was recorded: from the two fields every `run.json` has.
    public static func fallbackClassID(cpuModel: String, cores: Int) -> String {
        classID(cpuModel: cpuModel, cores: cores, vendor: nil, family: nil, model: nil, stepping: nil, caches: nil)
    }

    /// A host id from the kernel's boot id (or any text naming a host): eight hex digits of its hash, so the
    /// boot id itself is not published.
    public static func hostID(from bootID: String) -> String { shortHash(bootID) }

    /// "intel", "amd", "arm" or the first word of the CPU model in lower case: a class id a reader can place.
    static func vendorSlug(vendor: String?, cpuModel: String) -> String {
        let known = ["GenuineIntel": "intel", "AuthenticAMD": "amd", "ARM": "arm", "HygonGenuine": "hygon"]
        if let vendor, let slug = known[vendor] { return slug }
        let lowered = cpuModel.lowercased()
        for word in ["intel", "amd", "arm", "apple", "ampere"] where lowered.contains(word) { return word }
        let word = lowered.prefix { $0.isLetter || $0.isNumber }
        return word.isEmpty ? "cpu" : String(word)
    }

    /// 32 bits of FNV-1a 64 over the UTF-8 bytes, as eight lower-case hex digits.
    static func shortHash(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let folded = UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
        let hex = String(folded, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }
}
