import Views

/// `UIPageControl`'s keys, after `UIControl`'s: `UINumberOfPages`, `UICurrentPage`,
/// `UIHidesForSinglePage`, `UIPageIndicatorTintColor`, `UICurrentPageIndicatorTintColor`.
extension PageControl {
    public static let pageControlNibCoding = NibClassCoding.view(
        "UIPageControl", PageControl.self, make: { PageControl() },
        decodeKeys: { try decodePageControlKeys($0, from: $1) },
        encodeKeys: { try encodePageControlKeys($0, to: $1) })

    public static func decodePageControlKeys(_ control: PageControl, from coder: NibDecoder) throws {
        try decodeControlKeys(control, from: coder)
        if let count = try coder.decodeInteger(forKey: "UINumberOfPages") { control.numberOfPages = count }
        if let page = try coder.decodeInteger(forKey: "UICurrentPage") { control.currentPage = page }
        if let flag = try coder.decodeBool(forKey: "UIHidesForSinglePage") { control.hidesForSinglePage = flag }
        if let color = try coder.decodeColor(forKey: "UIPageIndicatorTintColor") {
            control.pageIndicatorTintColor = color
        }
        if let color = try coder.decodeColor(forKey: "UICurrentPageIndicatorTintColor") {
            control.currentPageIndicatorTintColor = color
        }
    }

    public static func encodePageControlKeys(_ control: PageControl, to coder: NibEncoder) throws {
        try encodeControlKeys(control, to: coder)
        if control.numberOfPages != 0 { coder.encodeInteger(control.numberOfPages, forKey: "UINumberOfPages") }
        if control.currentPage != 0 { coder.encodeInteger(control.currentPage, forKey: "UICurrentPage") }
        if control.hidesForSinglePage { coder.encodeBool(true, forKey: "UIHidesForSinglePage") }
        coder.encodeColor(control.pageIndicatorTintColor, forKey: "UIPageIndicatorTintColor")
        coder.encodeColor(control.currentPageIndicatorTintColor, forKey: "UICurrentPageIndicatorTintColor")
    }
}
