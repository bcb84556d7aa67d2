import Foundation
@testable import Harness
import Results
import Testing

@Suite struct MachineProbeTests {
    /// Only the first processor's block is read, and each key's first value.
    @Test func cpuFieldsReadTheFirstProcessor() {
        let cpuinfo = """
            processor\t: 0
            vendor_id\t: AuthenticAMD
            cpu family\t: 25
            model\t\t: 17
            model name\t: AMD EPYC
            stepping\t: 1

            processor\t: 1
            vendor_id\t: GenuineIntel
            """
        let fields = MachineProbe.cpuFields(cpuinfo)
        #expect(fields["vendor_id"] == "AuthenticAMD")
        #expect(fields["cpu family"] == "25")
        #expect(fields["model"] == "17")
        #expect(fields["stepping"] == "1")
        #expect(fields["processor"] == "0")
    }

    @Test func cacheSizesByLevelAndType() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cache-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (index, level, type, size) in [
            (0, 1, "Data", "48K"), (1, 1, "Instruction", "32K"), (2, 2, "Unified", "2048K"),
        ] {
            let folder = root.appendingPathComponent("index\(index)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "\(level)\n".write(to: folder.appendingPathComponent("level"), atomically: true, encoding: .utf8)
            try "\(type)\n".write(to: folder.appendingPathComponent("type"), atomically: true, encoding: .utf8)
            try "\(size)\n".write(to: folder.appendingPathComponent("size"), atomically: true, encoding: .utf8)
        }
        #expect(MachineProbe.cacheSizes(root: root.path) == ["L1d": "48K", "L1i": "32K", "L2": "2048K"])
    }

    @Test func memoryLatencyIsTheProbesMedian() {
        let probes = [70.0, 60, 90, 64].enumerated().map {
            ProcessProbe(process: $0.offset + 1, cpu: 0, memoryNanoseconds: $0.element, computeNanoseconds: 2)
        }
        #expect(MachineProbe.medianMemoryLatency(probes) == 67)
        #expect(MachineProbe.medianMemoryLatency([]) == nil)
    }

    /// On this machine: the ids are made whatever else is missing, and the class is the one its fields give.
    @Test func describesThisMachine() {
        let machine = MachineProbe.describe(cpuModel: "test CPU", cores: 2, probes: [])
        #expect(machine.hostID.count == 8)
        #expect(
            machine.classID
                == MachineDescription.classID(
                    cpuModel: "test CPU", cores: 2, vendor: machine.vendor, family: machine.family,
                    model: machine.model,
                    stepping: machine.stepping, caches: machine.caches))
        #expect(machine.memoryLatencyNanoseconds == nil)
    }
}
