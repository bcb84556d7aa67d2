import NIB
import NibLoading
import Testing
import Typesetting
import Views

/// Each class's `encode(with:)` and `init(coder:)` equivalents: a view with non-default values in every
/// property its class archives comes back equal, and default values are left out of the archive.
@Suite struct NibClassCodingTests {
    static func roundTrip(_ view: View) throws -> View {
        let nib = try NibArchiveFixtures.nib(try NibArchiveFixtures.archive([view]))
        return try #require(try nib.instantiate(owner: nil).first)
    }

    static func expectRoundTrip(_ view: View) throws {
        let decoded = try roundTrip(view)
        #expect(
            decoded.firstDifference(from: view) == nil,
            "\(decoded.firstDifference(from: view).map(String.init(describing:)) ?? "")")
    }

    @Test func viewKeysIncludingTheRareOnes() throws {
        let view = View(frame: Rect(x: 3.5, y: 7, width: 100.25, height: 40))
        view.tag = 42; view.backgroundColor = Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.5)
        view.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]; view.isHidden = true; view.alpha = 0.25
        view.isOpaque = false; view.clipsToBounds = true; view.isUserInteractionEnabled = false
        view.isMultipleTouchEnabled = true; view.contentMode = .bottomRight
        view.restorationIdentifier = "restore"; view.tintColor = Color(white: 0.3, alpha: 1)
        view.preservesSuperviewLayoutMargins = true; view.insetsLayoutMarginsFromSafeArea = false
        view.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        view.accessibility = Accessibility(
            isElement: true, identifier: "id", label: "L", hint: "H", value: "V",
            traits: AccessibilityTraits(rawValue: 0b1000_0000_0000_0001))
        view.userDefinedRuntimeAttributes = [
            RuntimeAttribute(keyPath: "a", value: .boolean(true)), RuntimeAttribute(keyPath: "b", value: .integer(-3)),
            RuntimeAttribute(keyPath: "c", value: .real(0.1)), RuntimeAttribute(keyPath: "d", value: .string("s")),
            RuntimeAttribute(keyPath: "e", value: .localizedString("l")),
            RuntimeAttribute(keyPath: "f", value: .color(.white)),
            RuntimeAttribute(keyPath: "g", value: .point(Point(x: 1, y: 2))),
            RuntimeAttribute(keyPath: "h", value: .size(Size(width: 3, height: 4))),
            RuntimeAttribute(keyPath: "i", value: .rect(Rect(x: 1, y: 2, width: 3, height: 4))),
            RuntimeAttribute(keyPath: "j", value: .range(location: 5, length: 6)),
            RuntimeAttribute(keyPath: "k", value: .image("pic")),
            RuntimeAttribute(keyPath: "l", value: .nilValue),
        ]
        view.addSubview(View(frame: Rect(x: 1, y: 1, width: 2, height: 2)))
        try Self.expectRoundTrip(view)
    }

    @Test func labelKeysWithUIKitsNumbering() throws {
        let label = Label(frame: Rect(x: 5, y: 0, width: 60, height: 20))
        label.text = "placeholder"; label.font = .boldSystem(14);
        label.textColor = Color(red: 0, green: 0.2, blue: 0.5, alpha: 1)
        label.highlightedTextColor = .clear; label.shadowColor = .white; label.shadowOffset = Size(width: 1, height: 1)
        label.textAlignment = .center; label.lineBreakMode = .middleTruncation; label.baselineAdjustment = .alignCenters
        label.numberOfLines = 3; label.adjustsFontSizeToFitWidth = true; label.minimumFontSize = 10
        label.minimumScaleFactor = 0.5; label.isHighlighted = true; label.isEnabled = false
        label.adjustsLetterSpacingToFitWidth = true; label.preferredMaxLayoutWidth = 200;
        label.adjustsFontForContentSizeCategory = true
        try Self.expectRoundTrip(label)
        let archive = try NibArchiveFixtures.archive([label])
        let object = try #require(archive.objects.indices.first { archive.className(of: $0) == "UILabel" })
        #expect(archive.value(forKey: "UITextAlignment", of: object) == .int8(1))
        #expect(archive.value(forKey: "UILineBreakMode", of: object) == .int8(5))
    }

    @Test(arguments: [
        FontDescriptor.system(17), .boldSystem(14), .italicSystem(12),
        FontDescriptor(.weightedSystem(.medium), size: 13),
        FontDescriptor(.weightedSystem(.ultraLight), size: 30),
        FontDescriptor(.named("HelveticaNeue-Bold"), size: 17.5),
    ])
    func fontsKeepTheirFaceAndSize(font: FontDescriptor) throws {
        let label = Label()
        label.font = font
        #expect((try Self.roundTrip(label) as? Label)?.font == font)
    }

    @Test func defaultsAreLeftOut() throws {
        let archive = try NibArchiveFixtures.archive([Label(frame: Rect(x: 0, y: 0, width: 10, height: 10))])
        let object = try #require(archive.objects.indices.first { archive.className(of: $0) == "UILabel" })
        #expect(archive.values(of: object).map { archive.keys[$0.key] } == ["UIBounds", "UICenter"])
    }

    @Test func greyAndColourKeysAndAppKitText() throws {
        let view = View()
        view.backgroundColor = Color(white: 0.95, alpha: 1)
        let archive = try NibArchiveFixtures.archive([view])
        let color = try #require(archive.objects.indices.first { archive.className(of: $0) == "UIColor" })
        #expect(
            archive.classes[archive.objects[color].classIndex].fallbackClasses.map { archive.classes[$0].name } == [
                "NSColor"
            ])
        #expect(archive.value(forKey: "UIColorComponentCount", of: color) == .int8(2))
        #expect(archive.value(forKey: "UIWhite", of: color) == .float(0.95))
        #expect(archive.value(forKey: "UIWhite-Double", of: color) == .double(0.95))
        #expect(archive.value(forKey: "NSWhite", of: color) == .data(Array("0.95".utf8)))
    }

    @Test func controlsButtonsAndImages() throws {
        let button = Button(frame: Rect(x: 1, y: 2, width: 30, height: 40))
        button.buttonType = .roundedRect; button.isEnabled = false; button.isSelected = true
        button.contentHorizontalAlignment = .leading; button.contentVerticalAlignment = .fill
        button.font = FontDescriptor(.weightedSystem(.semibold), size: 18); button.lineBreakMode = .wordWrap
        button.titles = [.normal: "Go", .highlighted: "Going"];
        button.titleColors = [.normal: .black, .disabled: .white]
        button.titleShadowColors = [.selected: .clear]; button.images = [.normal: "icon"];
        button.backgroundImages = [.highlighted: "bg"]
        button.titleShadowOffset = Size(width: 1, height: 2);
        button.contentEdgeInsets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        button.titleEdgeInsets = EdgeInsets(top: 5, left: 6, bottom: 7, right: 8);
        button.imageEdgeInsets = EdgeInsets(top: 9, left: 0, bottom: 0, right: 1)
        button.showsTouchWhenHighlighted = true; button.adjustsImageWhenHighlighted = false;
        button.adjustsImageWhenDisabled = false
        button.reversesTitleShadowWhenHighlighted = true
        try Self.expectRoundTrip(button)
        let image = ImageView(frame: Rect(x: 0, y: 0, width: 5, height: 5))
        image.image = "a"; image.highlightedImage = "b"; image.isHighlighted = true
        try Self.expectRoundTrip(image)
    }

    @Test func scrollTextCollectionAndStackViews() throws {
        let text = TextView(frame: Rect(x: 0, y: 0, width: 100, height: 50))
        text.text = "hello"; text.font = .system(12); text.textColor = .white; text.textAlignment = .justified
        text.isEditable = false; text.isSelectable = false; text.adjustsFontForContentSizeCategory = true
        text.textInputTraits = TextInputTraits(values: ["keyboardType": "URL", "secureTextEntry": "YES"])
        text.isScrollEnabled = false; text.showsHorizontalScrollIndicator = false; text.bounces = false
        text.alwaysBounceVertical = true; text.isPagingEnabled = true; text.keyboardDismissMode = .interactive
        try Self.expectRoundTrip(text)
        let collection = CollectionView(frame: Rect(x: 0, y: 0, width: 300, height: 200))
        collection.layout.scrollDirection = .horizontal; collection.layout.minimumLineSpacing = 4
        collection.layout.itemSize = Size(width: 80, height: 90);
        collection.layout.sectionInset = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        collection.layout.headerReferenceSize = Size(width: 10, height: 20)
        try Self.expectRoundTrip(collection)
        let stack = StackView(frame: Rect(x: 0, y: 0, width: 50, height: 50))
        stack.axis = .vertical; stack.distribution = .equalSpacing; stack.alignment = .top; stack.spacing = 8
        stack.isBaselineRelativeArrangement = true; stack.isLayoutMarginsRelativeArrangement = true
        stack.addArrangedSubview(Label(frame: Rect(x: 0, y: 0, width: 50, height: 20)))
        try Self.expectRoundTrip(stack)
    }

    @Test func cellsKeepContentAndBackgroundViewsByRole() throws {
        let cell = TableViewCell(frame: Rect(x: 0, y: 0, width: 320, height: 60), reuseIdentifier: "Row")
        cell.backgroundView = View(); cell.selectedBackgroundView = View()
        cell.selectionStyle = .gray; cell.indentationLevel = 2; cell.indentationWidth = 12; cell.style = .subtitle
        cell.accessoryType = .checkmark; cell.editingAccessoryType = .detailButton
        cell.separatorInset = EdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        let title = Label(frame: Rect(x: 10, y: 10, width: 100, height: 20))
        cell.contentView.addSubview(title)
        cell.textLabel = title
        try Self.expectRoundTrip(cell)
        let archive = try NibArchiveFixtures.archive([cell])
        let object = try #require(archive.objects.indices.first { archive.className(of: $0) == "UITableViewCell" })
        guard case .object(let subviews)? = archive.value(forKey: "UISubviews", of: object),
            case .object(let content)? = archive.value(forKey: "UIContentView", of: object)
        else { Issue.record("no subviews"); return }
        let elements = archive.values(of: subviews).dropFirst().compactMap {
            if case .object(let index) = $0.value { index } else { nil }
        }
        #expect(
            elements.map { archive.className(of: $0) } == [
                "UITableViewCellContentView", "_UITableViewCellSeparatorView",
            ])
        #expect(elements[0] == content)
        #expect(archive.value(forKey: "UIDetailTextLabel", of: object) == .null)

        let collectionCell = CollectionViewCell(frame: Rect(x: 0, y: 0, width: 100, height: 100), reuseIdentifier: "C")
        collectionCell.backgroundView = View()
        collectionCell.contentView.addSubview(ImageView())
        try Self.expectRoundTrip(collectionCell)
    }

    @Test func customClassesGoThroughAClassSwapperAndFallBackToTheOriginal() throws {
        let label = Label(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        label.text = "x"
        let archive = try NibArchiveFixtures.archive([label], customClasses: [(label, "FancyLabel")])
        let object = try #require(archive.objects.indices.first { archive.className(of: $0) == "UIClassSwapper" })
        #expect(
            archive.values(of: object).suffix(2).map { archive.keys[$0.key] } == ["UIClassName", "UIOriginalClassName"])
        // FancyLabel is unknown: UIKit falls back to the original class.
        let decoded = try #require(try NibArchiveFixtures.nib(archive).instantiate(owner: nil).first)
        #expect(decoded.className == "Label" && (decoded as? Label)?.text == "x")
    }
}
