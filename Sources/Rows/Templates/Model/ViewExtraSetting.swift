import Views

/// The rarely set properties of views (those `View+Extras` keeps apart): restoration identifier, tint,
/// margins, accessibility and runtime attributes.
///
/// A family of their own so that `ViewSetting`, which every row applies hundreds of times, stays plain
/// values: with strings, arrays and boxes among its cases, each copy of a view property had to switch
/// over them to retain, which cost the cached variant about 2.5% more instructions per row.
public enum ViewExtraSetting: Sendable, Equatable {
    case restorationIdentifier(String)
    case tintColor(Color)
    case preservesSuperviewLayoutMargins(Bool)
    case insetsLayoutMarginsFromSafeArea(Bool)
    case layoutMargins(EdgeInsets)
    /// Indirect, as every large payload in `TemplateProperty`: it is as large as its largest case.
    indirect case accessibility(Accessibility)
    case runtimeAttributes([RuntimeAttribute])
    case autoresizesSubviews(Bool)
    case layoutMarginsFollowReadableWidth(Bool)
    case directionalLayoutMargins(DirectionalEdgeInsets)
    case contentStretch(Rect)

    @inline(__always)
    func apply(to view: View) {
        switch self {
        case .restorationIdentifier(let value): view.restorationIdentifier = value
        case .tintColor(let value): view.tintColor = value
        case .preservesSuperviewLayoutMargins(let value): view.preservesSuperviewLayoutMargins = value
        case .insetsLayoutMarginsFromSafeArea(let value): view.insetsLayoutMarginsFromSafeArea = value
        case .layoutMargins(let value): view.layoutMargins = value
        case .accessibility(let value): view.accessibility = value
        case .runtimeAttributes(let value): view.userDefinedRuntimeAttributes = value
        case .autoresizesSubviews(let value): view.layoutExtras.autoresizesSubviews = value
        case .layoutMarginsFollowReadableWidth(let value): view.layoutExtras.layoutMarginsFollowReadableWidth = value
        case .directionalLayoutMargins(let value): view.layoutExtras.directionalLayoutMargins = value
        case .contentStretch(let value): view.layoutExtras.contentStretch = value
        }
    }
}
