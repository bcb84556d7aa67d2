import Results

/// The toolkits as the CLI's help and messages name them, from their declarations, so that a toolkit added to
/// `ToolkitDeclaration.all` appears in every option that takes one.
enum ToolkitNames {
    /// The real toolkits' names: "gtk, qt".
    static var real: String { ToolkitDeclaration.real.map(\.name).joined(separator: ", ") }

    /// The real toolkits' names as alternatives: "gtk or qt", "gtk, qt or gnustep".
    static var realAlternatives: String {
        let names = ToolkitDeclaration.real.map(\.name)
        return names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + names.last!
    }

    /// Those that have sweep rows, comma-separated.
    static var sweepable: String {
        ToolkitDeclaration.real.filter { !$0.sweepConstructions.isEmpty }.map(\.name).joined(separator: ", ")
    }

    /// The toolkits that solve a XIB's constraints (`inspect --solve`), by title: "GTK 4".
    static var solvers: String {
        ToolkitDeclaration.offering(.solve).map(\.title).joined(separator: " or ")
    }

    /// The toolkits whose sweep has rows with constraints (`sweep --toolkit NAME --constraints`): "gtk".
    static var withConstraintRows: String {
        let names = ToolkitDeclaration.real.filter { !$0.twins.isEmpty }.map(\.name)
        return names.isEmpty ? "none has such rows" : names.joined(separator: " or ")
    }

    /// A small count in words ("three"), as the help says "default: all three".
    static func number(_ count: Int) -> String {
        let words = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
        return count < words.count ? words[count] : "\(count)"
    }
}
