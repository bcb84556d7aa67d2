import ArgumentParser
import Harness

/// `ab --cpu`: the one CPU both workers of every pair run on, or none (the scheduler places them).
///
/// The last CPU this process may use is the default because the kernel and other processes start on the first
/// ones; any CPU of the set is as good for the comparison, as long as both builds' workers share it.
enum WorkerCPU: Equatable, ExpressibleByArgument {
    case last
    /// `none`: not pinned (a case of its own name, so that it is never read as `Optional.none`).
    case unpinned
    case number(Int)

    init?(argument: String) {
        switch argument {
        case "last": self = .last
        case "none": self = .unpinned
        default:
            guard let number = Int(argument), number >= 0 else { return nil }
            self = .number(number)
        }
    }

    var defaultValueDescription: String { "last" }

    /// The CPU to pin the workers to, one of `allowed` (the CPUs this process may use); nil for none.
    func resolved(among allowed: [Int]) throws -> Int? {
        switch self {
        case .unpinned: return nil
        case .last: return allowed.last
        case .number(let cpu):
            guard allowed.contains(cpu) else {
                throw ValidationError(
                    "--cpu: CPU \(cpu) is not one this process may run on "
                        + "(\(allowed.map(String.init).joined(separator: ", ")))"
                )
            }
            return cpu
        }
    }
}
