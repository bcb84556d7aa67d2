/// One entry of the object table: its class and the contiguous slice of the value table it owns
/// (research/nib-format.md 1.4: three varints, class index, first value, value count).
public struct NIBObject: Equatable, Sendable {
    /// Index into the archive's classes.
    public var classIndex: Int
    /// Index of the object's first value in the archive's values.
    public var valueStart: Int
    public var valueCount: Int

    public init(classIndex: Int, valueStart: Int, valueCount: Int) {
        self.classIndex = classIndex
        self.valueStart = valueStart
        self.valueCount = valueCount
    }

    /// The indices of the object's values.
    public var valueRange: Range<Int> { valueStart..<(valueStart + valueCount) }
}

/// One entry of the class-name table: the name, and the classes to try when it does not exist
/// (`+classFallbacksForKeyedArchiver`, e.g. `UIColor` falls back to `NSColor`; research/nib-format.md 1.4, 7.4).
public struct NIBClass: Equatable, Sendable {
    public var name: String
    /// Indices into the archive's classes; Apple's tables may point forward (7.3).
    public var fallbackClasses: [Int]

    public init(name: String, fallbackClasses: [Int] = []) {
        self.name = name
        self.fallbackClasses = fallbackClasses
    }
}
