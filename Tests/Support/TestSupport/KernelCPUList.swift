import Foundation

/// The CPUs the kernel says this process may run on, as `/proc/self/status` lists them ("0-2,5"): what the tests of
/// `CPUAffinity` and `ab --cpu` hold the code's answer and a worker's report against, read apart from the code.
public enum KernelCPUList {
    /// This process's `Cpus_allowed_list`, as written ("0-1").
    public static func ofThisProcess() throws -> String? {
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        return status.split(separator: "\n").first { $0.hasPrefix("Cpus_allowed_list:") }?
            .split(separator: "\t").last.map(String.init)
    }

    /// The CPUs a list names, in order.
    public static func expand(_ list: String) -> [Int] {
        list.split(separator: ",").flatMap { range -> [Int] in
            let ends = range.split(separator: "-").compactMap { Int($0) }
            return ends.count == 2 ? Array(ends[0]...ends[1]) : ends
        }
    }
}
