import Results

/// The deterministic data set of a table of the seed's rows: for every row, the 20 labels' texts.
///
/// Texts vary in length from 1 to 21 characters, so that in a 60-point label some fit at 14 pt, some
/// shrink and some clamp and truncate: configuring a reused cell makes shrink-to-fit do real work, as new
/// data does in an app. The same row always gets the same texts; a `version` changes them, standing for
/// an update of the row's data.
public enum RowTexts {
    static let words = [
        "Ann", "placeholder", "Wednesday", "ok", "São Paulo", "extraordinarily long", "42",
        "Zürich", "quarterly report", "x", "Tuesday 9:41", "mid-length text", "€1,299.00",
        "Bo", "a rather long caption", "night",
    ]

    /// The texts of `labels` labels of `row` (data version `version`).
    public static func texts(row: Int, version: Int = 0, labels: Int = 20) -> [String] {
        (0..<labels).map { label in
            words[
                Int(
                    mix(UInt64(row) &* 1_000_003 &+ UInt64(label) &* 7_919 &+ UInt64(version) &* 104_729)
                        % UInt64(words.count))]
        }
    }

    /// SplitMix64's output function: a well-spread hash of the row, label and version, the same on every
    /// platform (unlike `Hasher`, which is seeded per process).
    static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
