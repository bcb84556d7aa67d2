import Glibc
import Results

/// Measures a `ProcessProbe`: the CPU, a memory-bound and a compute-bound loop, about 15 ms in all.
///
/// The memory loop walks a 16 MiB buffer (beyond the per-core caches) where each step's address depends on the
/// value just loaded, so neither prefetch nor out-of-order execution hides the latency; the buffer is written
/// first, so its pages are real (untouched pages would all read the one shared zero page).
public enum HostProbe {
    static let memoryWords = 1 << 22  // 16 MiB of UInt32
    static let memorySteps = 1 << 17
    static let computeSteps = 1 << 20

    public static func measure(process: Int) -> ProcessProbe {
        let cpu = currentCPU()
        var buffer = [UInt32](repeating: 0, count: memoryWords)
        for index in buffer.indices { buffer[index] = UInt32(truncatingIfNeeded: index &* 2_654_435_761) }
        let mask = UInt64(memoryWords - 1)
        var position: UInt64 = 1
        let clock = SystemClock()
        let memoryStart = clock.now()
        buffer.withUnsafeBufferPointer { words in
            for _ in 0..<memorySteps {
                position = (position &* 6_364_136_223_846_793_005 &+ UInt64(words[Int(position & mask)])) >> 7
            }
        }
        let memory = Double(clock.now() &- memoryStart) / Double(memorySteps)
        var state: UInt64 = position | 1
        let computeStart = clock.now()
        for _ in 0..<computeSteps {
            state ^= state << 13; state ^= state >> 7; state ^= state << 17
        }
        let compute = Double(clock.now() &- computeStart) / Double(computeSteps)
        // Keeps both loops' results alive, so neither is optimised away.
        if state == 0 && position == 0 { print("") }
        return ProcessProbe(process: process, cpu: cpu, memoryNanoseconds: memory, computeNanoseconds: compute)
    }

    /// The CPU this process last ran on: field 39 of /proc/self/stat (`sched_getcpu` needs _GNU_SOURCE, which
    /// the Glibc module does not define); -1 when it cannot be read.
    static func currentCPU() -> Int {
        guard let file = fopen("/proc/self/stat", "r") else { return -1 }
        defer { fclose(file) }
        var bytes = [CChar](repeating: 0, count: 1024)
        guard fgets(&bytes, Int32(bytes.count), file) != nil else { return -1 }
        let line = String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // Fields after the command name, which is in parentheses and may hold spaces: the 3rd field onwards.
        guard let close = line.lastIndex(of: ")") else { return -1 }
        let fields = line[line.index(after: close)...].split(separator: " ")
        return fields.count > 36 ? Int(fields[36]) ?? -1 : -1
    }
}
