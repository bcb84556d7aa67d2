import Typesetting

/// Wraps another measurer and records every `width` call, so a test can check how often (and at which
/// fonts) a view or template measures text: e.g. that shrink-to-fit tried nine sizes, or that a
/// precomputed template measured nothing at all.
public final class CountingMeasurer: TextMeasuring {
    /// One `width` call as it was asked.
    public struct Request: Hashable, Sendable {
        public var text: String
        public var font: FontDescriptor

        public init(text: String, font: FontDescriptor) {
            self.text = text
            self.font = font
        }
    }

    public let base: TextMeasuring
    /// Every call since creation or the last `reset()`, in order (including calls that threw).
    public private(set) var requests: [Request] = []

    /// The number of `width` calls since creation or the last `reset()`.
    public var calls: Int { requests.count }

    public init(_ base: TextMeasuring) {
        self.base = base
    }

    public func width(of text: String, in font: FontDescriptor) throws -> Double {
        requests.append(Request(text: text, font: font))
        return try base.width(of: text, in: font)
    }

    public func reset() {
        requests.removeAll()
    }
}
