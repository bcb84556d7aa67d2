import Views

/// `UIProgressView`'s keys, after `UIView`'s: `UIProgress`, `UIProgressViewStyle` (default 0, bar 1),
/// `UIProgressTintColor`, `UITrackTintColor`, and `UIProgressImage`/`UITrackImage` as image placeholders.
extension ProgressView {
    public static let progressViewNibCoding = NibClassCoding.view(
        "UIProgressView", ProgressView.self, make: { ProgressView() },
        decodeKeys: { try decodeProgressViewKeys($0, from: $1) },
        encodeKeys: { try encodeProgressViewKeys($0, to: $1) })

    public static func decodeProgressViewKeys(_ view: ProgressView, from coder: NibDecoder) throws {
        try decodeViewKeys(view, from: coder)
        if let progress = try coder.decodeDouble(forKey: "UIProgress") { view.progress = progress }
        if let style = try coder.decodeEnum(forKey: "UIProgressViewStyle", in: Style.allCases) {
            view.progressViewStyle = style
        }
        // ibtool's names (../shared/apple-nibs) first, then the project's older guesses, which its compiler writes.
        if let color = try coder.decodeColor(forKey: "UIProgressProgressTintColor")
            ?? coder.decodeColor(forKey: "UIProgressTintColor")
        {
            view.progressTintColor = color
        }
        if let color = try coder.decodeColor(forKey: "UIProgressTrackTintColor")
            ?? coder.decodeColor(forKey: "UITrackTintColor")
        {
            view.trackTintColor = color
        }
        if let name = try ImageCoding.decode(forKey: "UIProgressImage", from: coder) { view.progressImage = name }
        if let name = try ImageCoding.decode(forKey: "UITrackImage", from: coder) { view.trackImage = name }
    }

    public static func encodeProgressViewKeys(_ view: ProgressView, to coder: NibEncoder) throws {
        try encodeViewKeys(view, to: coder)
        if view.progress != 0 { coder.encodeDouble(view.progress, forKey: "UIProgress") }
        if view.progressViewStyle != .default {
            coder.encodeEnum(view.progressViewStyle, in: Style.allCases, forKey: "UIProgressViewStyle")
        }
        coder.encodeColor(view.progressTintColor, forKey: "UIProgressTintColor")
        coder.encodeColor(view.trackTintColor, forKey: "UITrackTintColor")
        ImageCoding.encode(view.progressImage, forKey: "UIProgressImage", in: coder)
        ImageCoding.encode(view.trackImage, forKey: "UITrackImage", in: coder)
    }
}
