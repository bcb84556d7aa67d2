import Views

/// `<imageView>`: an `ImageView`, its image and highlighted image by name (`image="person"`).
enum ImageViewElement {
    static func decode(_ element: XMLElementNode, in decoder: TemplateDecoder) throws -> TemplateObject {
        var object = try ObjectBuilder(element, kind: .imageView, in: decoder)
        try ViewElement.readAttributes(into: &object)
        if let value = object.attributes.string("image") { object.add(.imageView(.image(value))) }
        if let value = object.attributes.string("highlightedImage") { object.add(.imageView(.highlightedImage(value))) }
        if let value = try object.attributes.bool("highlighted") { object.add(.imageView(.highlighted(value))) }
        try ViewElement.finishAttributes(&object)
        for child in decoder.children(of: element) {
            guard
                try ViewElement.readChild(child, into: &object, in: decoder)
                    || ViewElement.readRareChild(child, into: &object, in: decoder)
            else {
                try decoder.skipUnknown(child, in: element); continue
            }
        }
        return object.build()
    }
}

/// Properties of image views.
public enum ImageViewSetting: Sendable, Equatable {
    case image(String)
    case highlightedImage(String)
    case highlighted(Bool)

    @inline(__always)
    func apply(to view: ImageView) {
        switch self {
        case .image(let value): view.image = value
        case .highlightedImage(let value): view.highlightedImage = value
        case .highlighted(let value): view.isHighlighted = value
        }
    }
}
