/// What a `WKWebView` in a nib becomes: a plain view with the web view's frame and view settings, and
/// nothing of WebKit. The class name says so in every printed tree, so a measured row that holds one is
/// not mistaken for one that loads a page.
open class WebView: View {
    open override var className: String { "WebView(plain view standing in for WKWebView)" }
    open override func makeFresh() -> View { WebView() }
}
