import RowGeneration
import Testing
import Views

/// Numbers, colours and fitted sizes spelt as scripts/rowgen wrote them. The expected strings are Python 3.11's own
/// output for the same values (`str(number(x))`, `f"{x:g}"`, `round(x)`, `rowgen.css_rgba`), pasted in.
@Suite struct PythonNumberTests {
    @Test func plainNumbersAreWholeWithoutAPointAndOthersShortest() {
        let cases: [(Double, String)] = [
            (20, "20"), (0.0, "0"), (-0.0, "0"), (12.5, "12.5"), (0.1, "0.1"), (-7.25, "-7.25"),
            (1.0 / 3.0, "0.3333333333333333"), (0.00001, "1e-05"), (0.0001, "0.0001"), (999_999.5, "999999.5"),
            (1_000_000, "1000000"), (0.1 + 0.2, "0.30000000000000004"),
        ]
        for (value, python) in cases { #expect(PythonNumber.plain(value) == python, "\(value)") }
    }

    @Test func shortNumbersAreCsPercentG() {
        let cases: [(Double, String)] = [
            (14, "14"), (13.5, "13.5"), (0.95, "0.95"), (0.2 * 100, "20"), (0.95 * 100, "95"), (999_999.5, "1e+06"),
            (123_456.789, "123457"), (0.00001, "1e-05"), (-0.0, "-0"), (1.0 / 3.0, "0.333333"),
        ]
        for (value, python) in cases { #expect(PythonNumber.short(value) == python, "\(value)") }
    }

    @Test func roundingHalvesToEvenAsPythonsRound() {
        #expect([0.5, 1.5, 2.5, -0.5, 4.9999].map(PythonNumber.roundedToEven) == [0, 2, 2, 0, 5])
    }

    @Test func coloursAsCSSAndEightBits() {
        #expect(Color(red: 0, green: 0.2, blue: 0.5, alpha: 1).cssRGBA == "rgba(0%, 20%, 50%, 1)")
        #expect(Color(white: 0.95, alpha: 1).cssRGBA == "rgba(95%, 95%, 95%, 1)")
        #expect(Color(white: 0, alpha: 0).cssRGBA == "rgba(0%, 0%, 0%, 0)")
        let channels = Color(red: 0, green: 0.2, blue: 0.5, alpha: 1).eightBitChannels
        #expect([channels.red, channels.green, channels.blue, channels.alpha] == [0, 51, 128, 255])
    }

    /// Shrink-to-fit's sizes from 14 down to 10 by 0.5, as Row.css lists them.
    @Test func fittedSizesGoDownByTheModelsStep() {
        #expect(FittedSizes.of(size: 14, minimum: 10) == [14, 13.5, 13, 12.5, 12, 11.5, 11, 10.5, 10])
        #expect(FittedSizes.of(size: 9, minimum: 10) == [])
    }
}
