import Foundation
import Results
import TestFixtures
import Testing

@Suite struct MachineDescriptionTests {
    /// FNV-1a 64 of "a" is 0xaf63dc4c8601ec8c (the published test vector); folded to 32 bits it is
    /// 0xaf63dc4c ^ 0x8601ec8c.
    @Test func shortHashIsFoldedFNV1a() {
        #expect(MachineDescription.hostID(from: "a") == String(0xaf63_dc4c ^ 0x8601_ec8c, radix: 16))
        #expect(MachineDescription.hostID(from: "").count == 8)
    }

    @Test func classIDNamesTheVendorAndChangesWithWhatMakesAClass() {
        let caches = ["L1d": "32K", "L2": "1024K", "L3": "32768K"]
        let amd = MachineDescription.classID(
            cpuModel: "AMD EPYC", cores: 2, vendor: "AuthenticAMD", family: 25,
            model: 17, stepping: 1, caches: caches)
        #expect(amd.hasPrefix("amd-"))
        #expect(amd.count == "amd-".count + 8)
        #expect(
            amd
                == MachineDescription.classID(
                    cpuModel: "AMD EPYC", cores: 2, vendor: "AuthenticAMD", family: 25,
                    model: 17, stepping: 1, caches: caches))
        #expect(
            amd
                != MachineDescription.classID(
                    cpuModel: "AMD EPYC", cores: 4, vendor: "AuthenticAMD", family: 25,
                    model: 17, stepping: 1, caches: caches))
        #expect(
            amd
                != MachineDescription.classID(
                    cpuModel: "AMD EPYC", cores: 2, vendor: "AuthenticAMD", family: 25,
                    model: 17, stepping: 1, caches: ["L3": "16384K"]))
        #expect(
            MachineDescription.fallbackClassID(cpuModel: "Intel(R) Xeon(R) Processor", cores: 2).hasPrefix("intel-"))
    }

    /// A run.json from before `machine` was recorded still reads; its class comes from the CPU model and cores.
    @Test func runJSONWithoutMachineReads() throws {
        let url = PackagePaths.inPackage("Tests/Measuring/ReportsTests/Golden/run.json")
        let metadata = try RunFolder.readMetadata(url)
        #expect(metadata.machine == nil)
        #expect(
            metadata.machineClassID
                == MachineDescription.fallbackClassID(
                    cpuModel: metadata.cpuModel,
                    cores: metadata.cores))
    }

    @Test func machineRoundTripsThroughJSON() throws {
        let machine = MachineDescription(
            vendor: "GenuineIntel", family: 6, model: 106, stepping: 6, caches: ["L2": "2048K"], memoryGiB: 23.4,
            memoryLatencyNanoseconds: 64.9, libraries: ["gtk": "4.8.3"], classID: "intel-01234567", hostID: "89abcdef")
        let data = try JSONEncoder().encode(machine)
        #expect(try JSONDecoder().decode(MachineDescription.self, from: data) == machine)
    }
}
