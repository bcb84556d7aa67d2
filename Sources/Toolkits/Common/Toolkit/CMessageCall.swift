#if canImport(Glibc)
    import Glibc
#endif

/// A call into a toolkit's plain C interface that reports failure as a malloc'd one-line message through its last
/// argument (`char **message`), as the Qt and Qt Quick rows do: the message becomes a `ToolkitError` and is freed.
/// One place for what each such toolkit's Swift side would otherwise write again.
public struct CMessageCall: Sendable {
    /// The toolkit's name, for a failure that left no message ("Qt failed without saying why.").
    public let toolkit: String

    public init(toolkit: String) {
        self.toolkit = toolkit
    }

    /// Runs a call that returns false on failure.
    public func check(_ call: (UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Bool) throws {
        var message: UnsafeMutablePointer<CChar>?
        if !call(&message) { throw error(message) }
    }

    /// Runs a call that returns nil on failure.
    public func value<T>(_ call: (UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> T?) throws -> T {
        var message: UnsafeMutablePointer<CChar>?
        guard let value = call(&message) else { throw error(message) }
        return value
    }

    private func error(_ message: UnsafeMutablePointer<CChar>?) -> ToolkitError {
        guard let message else { return ToolkitError("\(toolkit) failed without saying why.") }
        defer { free(message) }
        return ToolkitError(String(cString: message) + ".")
    }
}
