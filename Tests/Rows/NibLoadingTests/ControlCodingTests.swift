import NibLoading
import Testing
import Typesetting
import Views

/// The controls, views and layout objects the XIB reader added: each with every archived property away
/// from its default comes back equal from a nib, and a default object archives none of its own keys.
@Suite struct ControlCodingTests {
    static let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
    static let blue = Color(red: 0, green: 0, blue: 1, alpha: 0.5)
    static let frame = Rect(x: 1, y: 2, width: 100, height: 30)

    @Test func textField() throws {
        let field = TextField(frame: Self.frame)
        field.text = "text"; field.placeholder = "hint"; field.font = .system(17); field.textColor = Self.red
        field.textAlignment = .center; field.borderStyle = .roundedRect; field.clearButtonMode = .whileEditing
        field.clearsOnBeginEditing = true; field.adjustsFontSizeToFitWidth = true; field.minimumFontSize = 9
        field.background = "bg"; field.disabledBackground = "off"
        field.textInputTraits = TextInputTraits(values: ["keyboardType": "emailAddress", "returnKeyType": "done"])
        try NibClassCodingTests.expectRoundTrip(field)
    }

    @Test func switchSliderStepperAndPageControl() throws {
        let toggle = Switch(frame: Self.frame)
        toggle.isOn = true; toggle.onTintColor = Self.red; toggle.thumbTintColor = Self.blue
        try NibClassCodingTests.expectRoundTrip(toggle)
        let slider = Slider(frame: Self.frame)
        slider.value = 3; slider.minimumValue = -2; slider.maximumValue = 10; slider.isContinuous = false
        slider.minimumTrackTintColor = Self.red; slider.maximumTrackTintColor = Self.blue;
        slider.thumbTintColor = Self.red
        slider.minimumValueImage = "min"; slider.maximumValueImage = "max"
        try NibClassCodingTests.expectRoundTrip(slider)
        let stepper = Stepper(frame: Self.frame)
        stepper.value = 4; stepper.minimumValue = 1; stepper.maximumValue = 9; stepper.stepValue = 0.5
        stepper.wraps = true; stepper.autorepeat = false; stepper.isContinuous = false
        try NibClassCodingTests.expectRoundTrip(stepper)
        let pages = PageControl(frame: Self.frame)
        pages.numberOfPages = 5; pages.currentPage = 2; pages.hidesForSinglePage = true
        pages.pageIndicatorTintColor = Self.red; pages.currentPageIndicatorTintColor = Self.blue
        try NibClassCodingTests.expectRoundTrip(pages)
    }

    @Test func segmentedControl() throws {
        let control = SegmentedControl(frame: Self.frame)
        control.segments = [.init(title: "One"), .init(image: "two"), .init(title: "Three", isEnabled: false)]
        control.selectedSegmentIndex = 1; control.isMomentary = true; control.selectedSegmentTintColor = Self.red
        try NibClassCodingTests.expectRoundTrip(control)
    }

    @Test func indicatorsSearchBarPickerAndReusableView() throws {
        for style in ActivityIndicatorView.Style.allCases {
            let spinner = ActivityIndicatorView(frame: Self.frame)
            spinner.style = style; spinner.isAnimating = true; spinner.hidesWhenStopped = false;
            spinner.color = Self.red
            try NibClassCodingTests.expectRoundTrip(spinner)
        }
        let progress = ProgressView(frame: Self.frame)
        progress.progress = 0.25; progress.progressViewStyle = .bar; progress.progressTintColor = Self.red
        progress.trackTintColor = Self.blue; progress.progressImage = "p"; progress.trackImage = "t"
        try NibClassCodingTests.expectRoundTrip(progress)
        let bar = SearchBar(frame: Self.frame)
        bar.text = "q"; bar.placeholder = "Search"; bar.prompt = "Find"; bar.searchBarStyle = .minimal
        bar.barTintColor = Self.red; bar.showsCancelButton = true;
        bar.textInputTraits = TextInputTraits(values: ["returnKeyType": "search"])
        try NibClassCodingTests.expectRoundTrip(bar)
        try NibClassCodingTests.expectRoundTrip(PickerView(frame: Self.frame))
        let header = CollectionReusableView(frame: Self.frame)
        header.reuseIdentifier = "Header"
        try NibClassCodingTests.expectRoundTrip(header)
    }

    @Test func visualEffectViewKeepsItsContentViewApart() throws {
        let blur = VisualEffectView(frame: Self.frame)
        blur.effect = .vibrancy(blur: "dark", style: "label")
        blur.contentView.addSubview(Label(frame: Rect(x: 0, y: 0, width: 10, height: 10)))
        blur.addSubview(View(frame: Rect(x: 5, y: 5, width: 1, height: 1)))
        try NibClassCodingTests.expectRoundTrip(blur)
        let decoded = try #require(try NibClassCodingTests.roundTrip(blur) as? VisualEffectView)
        #expect(decoded.contentView.subviews.count == 1 && decoded.subviews.count == 2)
        blur.effect = .blur("light")
        try NibClassCodingTests.expectRoundTrip(blur)
    }

    @Test func symbolsConfigurationsAndAttributedText() throws {
        let image = ImageView(frame: Self.frame)
        image.image = "star";
        image.imageReference = ImageReference(
            name: "star", catalog: "system", symbolScale: "large", renderingMode: "template")
        image.preferredSymbolConfiguration = SymbolConfiguration(values: [
            "configurationType": "pointSize", "pointSize": "20",
        ])
        try NibClassCodingTests.expectRoundTrip(image)
        let button = Button(frame: Self.frame)
        button.images[.normal] = "heart";
        button.imageReferences[.normal] = ImageReference(name: "heart", catalog: "system")
        button.preferredSymbolConfigurations[.selected] = SymbolConfiguration(values: ["scale": "large"])
        var configuration = ButtonConfiguration(style: "filled")
        configuration.title = "Go"; configuration.subtitle = "now"; configuration.image = ImageReference(name: "play")
        configuration.baseForegroundColor = Self.red; configuration.settings = ["cornerStyle": "capsule"]
        button.configuration = configuration
        try NibClassCodingTests.expectRoundTrip(button)
        let label = Label(frame: Self.frame)
        var style = ParagraphStyle()
        style.alignment = .right; style.lineBreakMode = .clip; style.lineSpacing = 2;
        style.baseWritingDirection = "natural"
        label.attributedText = AttributedText(runs: [
            .init(
                text: "Bold ", font: FontDescriptor(.system(weight: .bold), size: 15), color: Self.red,
                paragraphStyle: style),
            .init(text: "plain"),
        ])
        try NibClassCodingTests.expectRoundTrip(label)
    }

    @Test func constraintsGuidesAndLayoutFlags() throws {
        let view = View(frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let child = Label(frame: Rect(x: 56.666666666666657, y: 12, width: 249.99999999999997, height: 20))
        view.addSubview(child)
        let guide = LayoutGuide(identifier: "safeArea", owningView: view)
        view.layoutGuides = [guide]
        view.constraints = [
            LayoutConstraint(
                firstItem: child, firstAttribute: .leading, relation: .greaterThanOrEqual, secondItem: guide,
                secondAttribute: .leadingMargin, multiplier: 0.5, constant: 8, priority: 750, identifier: "lead",
                isActive: false),
            LayoutConstraint(firstItem: view, firstAttribute: .height, relation: .lessThanOrEqual, constant: 100),
        ]
        var extras = LayoutExtras()
        extras.autoresizesSubviews = false; extras.layoutMarginsFollowReadableWidth = true
        extras.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        extras.contentStretch = Rect(x: 0, y: 0, width: 0.5, height: 1)
        view.layoutExtras = extras
        try NibClassCodingTests.expectRoundTrip(view)
        let decoded = try NibClassCodingTests.roundTrip(view)
        let label = try #require(decoded.subviews.first)
        #expect(label.frame == child.frame, "an origin no centre gives back exactly still comes back")
        let decodedGuide = try #require(decoded.layoutGuides.first)
        #expect(decodedGuide.identifier == "safeArea" && decodedGuide.owningView === decoded)
        let (first, second) = (decoded.constraints[0], decoded.constraints[1])
        #expect(first.firstItem === label && first.secondItem === decodedGuide && first.firstAttribute == .leading)
        #expect(
            first.relation == .greaterThanOrEqual && first.secondAttribute == .leadingMargin && first.multiplier == 0.5)
        #expect(first.constant == 8 && first.priority == 750 && first.identifier == "lead" && !first.isActive)
        #expect(
            second.firstItem === decoded && second.secondItem == nil && second.secondAttribute == nil
                && second.relation == .lessThanOrEqual)
        #expect(second.constant == 100 && second.multiplier == 1 && second.priority == 1000 && second.isActive)
    }
}
