import Views

/// Class name → coding, as `NSClassFromString` resolves an archived class name; and model type →
/// coding, so the encoder finds the archived name of the object in hand.
///
/// Adding coding for a new view class is one `Type+NibCoding.swift` file and one line in `standard`.
public struct NibClassRegistry: @unchecked Sendable {
    private var byName: [String: NibClassCoding] = [:]
    private var byType: [ObjectIdentifier: NibClassCoding] = [:]

    public init(_ codings: [NibClassCoding] = []) {
        for coding in codings { register(coding) }
    }

    /// Adds (or replaces) a coding; the first one registered for a type is the one the encoder uses.
    public mutating func register(_ coding: NibClassCoding) {
        byName[coding.className] = coding
        if let type = coding.type, byType[ObjectIdentifier(type)] == nil { byType[ObjectIdentifier(type)] = coding }
    }

    /// A copy with `coding` added, e.g. a custom class a test or an app defines.
    public func adding(_ coding: NibClassCoding) -> NibClassRegistry {
        var copy = self
        copy.register(coding)
        return copy
    }

    /// A copy in which `coding` replaces the coding of its name and of its type (the encoder then uses
    /// it): how the tests archive a class in ibtool's shape instead of the project's.
    public func replacing(_ coding: NibClassCoding) -> NibClassRegistry {
        var copy = self
        copy.byName[coding.className] = coding
        if let type = coding.type { copy.byType[ObjectIdentifier(type)] = coding }
        return copy
    }

    /// The coding for an archived class name, or nil when the class is unknown.
    public func coding(named name: String) -> NibClassCoding? { byName[name] }

    /// The coding for an object's exact type, or nil when the model type has none.
    public func coding(for object: AnyObject) -> NibClassCoding? { byType[ObjectIdentifier(type(of: object))] }

    /// Every class this module decodes: Foundation's value classes, UIKit's colours, fonts, views,
    /// proxies and connections.
    public static let standard = NibClassRegistry(
        UnknownClassCoding.standInEncodings + [
            // Foundation
            FoundationCoding.string, FoundationCoding.mutableString, FoundationCoding.number, FoundationCoding.data,
            FoundationCoding.array, FoundationCoding.mutableArray, FoundationCoding.set, FoundationCoding.mutableSet,
            FoundationCoding.orderedSet, FoundationCoding.mutableOrderedSet, ValueCoding.value,
            FoundationCoding.dictionary, FoundationCoding.mutableDictionary, FoundationCoding.object,
            // UIKit values
            ColorCoding.color, NamedColorCoding.namedColor, NamedColorCoding.catalogColorWrapper, FontCoding.font,
            FontCoding.fontDescriptor, ImageCoding.placeholder, ButtonContent.coding,
            ImageReferenceCoding.reference, Button.buttonConfigurationNibCoding, ButtonConfigurationCoding.coding,
            AttributedTextCoding.run, AttributedTextCoding.paragraphStyle,
            AttributedStringCoding.attributedString, AttributedStringCoding.mutableAttributedString,
            AttributedStringCoding.paragraphStyle, AttributedStringCoding.mutableParagraphStyle,
            SymbolConfigurationCoding.configuration,
            // Nib machinery
            ProxyCoding.proxy, ConnectionCoding.outlet, ConnectionCoding.event, ConnectionCoding.outletCollection,
            ClassSwapperCoding.swapper, KeyValuePairCoding.pair,
            // Views, subclasses after their superclasses
            View.viewNibCoding, View.contentViewCoding, View.separatorViewCoding, View.systemBackgroundViewCoding,
            View.visualEffectContentViewCoding,
            Label.labelNibCoding, Label.tableViewLabelNibCoding, Control.controlNibCoding, Button.buttonNibCoding,
            ImageView.imageViewNibCoding, StackView.stackViewNibCoding,
            ScrollView.scrollViewNibCoding, TextView.textViewNibCoding, CollectionView.collectionViewNibCoding,
            FlowLayoutCoding.flowLayout,
            TableViewCell.tableViewCellNibCoding, CollectionViewCell.collectionViewCellNibCoding,
            CollectionReusableView.collectionReusableViewNibCoding,
            TextField.textFieldNibCoding, Switch.switchNibCoding, Slider.sliderNibCoding, Stepper.stepperNibCoding,
            PageControl.pageControlNibCoding, SegmentedControl.segmentedControlNibCoding,
            SegmentedControl.segmentNibCoding,
            ActivityIndicatorView.activityIndicatorViewNibCoding, ProgressView.progressViewNibCoding,
            SearchBar.searchBarNibCoding,
            PickerView.pickerViewNibCoding, VisualEffectView.visualEffectViewNibCoding,
            VisualEffectView.blurEffectNibCoding,
            VisualEffectView.vibrancyEffectNibCoding, WebView.webViewNibCoding, WebView.legacyWebViewNibCoding,
            TableView.tableViewNibCoding, NestedNibCoding.nib,
            // The project's own custom class: the flattened row and its items
            FlatRowView.flatRowViewNibCoding, TextItemCoding.textItem,
            // Auto Layout and gesture recognizers: objects views refer to
            LayoutConstraint.layoutConstraintNibCoding, LayoutConstraint.layoutSupportConstraintNibCoding,
            LayoutGuide.layoutGuideNibCoding, LayoutGuide.legacyLayoutGuideNibCoding,
        ] + GestureRecognizer.gestureRecognizerNibCodings
            // What ibtool writes around the objects the model has: kept, not run (storyboards, traits, WebKit)
            + KeptObjectCoding.all)
}
