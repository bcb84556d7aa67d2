import Views

/// `UISearchBar`'s keys, after `UIView`'s: `UIText`, `UIPlaceholder`, `UIPrompt`, `UISearchBarStyle`
/// (default 0, prominent 1, minimal 2), `UIBarTintColor`, `UIShowsCancelButton`, and the keyboard
/// traits as one `UITextInputTraits` dictionary, as `UITextView`'s.
extension SearchBar {
    public static let searchBarNibCoding = NibClassCoding.view(
        "UISearchBar", SearchBar.self, make: { SearchBar() },
        decodeKeys: { try decodeSearchBarKeys($0, from: $1) },
        encodeKeys: { try encodeSearchBarKeys($0, to: $1) })

    public static func decodeSearchBarKeys(_ bar: SearchBar, from coder: NibDecoder) throws {
        try decodeViewKeys(bar, from: coder)
        if let text = try coder.decodeString(forKey: "UIText") { bar.text = text }
        if let text = try coder.decodeString(forKey: "UIPlaceholder") { bar.placeholder = text }
        if let text = try coder.decodeString(forKey: "UIPrompt") { bar.prompt = text }
        if let style = try coder.decodeEnum(forKey: "UISearchBarStyle", in: Style.allCases) {
            bar.searchBarStyle = style
        }
        if let color = try coder.decodeColor(forKey: "UIBarTintColor") { bar.barTintColor = color }
        if let flag = try coder.decodeBool(forKey: "UIShowsCancelButton") { bar.showsCancelButton = flag }
        if let traits = try StringDictionaryCoding.decode(forKey: "UITextInputTraits", from: coder) {
            bar.textInputTraits = TextInputTraits(values: traits)
        }
    }

    public static func encodeSearchBarKeys(_ bar: SearchBar, to coder: NibEncoder) throws {
        try encodeViewKeys(bar, to: coder)
        if let text = bar.text { coder.encodeString(text, forKey: "UIText") }
        if let text = bar.placeholder { coder.encodeString(text, forKey: "UIPlaceholder") }
        if let text = bar.prompt { coder.encodeString(text, forKey: "UIPrompt") }
        if bar.searchBarStyle != .default {
            coder.encodeEnum(bar.searchBarStyle, in: Style.allCases, forKey: "UISearchBarStyle")
        }
        coder.encodeColor(bar.barTintColor, forKey: "UIBarTintColor")
        if bar.showsCancelButton { coder.encodeBool(true, forKey: "UIShowsCancelButton") }
        StringDictionaryCoding.encode(bar.textInputTraits.values, forKey: "UITextInputTraits", in: coder)
    }
}
