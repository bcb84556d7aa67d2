import Views

/// `UIActivityIndicatorView`'s keys, after `UIView`'s: `UIActivityIndicatorViewStyle` by UIKit's number
/// (whiteLarge 0, white 1, gray 2, medium 100, large 101), `UIAnimating`, `UIHidesWhenStopped` and the
/// colour under `UIColor`.
extension ActivityIndicatorView {
    public static let activityIndicatorViewNibCoding = NibClassCoding.view(
        "UIActivityIndicatorView", ActivityIndicatorView.self,
        make: { ActivityIndicatorView() },
        decodeKeys: { try decodeActivityIndicatorKeys($0, from: $1) },
        encodeKeys: { try encodeActivityIndicatorKeys($0, to: $1) })

    static let styleNumbers: [(style: Style, number: Int)] = [
        (.whiteLarge, 0), (.white, 1), (.gray, 2), (.medium, 100), (.large, 101),
    ]

    public static func decodeActivityIndicatorKeys(_ view: ActivityIndicatorView, from coder: NibDecoder) throws {
        try decodeViewKeys(view, from: coder)
        if let number = try coder.decodeInteger(forKey: "UIActivityIndicatorViewStyle") {
            guard let style = styleNumbers.first(where: { $0.number == number })?.style else {
                throw coder.error("has UIActivityIndicatorViewStyle \(number), which is no activity indicator style")
            }
            view.style = style
        }
        if let flag = try coder.decodeBool(forKey: "UIAnimating") { view.isAnimating = flag }
        if let flag = try coder.decodeBool(forKey: "UIHidesWhenStopped") { view.hidesWhenStopped = flag }
        if let color = try coder.decodeColor(forKey: "UIColor") { view.color = color }
    }

    public static func encodeActivityIndicatorKeys(_ view: ActivityIndicatorView, to coder: NibEncoder) throws {
        try encodeViewKeys(view, to: coder)
        if view.style != .medium {
            coder.encodeInteger(
                styleNumbers.first { $0.style == view.style }!.number, forKey: "UIActivityIndicatorViewStyle")
        }
        if view.isAnimating { coder.encodeBool(true, forKey: "UIAnimating") }
        if !view.hidesWhenStopped { coder.encodeBool(false, forKey: "UIHidesWhenStopped") }
        coder.encodeColor(view.color, forKey: "UIColor")
    }
}
