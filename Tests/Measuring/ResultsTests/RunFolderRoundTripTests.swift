import Foundation
@testable import Results
import TestFixtures
import Testing

/// A run folder's four measurement files, written and read back without the analysis.
struct RunFolderRoundTripTests {
    @Test func writtenMeasurementsReadBackEqual() throws {
        let data = Fixture.data()
        let metadata = Fixture.metadata(for: data)
        let folder = try Fixture.runFolder(data, metadata: metadata)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (read, readMetadata) = try RunFolder.read(folder)
        #expect(read == data)
        #expect(readMetadata == metadata)
    }
}
