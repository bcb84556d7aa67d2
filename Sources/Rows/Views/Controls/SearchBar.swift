/// A search field with its bar, as `UISearchBar`: default style, no text, placeholder or prompt.
open class SearchBar: View {
    public enum Style: String, CaseIterable, Sendable { case `default`, prominent, minimal }

    public var text: String?
    public var placeholder: String?
    public var prompt: String?
    public var searchBarStyle: Style = .default
    public var barTintColor: Color?
    public var showsCancelButton = false
    public var textInputTraits = TextInputTraits()

    open override var className: String { "SearchBar" }
    open override func makeFresh() -> View { SearchBar() }

    open override func appendProperties(to list: inout [ViewProperty]) {
        super.appendProperties(to: &list)
        list.append("text", text.map { "\"\($0)\"" })
        list.append("placeholder", placeholder.map { "\"\($0)\"" })
        list.append("prompt", prompt.map { "\"\($0)\"" })
        list.append("searchBarStyle", searchBarStyle.rawValue)
        list.append("barTintColor", barTintColor)
        list.append("showsCancelButton", showsCancelButton)
        list.append("textInputTraits", textInputTraits)
    }
}
