/// The last few faces looked up by name, so that measuring with a named font does not hash the name
/// every time (hashing a `String` plus Swift's exclusivity checks on a dictionary property cost about
/// as much as measuring an 11-letter word).
///
/// Kept in manually allocated memory, because reading a class's `var` properties goes through the
/// runtime's dynamic exclusivity checks; a pointer does not. Comparing names is cheap: two equal
/// small strings have equal bits, and a name passed again is usually the same string storage.
final class RecentFaces {
    private static let capacity = 4
    private let names: UnsafeMutablePointer<String>
    /// `nil` marks an empty slot (so an empty name cannot match one).
    private let faces: UnsafeMutablePointer<FaceMetrics?>
    /// The slot the next `remember` overwrites: round robin.
    private let next: UnsafeMutablePointer<Int>

    init() {
        names = .allocate(capacity: Self.capacity)
        names.initialize(repeating: "", count: Self.capacity)
        faces = .allocate(capacity: Self.capacity)
        faces.initialize(repeating: nil, count: Self.capacity)
        next = .allocate(capacity: 1)
        next.initialize(to: 0)
    }

    deinit {
        names.deinitialize(count: Self.capacity)
        names.deallocate()
        faces.deinitialize(count: Self.capacity)
        faces.deallocate()
        next.deallocate()
    }

    @inline(__always)
    func face(named name: String) -> FaceMetrics? {
        for i in 0..<Self.capacity where names[i] == name {
            if let face = faces[i] { return face }
        }
        return nil
    }

    func remember(_ face: FaceMetrics, as name: String) {
        let slot = next.pointee
        names[slot] = name
        faces[slot] = face
        next.pointee = (slot + 1) % Self.capacity
    }
}
