#if canImport(Glibc)
import Glibc
#endif
import QmlRow
import Toolkit

/// Calls into the QmlRow target's C interface, turning its malloc'd one-line messages into `ToolkitError`s.
public enum QmlCall {
    static func check(_ call: (UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Bool) throws {
        var message: UnsafeMutablePointer<CChar>?
        if !call(&message) { throw error(message) }
    }

    static func value<T>(_ call: (UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> T?) throws -> T {
        var message: UnsafeMutablePointer<CChar>?
        guard let value = call(&message) else { throw error(message) }
        return value
    }

    private static func error(_ message: UnsafeMutablePointer<CChar>?) -> ToolkitError {
        guard let message else { return ToolkitError("Qt Quick failed without saying why.") }
        defer { free(message) }
        return ToolkitError(String(cString: message) + ".")
    }

    /// For tests: items destroyed among the rows watched (`QmlOwnedRow.watchDestruction()`).
    public static var destroyedItems: Int { nibornot_qml_destroyed_count() }
}
