import Foundation
import Templates
import TestSupport
import Testing
import Views

/// The hostile-template catalogue (`Hostile/EXPECTED.tsv`): each file must be refused with a one-line
/// error naming the file and the expected line, in the same process, without crashing it.
@Suite struct HostileTemplateTests {
    @Test(arguments: HostileFixtures.cases)
    func hostileTemplateIsRefusedAtItsLine(_ hostile: HostileFixtures.Case) throws {
        let started = ContinuousClock.now
        let error = try #require(throws: TemplateError.self) {
            try TemplateReader.read(contentsOf: hostile.url, strict: true)
        }
        // A bound that cannot flake but catches a quadratic or unbounded reader (the catalogue's files
        // each take milliseconds); speed itself is the benchmark's business, not the tests'.
        #expect(ContinuousClock.now - started < .seconds(10))
        #expect(error.file == hostile.url.path && error.line == hostile.line, "\(error)")
        #expect(error.description.hasPrefix("\(hostile.url.path):\(hostile.line): "), "\(error)")
        #expect(error.description.contains(hostile.fragment), "\(error)")
        #expect(HostileFixtures.isOneVisibleLine(error.description), "\(error.description.debugDescription)")
        // Short whatever the clone's path: the message less the file's path it starts with.
        #expect(error.description.count - hostile.url.path.count < 300, "\(error)")
        if ProcessInfo.processInfo.environment["SHOW_TEMPLATE_ERRORS"] != nil { print(error) }
    }

    /// Adding a file without a row (or leaving a row whose file is gone) is a mistake in the catalogue.
    @Test func everyFixtureHasARowAndEveryRowAFile() throws {
        let files = try HostileFixtures.xibFiles(in: HostileFixtures.folder)
        let rows = HostileFixtures.cases.map(\.file)
        #expect(files == rows.sorted())
        #expect(Set(rows).count == rows.count, "a file has two rows")
        #expect(files.count >= 30)
    }

    /// Oddities a reader meets in real files and must accept: comments anywhere comments may be, CDATA
    /// holding only layout whitespace, a byte-order mark, CRLF line ends, outlets that form cycles.
    @Test(arguments: try HostileFixtures.xibFiles(in: HostileFixtures.mustLoadFolder))
    func oddButValidTemplateLoads(_ file: String) throws {
        let template = try TemplateReader.read(contentsOf: HostileFixtures.mustLoadFolder.appendingPathComponent(file))
        var externals: [String: AnyObject] = [:]
        for placeholder in template.placeholders {
            if case .external(let name) = placeholder.role { externals[name] = View() }
        }
        let objects = try template.instantiate(owner: RecordingOwner(), externalObjects: externals)
        #expect(objects.count == template.objects.count && !objects.isEmpty)
        for object in objects { try object.layoutIfNeeded(measurer: FixedAdvanceMeasurer()) }
    }

    @Test func outletCyclesConnectTheOwnerOnce() throws {
        let url = HostileFixtures.mustLoadFolder.appendingPathComponent("outlet-cycles.xib")
        let owner = RecordingOwner()
        let other = View()
        _ = try TemplateReader.read(contentsOf: url).instantiate(owner: owner, externalObjects: ["Other": other])
        #expect(owner.connected.map(\.name) == ["other", "me"])
        #expect(owner.connected.first?.object === other && owner.connected.last?.object === owner)
    }
}
