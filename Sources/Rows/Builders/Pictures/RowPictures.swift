import Foundation
import NibLoading
import Results
import Typesetting
import Views

/// The pictures of the rows a run builds, written into its folder when the run starts: `row-fit.svg` and
/// `row-nofit.svg` for the seed's row, `row.svg` for a `run --template` row.
///
/// They are made from a built row, not from the measurements, so `nib-or-not report` keeps them as they are
/// and links them if present.
public enum RowPictures {
    public static var fileNames: [String] { RunFolder.rowPictureFileNames }

    public static func write(
        templatesDirectory: URL, templateFile: URL?, measurer: TextMeasuring, to folder: URL
    ) throws {
        let catalog = VariantCatalog(
            templatesDirectory: templatesDirectory, measurer: measurer, templateFile: templateFile)
        let rows: [(String, Variant, String)] =
            templateFile == nil
            ? [
                ("row-fit.svg", Variant(.code, .fit), "The seed's row with shrink-to-fit"),
                ("row-nofit.svg", Variant(.code, .nofit), "The seed's row without shrink-to-fit"),
            ]
            : [
                (
                    "row.svg",
                    TemplateFileKind.of(templateFile!) == .nib
                        ? Variant(.nibCached, .asDesigned) : Variant(.templateCached, .asDesigned),
                    "The row of \(templateFile!.lastPathComponent) as designed"
                )
            ]
        for (name, variant, title) in rows {
            let row = try catalog.makeFactory(for: variant).makeRow()
            let svg = RowPicture.render(try row.displayList(measurer: measurer), size: row.bounds.size, title: title)
            try Data(svg.utf8).write(to: folder.appendingPathComponent(name))
        }
    }
}
