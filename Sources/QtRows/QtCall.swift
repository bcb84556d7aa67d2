#if canImport(Glibc)
import Glibc
#endif
import QtRow
import Toolkit

/// Calls into the QtRow target's C interface, turning its malloc'd one-line messages into `ToolkitError`s.
public enum QtCall {
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
        guard let message else { return ToolkitError("Qt failed without saying why.") }
        defer { free(message) }
        return ToolkitError(String(cString: message) + ".")
    }

    /// For tests: widgets destroyed among the rows watched (`QtRow.watchDestruction()`).
    public static var destroyedWidgets: Int { nibornot_qt_destroyed_count() }
    /// For tests: the widgets alive in the process.
    public static var liveWidgets: Int { nibornot_qt_widget_count() }
}
