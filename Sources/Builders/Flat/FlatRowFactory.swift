import Typesetting
import Views

/// Builds the flattened row in code (`FlatRowBuilder`) and lays it out, fitting its texts.
public final class FlatRowFactory: RowFactory {
    private let fit: Bool
    private let measurer: TextMeasuring

    public init(fit: Bool, measurer: TextMeasuring) {
        self.fit = fit
        self.measurer = measurer
    }

    public func makeRow() throws -> View {
        let cell = FlatRowBuilder.makeCell(fit: fit)
        try cell.layoutIfNeeded(measurer: measurer)
        return cell
    }
}
