import Views

/// Views that show state without being controls: `<activityIndicatorView>`, `<progressView>`,
/// `<pickerView>` (rows come from its data source, so only view settings), `<searchBar>` and
/// `<collectionReusableView>` (a header or footer: a view with a reuse identifier), and `<wkWebView>`, a
/// plain view standing in for WebKit's whose `<wkWebViewConfiguration>` is read past: nothing of the
/// model loads a page.
enum IndicatorElements {
    static func decode(
        _ element: XMLElementNode, kind: TemplateObjectKind, in decoder: TemplateDecoder
    ) throws -> TemplateObject {
        try SimpleElement.decode(
            element, kind: kind, in: decoder,
            readAttributes: { object in
                func add(_ setting: ControlsSetting) { object.add(.controls(setting)) }
                switch kind {
                case .activityIndicatorView:
                    if let value = try object.attributes.choice("style", ActivityIndicatorView.Style.self) {
                        add(.indicatorStyle(value))
                    }
                    if let value = try object.attributes.bool("animating") { add(.animating(value)) }
                    if let value = try object.attributes.bool("hidesWhenStopped") { add(.hidesWhenStopped(value)) }
                case .progressView:
                    if let value = try object.attributes.number("progress", .unit) { add(.progress(value)) }
                    if let value = try object.attributes.choice("progressViewStyle", ProgressView.Style.self) {
                        add(.progressStyle(value))
                    }
                    for key in ["progressImage", "trackImage"] {
                        if let name = object.attributes.string(key) { add(.progressImage(key, name)) }
                    }
                case .searchBar:
                    for key in ["text", "placeholder", "prompt"] {
                        if let value = object.attributes.string(key) { add(.searchBarText(key, value)) }
                    }
                    if let value = try object.attributes.choice("searchBarStyle", SearchBar.Style.self) {
                        add(.searchBarStyle(value))
                    }
                    if let value = try object.attributes.bool("showsCancelButton") { add(.showsCancelButton(value)) }
                case .collectionReusableView:
                    if let value = object.attributes.string("reuseIdentifier") { add(.reusableIdentifier(value)) }
                default:
                    break
                }
            },
            readChild: { child, object in
                switch (kind, child.name, child.key) {
                case (.activityIndicatorView, "color", "color"?):
                    object.add(.controls(.indicatorColor(try ColorElement.read(child, in: decoder))))
                case (.progressView, "color", "progressTintColor"?), (.progressView, "color", "trackTintColor"?):
                    object.add(.controls(.progressColor(child.key!, try ColorElement.read(child, in: decoder))))
                case (.searchBar, "color", "barTintColor"?):
                    object.add(.controls(.barTintColor(try ColorElement.read(child, in: decoder))))
                case (.searchBar, "textInputTraits", "textInputTraits"?):
                    object.add(.controls(.searchBarTraits(try ScrollViewElement.textInputTraits(child, in: decoder))))
                case (.webView, "wkWebViewConfiguration", "configuration"?):
                    break  // WebKit's settings: no model counterpart (templates/README.md)
                case (_, "nil", _?) where kind != .collectionReusableView && kind != .pickerView && kind != .webView:
                    try ValueElements.nilValue(child, in: decoder)  // the class default colour
                default:
                    return false
                }
                return true
            })
    }
}
