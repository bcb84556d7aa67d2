import QmlRow
import Toolkit

/// Calls into the QmlRow target's C interface, turning its malloc'd one-line messages into `ToolkitError`s.
public enum QmlCall {
    /// Its calls, their failures as one-line `ToolkitError`s.
    static let call = CMessageCall(toolkit: "Qt Quick")

    /// For tests: items destroyed among the rows watched (`QmlOwnedRow.watchDestruction()`).
    public static var destroyedItems: Int { nibornot_qml_destroyed_count() }
}
