import Foundation
@testable import Results
import Testing

/// How numbers and fields are written into every CSV a run produces.
struct CSVFormatTests {
    @Test(arguments: [
        (1.5, 3, "1.500"), (0.0004, 3, "0.000"), (-0.0004, 3, "0.000"), (-2.25, 1, "-2.3"),
        (41234.5678, 2, "41234.57"), (7, 0, "7"), (0.05, 2, "0.05"), (Double.infinity, 2, ""),
        (Double.nan, 2, ""),
    ])
    func fixedDecimals(_ value: Double, _ places: Int, _ expected: String) {
        #expect(CSVFormat.fixed(value, places) == expected)
    }

    @Test func csvQuotesOnlyWhenNeeded() throws {
        let data = try CSVFormat.encode(columns: ["a", "b"], rows: [["x,y", "say \"hi\""], ["1", "2"]])
        #expect(String(decoding: data, as: UTF8.self) == "a,b\n\"x,y\",\"say \"\"hi\"\"\"\n1,2\n")
    }
}
