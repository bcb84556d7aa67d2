/// A view that shows an image, as `UIImageView`. Images are kept by name: the model draws nothing.
///
/// Defaults are Interface Builder's: no image, not highlighted, and UIView's interaction setting (UIKit's
/// `UIImageView()` turns user interaction off, but Interface Builder writes `userInteractionEnabled="NO"`
/// whenever it is off, so a XIB that leaves it out means on).
open class ImageView: View {
    public var image: String?
    public var highlightedImage: String?
    public var isHighlighted = false
    /// How the image is named when it is an SF Symbol or comes through `<imageReference>`; `image` holds its name.
    public var imageReference: ImageReference?
    public var preferredSymbolConfiguration: SymbolConfiguration?

    open override var className: String { "ImageView" }
    open override func makeFresh() -> View { ImageView() }

    open override func appendProperties(to list: inout [ViewProperty]) {
        super.appendProperties(to: &list)
        list.append("image", image.map { "\"\($0)\"" })
        list.append("highlightedImage", highlightedImage.map { "\"\($0)\"" })
        list.append("highlighted", isHighlighted)
        list.append("imageReference", imageReference)
        list.append("preferredSymbolConfiguration", preferredSymbolConfiguration)
    }
}
