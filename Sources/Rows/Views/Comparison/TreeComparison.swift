/// The first place where two view trees differ, named by its path from the root.
public struct TreeDifference: Equatable, Sendable, CustomStringConvertible {
    /// Where: e.g. `TableViewCell.contentView.subviews[3]`.
    public let path: String
    /// What differs: a property name, `class`, or `children`.
    public let what: String
    public let left: String
    public let right: String

    public var description: String { "\(path).\(what): \(left) ≠ \(right)" }
}

extension View {
    /// Compares two trees structurally: class, every property in order, then the children by slot.
    ///
    /// Returns nil when they are equal, else the first difference in depth-first order, so a failing
    /// equality test says exactly which label and which property disagree.
    public func firstDifference(from other: View) -> TreeDifference? {
        firstDifference(from: other, path: className)
    }

    private func firstDifference(from other: View, path: String) -> TreeDifference? {
        if className != other.className {
            return TreeDifference(path: path, what: "class", left: className, right: other.className)
        }
        for (mine, theirs) in zip(properties, other.properties) where mine != theirs {
            return TreeDifference(path: path, what: mine.name, left: mine.value, right: theirs.value)
        }
        let mine = children, theirs = other.children
        let mySlots = mine.map(\.slot), theirSlots = theirs.map(\.slot)
        if mySlots != theirSlots {
            return TreeDifference(
                path: path, what: "children", left: mySlots.joined(separator: ", "),
                right: theirSlots.joined(separator: ", "))
        }
        for (a, b) in zip(mine, theirs) {
            if let difference = a.view.firstDifference(from: b.view, path: "\(path).\(a.slot)") {
                return difference
            }
        }
        return nil
    }

    /// Whether two trees are structurally equal (see `firstDifference(from:)`).
    public func isStructurallyEqual(to other: View) -> Bool { firstDifference(from: other) == nil }

    /// How many views the tree holds, this one included.
    public var treeSize: Int { 1 + children.reduce(0) { $0 + $1.view.treeSize } }
}
