import Views

/// The UIView attributes of a freshly made object of each kind, against which a XIB's omissions are judged.
///
/// Interface Builder leaves out a UIView attribute when it equals UIView's own default (it writes
/// `opaque="NO"` on every label, for instance). A class whose defaults differ from UIView's (`Label`
/// starts non-opaque, clipped and without interaction, as Interface Builder's library label does) would
/// otherwise read an omitted attribute wrongly, so the reader sets UIView's value explicitly where the
/// kind's own differs. Worked out once per kind from real objects, so the table cannot drift from the classes.
struct ViewDefaults: Sendable, Equatable {
    let opaque: Bool
    let clipsToBounds: Bool
    let userInteractionEnabled: Bool
    let multipleTouchEnabled: Bool
    let hidden: Bool
    let alpha: Double
    let contentMode: ContentMode

    init(_ view: View) {
        opaque = view.isOpaque
        clipsToBounds = view.clipsToBounds
        userInteractionEnabled = view.isUserInteractionEnabled
        multipleTouchEnabled = view.isMultipleTouchEnabled
        hidden = view.isHidden
        alpha = view.alpha
        contentMode = view.contentMode
    }

    /// What a XIB means when it leaves the attributes out.
    static let xib = ViewDefaults(View())

    /// The defaults objects of `kind` start with. A switch over per-kind constants rather than a dictionary:
    /// the uncached variant asks this for every omitted attribute of every row, and hashing a kind's
    /// raw-value string each time would cost more than the rest of the check.
    static func of(_ kind: TemplateObjectKind) -> ViewDefaults {
        switch kind {
        case .view: view
        case .label: label
        case .tableViewCell: tableViewCell
        case .collectionViewCell: collectionViewCell
        case .button: button
        case .imageView: imageView
        case .stackView: stackView
        case .scrollView: scrollView
        case .textView: textView
        case .collectionView: collectionView
        default: others[kind]!
        }
    }

    private static let view = ViewDefaults(TemplateObjectKind.view.make())
    private static let label = ViewDefaults(TemplateObjectKind.label.make())
    private static let tableViewCell = ViewDefaults(TemplateObjectKind.tableViewCell.make())
    private static let collectionViewCell = ViewDefaults(TemplateObjectKind.collectionViewCell.make())
    private static let button = ViewDefaults(TemplateObjectKind.button.make())
    private static let imageView = ViewDefaults(TemplateObjectKind.imageView.make())
    private static let stackView = ViewDefaults(TemplateObjectKind.stackView.make())
    private static let scrollView = ViewDefaults(TemplateObjectKind.scrollView.make())
    private static let textView = ViewDefaults(TemplateObjectKind.textView.make())
    private static let collectionView = ViewDefaults(TemplateObjectKind.collectionView.make())
    /// The kinds no row of the benchmark uses, looked up by hash.
    private static let others = Dictionary(
        uniqueKeysWithValues: TemplateObjectKind.allCases.map { ($0, ViewDefaults($0.make())) })
}
