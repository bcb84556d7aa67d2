import Views

/// `WKWebView`: decoded as a plain view (`WebView`, whose class name says it stands in). Only `UIView`'s
/// keys are read; its configuration objects (`WKWebViewConfiguration`, ...) are kept, not run
/// (`KeptObjectCoding`). WebKit's own key names are not known here; the model has nothing to put them in.
extension WebView {
    public static let webViewNibCoding = NibClassCoding.view(
        "WKWebView", WebView.self, make: { WebView() },
        decodeKeys: { try decodeViewKeys($0, from: $1) },
        encodeKeys: { try encodeViewKeys($0, to: $1) })

    /// `UIWebView` (deprecated since iOS 12, still in older frameworks' nibs): a view stand-in named by
    /// its class, with its keys kept (`UIScalesPageToFit`, `UIDataDetectorTypes`, ...).
    public static let legacyWebViewNibCoding = NibClassCoding(
        className: "UIWebView",
        decode: { coder in
            try UnknownClassCoding.decode(className: "UIWebView", from: coder)
        }, isModelled: false)
}
