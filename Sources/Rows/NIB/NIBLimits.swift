/// The most an archive may ask of the reader, so a broken or hostile file fails fast, in bounded memory,
/// with a one-line error.
///
/// Real nibs sit far below each limit: a 20-label table cell is a few kilobytes with about 100 objects
/// and 600 values. In memory a value costs about 32 bytes, so the table-entry limit bounds the reader
/// to some tens of megabytes whatever the file claims.
public enum NIBLimits {
    /// Bytes in one archive: 16 MiB. Checked before any table is read, so a 50 MB file costs nothing.
    public static let maximumFileSize = 16 << 20

    /// Entries in any one table (objects, keys, values or class names).
    public static let maximumEntries = 1 << 20

    /// How deep the graph check lets a decoder recurse from object 0 (a view inside a view inside ... is
    /// two levels per view: the view and its subviews array). Deeper archives are refused before any
    /// decoder recursion could overflow the stack.
    public static let maximumDepth = 256

    /// The largest magnitude of a geometry coordinate, as for templates: finite but absurd values such
    /// as 1e308 would overflow to infinity in layout.
    public static let maximumGeometryMagnitude = 1_000_000.0

    /// How deep NIBArchives may nest inside the data of other NIBArchives (prototype cells, 7.9).
    public static let maximumNestingOfArchives = 4
}
