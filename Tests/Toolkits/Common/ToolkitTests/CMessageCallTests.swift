#if canImport(Glibc)
    import Glibc
#endif
import Testing
import Toolkit

/// A failing C call's malloc'd message becomes the error's one line; a failure without a message names the toolkit.
@Suite struct CMessageCallTests {
    let call = CMessageCall(toolkit: "Qt Quick")

    @Test func aFailureCarriesItsMessage() throws {
        #expect(throws: ToolkitError("Cell.qml:71:13: Cannot assign to non-existent property \"colour\".")) {
            try call.check { message in
                message.pointee = strdup("Cell.qml:71:13: Cannot assign to non-existent property \"colour\"")
                return false
            }
        }
    }

    @Test func aFailureWithoutAMessageNamesTheToolkit() throws {
        #expect(throws: ToolkitError("Qt Quick failed without saying why.")) {
            let _: Int = try call.value { _ in nil }
        }
    }

    @Test func successPassesTheValueThrough() throws {
        #expect(try call.value { _ in 42 } == 42)
        try call.check { _ in true }
    }
}
