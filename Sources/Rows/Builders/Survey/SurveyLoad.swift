import Foundation
import NibLoading
import Templates
import Views

/// One surveyed file decoded once, for its listing, and its two ways of loading, for timing. The cost is
/// the model's decoder's (the project's model of UIKit's nib loading), not UIKit's: it says which of an
/// app's nibs cost most to decode relative to each other, not what an iPhone takes.
public struct SurveyLoad {
    /// What the decoded file holds.
    public struct Summary: Sendable, Equatable {
        /// Objects in the archive (a XIB: object elements).
        public var objects: Int
        /// Views built, stand-ins included, inside top-level views and kept objects (a scene's controller).
        public var views: Int
        /// Layout constraints the views hold.
        public var constraints: Int
        /// What the model kept or stood in for, `class ×count (treatment)` (a XIB: attribute or element).
        public var notModelled: [String]
    }

    public let summary: Summary
    /// One load as `loadNibNamed:owner:options:` (or a XIB parsed) does it: read, index, decode.
    public let perRow: () throws -> Void
    /// One load from the kept index (`UINib`'s `instantiate`) or the kept template.
    public let cached: () throws -> Void

    /// Decodes `file` once (tolerantly), and prepares its loads.
    /// - Throws: the reader's or decoder's one-line error.
    public init(_ file: SurveyFile) throws {
        let url = URL(fileURLWithPath: file.path)
        switch file.kind {
        case .nib:
            let nib = try Nib(contentsOf: url)
            let identifiers = nib.externalObjectIdentifiers
            func load(_ nib: Nib) throws -> NibInstance {
                var externals: [String: AnyObject] = [:]
                for name in identifiers { externals[name] = OutletRecorder() }
                return try nib.instantiateObjects(owner: OutletRecorder(), externalObjects: externals)
            }
            let instance = try load(nib)
            var roots: [AnyObject] = instance.views
            roots += instance.keptObjects as [AnyObject]
            let views = Self.views(from: roots)
            summary = Summary(
                objects: nib.index.objectCount, views: views.count,
                constraints: views.reduce(0) { $0 + $1.constraints.count },
                notModelled: nib.index.notModelledItems(summarisingKeys: true))
            perRow = { _ = try load(try Nib(contentsOf: url)) }
            cached = { _ = try load(nib) }
        case .xib:
            let template = try TemplateReader.read(contentsOf: url)
            let made = try template.instantiate(owner: OutletRecorder(), externalObjects: Self.externals(of: template))
            let views = Self.views(from: made)
            summary = Summary(
                objects: template.objectCount, views: views.count,
                constraints: views.reduce(0) { $0 + $1.constraints.count },
                notModelled: template.notModelled.map { "\($0.what) ×\($0.count)" })
            perRow = {
                _ = try TemplateReader.read(contentsOf: url).instantiate(
                    owner: OutletRecorder(), externalObjects: Self.externals(of: template))
            }
            cached = {
                _ = try template.instantiate(owner: OutletRecorder(), externalObjects: Self.externals(of: template))
            }
        }
    }

    private static func externals(of template: Template) -> [String: AnyObject] {
        var externals: [String: AnyObject] = [:]
        for placeholder in template.placeholders {
            if case .external(let name) = placeholder.role { externals[name] = OutletRecorder() }
        }
        return externals
    }

    /// Every view reachable from `roots`: subviews, and views kept objects refer to (a scene's `view`).
    static func views(from roots: [AnyObject]) -> [View] {
        var seen: Set<ObjectIdentifier> = [], found: [View] = []
        var stack = roots
        while let object = stack.popLast() {
            guard seen.insert(ObjectIdentifier(object)).inserted else { continue }
            if let view = object as? View {
                found.append(view)
                stack += view.subviews as [AnyObject]
                if let standIn = view as? NibStandInView {
                    stack += standIn.values.flatMap { $0.value.map(objects(in:)) ?? [] }
                }
            } else if let kept = object as? NibKeptObject {
                stack += kept.values.flatMap { $0.value.map(objects(in:)) ?? [] }
            }
        }
        return found
    }

    private static func objects(in value: NibDecoded) -> [AnyObject] {
        switch value {
        case .object(let object): [object]
        case .array(let elements): elements.flatMap(objects(in:))
        default: []
        }
    }
}
