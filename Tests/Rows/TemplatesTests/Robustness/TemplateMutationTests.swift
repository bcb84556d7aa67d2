import Foundation
import Statistics
import Templates
import TestSupport
import Testing
import Views

/// A short, seeded random-mutation fuzz of the reader that runs with every test: a few hundred mutants
/// of the fixtures and templates, each of which must read, instantiate and lay out, or fail with a
/// one-line `TemplateError`. `scripts/fuzz-template-reader.sh` does the same at length, coverage-guided.
@Suite struct TemplateMutationTests {
    /// `TEMPLATE_MUTATION_SEED` and `TEMPLATE_MUTANTS` override the defaults for a longer or another run.
    static let seed = UInt64(ProcessInfo.processInfo.environment["TEMPLATE_MUTATION_SEED"] ?? "") ?? 0x5EED_2026
    static let mutants = Int(ProcessInfo.processInfo.environment["TEMPLATE_MUTANTS"] ?? "") ?? 500

    /// Markup that makes mutants reach the reader's decisions rather than only the XML parser's.
    static let tokens = [
        "<", ">", "\"", "'", "&", "/>", "</view>", "<view id=\"m\">", "<subviews>", "</subviews>", "<!--", "-->",
        "<![CDATA[", "]]>", "<?x?>", "<!DOCTYPE d>", "&#0;", "&#x41;", "&amp;", "id=\"v-1\"", "key=\"frame\"",
        "1e400", "1e308", "-1", "NaN", "YES", "99999999999999999999", "\u{9B}", "\u{202E}", "\u{FEFF}",
        "<?xml version=\"1.0\" encoding=\"UTF-7\"?>", "<outlet property=\"p\" destination=\"-1\" id=\"o\"/>",
    ].map { Array($0.utf8) }

    static func seeds() throws -> [[UInt8]] {
        let folders = [
            HostileFixtures.folder, HostileFixtures.mustLoadFolder,
            TemplateFixtures.packageRoot.appendingPathComponent("templates"),
        ]
        return try folders.flatMap { folder in
            try HostileFixtures.xibFiles(in: folder).map {
                Array(try Data(contentsOf: folder.appendingPathComponent($0)))
            }
        }
    }

    /// One to four random edits: change, insert or delete bytes, copy a run elsewhere, insert a token,
    /// splice another seed's tail, or cut the file short.
    static func mutate(_ input: [UInt8], seeds: [[UInt8]], using random: inout SplitMix64) -> [UInt8] {
        var bytes = input
        for _ in 0...random.index(below: 4) {
            let at = random.index(below: bytes.count + 1)
            switch random.index(below: 7) {
            case 0 where !bytes.isEmpty: bytes[min(at, bytes.count - 1)] = UInt8(truncatingIfNeeded: random.next())
            case 1: bytes.insert(UInt8(truncatingIfNeeded: random.next()), at: at)
            case 2: bytes.removeSubrange(at..<min(bytes.count, at + 1 + random.index(below: 16)))
            case 3:
                let run = Array(bytes[at..<min(bytes.count, at + 1 + random.index(below: 64))])
                bytes.insert(contentsOf: run, at: random.index(below: bytes.count + 1))
            case 4: bytes.insert(contentsOf: tokens[random.index(below: tokens.count)], at: at)
            case 5:
                let other = seeds[random.index(below: seeds.count)]
                bytes = Array(bytes[..<at]) + other[random.index(below: other.count + 1)...]
            default: bytes = Array(bytes[..<at])
            }
        }
        return bytes
    }

    @Test func mutantsReadOrFailWithAOneLineError() throws {
        let seeds = try Self.seeds()
        var random = SplitMix64(seed: Self.seed)
        var refused = 0
        for number in 0..<Self.mutants {
            let input = Self.mutate(seeds[random.index(below: seeds.count)], seeds: seeds, using: &random)
            let name = "mutant-\(number)-of-seed-\(Self.seed).xib"
            do {
                let template = try TemplateReader.parse(Data(input), fileName: name)
                var externals: [String: AnyObject] = [:]
                for placeholder in template.placeholders {
                    if case .external(let identifier) = placeholder.role { externals[identifier] = View() }
                }
                for view in try template.instantiate(owner: RecordingOwner(), externalObjects: externals) {
                    try view.layoutIfNeeded(measurer: FixedAdvanceMeasurer())
                }
            } catch let error as TemplateError {
                refused += 1
                let lines = input.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
                #expect(error.description.hasPrefix("\(name):") && error.line <= lines + 1, "\(error)")
                #expect(HostileFixtures.isOneVisibleLine(error.description), "\(error.description.debugDescription)")
            }
        }
        // Most mutants break something; a run where none did would mean the mutations were lost.
        #expect(refused > Self.mutants / 2)
    }
}
