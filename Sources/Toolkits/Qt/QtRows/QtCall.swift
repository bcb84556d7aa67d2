import QtRow
import Toolkit

/// Calls into the QtRow target's C interface, turning its malloc'd one-line messages into `ToolkitError`s.
public enum QtCall {
    /// Its calls, their failures as one-line `ToolkitError`s.
    static let call = CMessageCall(toolkit: "Qt")

    /// For tests: widgets destroyed among the rows watched (`QtRow.watchDestruction()`).
    public static var destroyedWidgets: Int { nibornot_qt_destroyed_count() }
    /// For tests: the widgets alive in the process.
    public static var liveWidgets: Int { nibornot_qt_widget_count() }
}
