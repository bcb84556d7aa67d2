import Foundation

extension RunFolder {
    /// The pictures of the row a run writes beside its measurements (`Builders.RowPictures`): the seed's row
    /// with and without shrink-to-fit, or the user's row of `run --template`.
    public static let rowPictureFileNames = ["row-fit.svg", "row-nofit.svg", "row.svg"]

    /// The row pictures present in `folder`, in `rowPictureFileNames` order; the report links them.
    public static func rowPictures(in folder: URL) -> [String] {
        rowPictureFileNames.filter { FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path) }
    }
}
