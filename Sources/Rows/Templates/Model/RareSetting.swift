import Views

/// The property families that the seed's row does not use: view extras, collection cells, controls,
/// buttons, image, stack, scroll, text and collection views. One boxed case of `TemplateProperty`
/// (`rare`), so that the families every row applies hundreds of times stay cheap to copy.
public enum RareSetting: Sendable, Equatable {
    case viewExtra(ViewExtraSetting)
    case collectionCell(CollectionCellSetting)
    case control(ControlSetting)
    case button(ButtonSetting)
    case imageView(ImageViewSetting)
    case stackView(StackViewSetting)
    case scrollView(ScrollViewSetting)
    case textView(TextViewSetting)
    case collectionView(CollectionViewSetting)
    /// The controls and views added for real cells (text field, switch, slider, ...), and the rarer
    /// settings of the older families; see `ControlsSetting`.
    case controls(ControlsSetting)

    /// As `TemplateProperty.apply`; not inlined, to keep the instantiation loop small.
    @inline(never)
    func apply(to view: View) {
        switch self {
        case .viewExtra(let setting): setting.apply(to: view)
        case .collectionCell(let setting): setting.apply(to: unsafeDowncast(view, to: CollectionViewCell.self))
        case .control(let setting): setting.apply(to: unsafeDowncast(view, to: Control.self))
        case .button(let setting): setting.apply(to: unsafeDowncast(view, to: Button.self))
        case .imageView(let setting): setting.apply(to: unsafeDowncast(view, to: ImageView.self))
        case .stackView(let setting): setting.apply(to: unsafeDowncast(view, to: StackView.self))
        case .scrollView(let setting): setting.apply(to: unsafeDowncast(view, to: ScrollView.self))
        case .textView(let setting): setting.apply(to: unsafeDowncast(view, to: TextView.self))
        case .collectionView(let setting): setting.apply(to: unsafeDowncast(view, to: CollectionView.self))
        case .controls(let setting): setting.apply(to: view)
        }
    }
}
