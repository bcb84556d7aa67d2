// Temporary stand-in for the Templates API while the reader is written on its own branch.
import Foundation
import Typesetting
import Views

public protocol OutletOwner: AnyObject { func connect(outlet name: String, to object: AnyObject) -> Bool }
public final class CellLoader: OutletOwner {
    public var loadedCell: TableViewCell?
    public init() {}
    public func connect(outlet name: String, to object: AnyObject) -> Bool { false }
}
public final class Template: @unchecked Sendable {
    public let fileName: String
    init(fileName: String) { self.fileName = fileName }
    public func instantiate(owner: OutletOwner?, externalObjects: [String: AnyObject] = [:]) throws -> [View] { [] }
    public func precomputingFit(measurer: TextMeasuring) throws -> Template { self }
}
public struct TemplateReader {
    public static func read(contentsOf url: URL) throws -> Template { Template(fileName: url.path) }
    public static func parse(_ data: Data, fileName: String) throws -> Template { Template(fileName: fileName) }
}
