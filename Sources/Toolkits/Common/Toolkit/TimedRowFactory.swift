/// Something that builds one complete row per call, in any toolkit: what the harness times.
///
/// The harness keeps every returned object alive until its batch's clock has stopped and only then drops it,
/// so freeing a row is never timed. A row of the UIKit model is its `View`; a GTK or Qt row is an object that
/// owns the native widget tree and frees it when it is released.
public protocol TimedRowFactory: AnyObject {
    func makeTimedRow() throws -> AnyObject
}
