import Foundation
import Templates
import TestFixtures
import Testing
import Typesetting
import Views

/// A few corpus trees checked in detail: classes, frames, texts, fonts, colours, outlets and actions.
@Suite(SharedFolder.needed) struct CorpusTreeTests {
    @Test func chatSecureCellHasButtonsWithActionsAndWeightedFonts() throws {
        let cell = try #require(
            try CorpusTests.load("ChatSecure__ChatSecure-iOS__XMPPAccountCell.xib").views.first as? TableViewCell)
        #expect(cell.frame == Rect(x: 0, y: 0, width: 320, height: 80) && cell.contentView.frame.height == 79.5)
        let content = cell.contentView.subviews
        #expect(content.map(\.className) == ["Button", "Label", "Button", "Label"])
        let avatar = try #require(content[0] as? Button), info = try #require(content[2] as? Button)
        #expect(avatar.buttonType == .custom && avatar.images == [.normal: "person"] && avatar.titles.isEmpty)
        #expect(avatar.backgroundColor == Color(white: 0.66666666666666663, alpha: 1) && !avatar.isOpaque)
        #expect(avatar.lineBreakMode == .middleTruncation && avatar.contentHorizontalAlignment == .center)
        #expect(
            avatar.actions.map(\.selector) == ["avatarButtonPressed:"] && avatar.actions[0].eventType == .touchUpInside)
        #expect(avatar.actions[0].target.map(ObjectIdentifier.init) == ObjectIdentifier(cell))
        #expect(info.buttonType == .infoLight && info.showsTouchWhenHighlighted && info.frame.width == 22)
        let name = try #require(content[1] as? Label), account = try #require(content[3] as? Label)
        #expect(name.font == FontDescriptor(.weightedSystem(.medium), size: 17) && name.text == "Display Name")
        #expect(name.adjustsFontSizeToFitWidth && name.minimumFontSize == 9 && name.adjustsLetterSpacingToFitWidth)
        #expect(name.textColor == .black && !name.clipsToBounds && account.contentMode == .bottomLeft)
        #expect(account.text == "username@example.com ⚠️ " && account.font == .system(13))
        #expect(cell.outlets.map(\.name) == ["accountNameLabel", "avatarButton", "displayNameLabel", "infoButton"])
        #expect(cell.describeReference(cell.outlets[1].destination) == "TableViewCell.contentView.subviews[0]")
        let printed = cell.treeDescription()
        #expect(printed.contains("actions=[avatarButtonPressed: → TableViewCell on touchUpInside]"))
    }

    @Test func labelsWithFontsHasAStackAndEveryFontForm() throws {
        let (_, owner, views, _) = try CorpusTests.load("IBDecodable__IBDecodable__LabelsWithFonts.xib")
        let root = try #require(views.first)
        #expect(root.className == "View" && root.frame == Rect(x: 0, y: 0, width: 375, height: 667))
        #expect(root.autoresizingMask == [.flexibleWidth, .flexibleHeight] && root.backgroundColor == .white)
        #expect(owner.outlets.map(\.name) == ["view"] && owner.object(forOutlet: "view") === root)
        let stack = try #require(root.subviews.first as? StackView)
        #expect(stack.axis == .vertical && stack.alignment == .top && stack.distribution == .fill && stack.spacing == 0)
        #expect(stack.frame == Rect(x: 165.5, y: 303.5, width: 44.5, height: 60.5))
        let labels = stack.arrangedSubviews.compactMap { $0 as? Label }
        #expect(labels.count == 3)
        #expect(
            labels.map(\.font) == [
                FontDescriptor(.named("HelveticaNeue-Bold"), size: 17),
                FontDescriptor(.weightedSystem(.medium), size: 17), .system(16),
            ])
        #expect(labels[0].adjustsFontForContentSizeCategory && !labels[1].adjustsFontForContentSizeCategory)
    }

    @Test func collectionViewCellWithAContentViewWithoutID() throws {
        let (template, _, views, _) = try CorpusTests.load(
            "vinusanil__CollectionViewCustomCell__CollectionViewCell.xib")
        let cell = try #require(views.first as? CollectionViewCell)
        #expect(cell.reuseIdentifier == "cvCell" && cell.frame.width == 282 && cell.backgroundColor == .clear)
        #expect(
            cell.contentView.frame == Rect(x: 0, y: 0, width: 282, height: 282)
                && cell.contentView.backgroundColor == .clear)
        let content = cell.contentView.subviews
        #expect(content.map(\.className) == ["Label", "ImageView", "Label", "Label"])
        let image = try #require(content[1] as? ImageView)
        #expect(
            image.tag == 10 && !image.isUserInteractionEnabled && image.image == nil
                && image.contentMode == .scaleToFill)
        let name = try #require(content[0] as? Label)
        #expect(
            name.tag == 20
                && name.textColor == Color(red: 1, green: 0.073122433987596436, blue: 0.11192888308619187, alpha: 1))
        #expect(cell.outlets.map(\.name) == ["price", "productImage", "productName"])
        #expect(template.objects[0].slots.first?.object.id.hasPrefix("<contentView@") == true)
    }

    @Test func systemColorsAndMarginsOfThePostCell() throws {
        let cell = try #require(
            try CorpusTests.load("xmartlabs__XLPagerTabStrip__PostCell.xib").views.first as? TableViewCell)
        #expect(cell.clipsToBounds && cell.preservesSuperviewLayoutMargins && cell.backgroundColor == .white)
        #expect(cell.contentView.preservesSuperviewLayoutMargins && !cell.contentView.insetsLayoutMarginsFromSafeArea)
        let labels = cell.contentView.subviews.compactMap { $0 as? Label }
        let secondaryLabel = Color(
            red: 0.23529411764705882, green: 0.23529411764705882, blue: 0.2627450980392157, alpha: 0.59999999999999998)
        #expect(labels[1].textColor == secondaryLabel && labels[1].highlightedTextColor == .black)
        #expect(labels[0].font == .boldSystem(15) && labels[0].textColor == .black)
        #expect(cell.contentView.subviews[0] is ImageView)
    }

    @Test func statusLineKeepsRuntimeAttributesAndAccessibility() throws {
        let root = try #require(try CorpusTests.load("SwiftKickMobile__SwiftMessages__StatusLine.xib").views.first)
        #expect(
            root.userDefinedRuntimeAttributes == [
                RuntimeAttribute(keyPath: "leftLayoutMarginAddition", value: .real(30)),
                RuntimeAttribute(keyPath: "rightLayoutMarginAddition", value: .real(30)),
                RuntimeAttribute(keyPath: "collapseLayoutMarginAdditions", value: .boolean(false)),
                RuntimeAttribute(keyPath: "topLayoutMarginAddition", value: .real(0)),
                RuntimeAttribute(keyPath: "bottomLayoutMarginAddition", value: .real(0)),
            ])
        let label = try #require(root.subviews.first as? Label)
        #expect(label.accessibility == Accessibility(isElement: false))
        #expect(label.font == FontDescriptor(.weightedSystem(.semibold), size: 12) && label.textAlignment == .center)
        #expect(label.text == "[Message Body]" && !label.adjustsFontSizeToFitWidth)
    }

    @Test func avenirIsMeasuredWithItsStandIn() throws {
        let (_, _, views, measurer) = try CorpusTests.load("ArtyomBeldeiko__TipsCalculator__TableViewCell.xib")
        let cell = try #require(views.first as? TableViewCell)
        #expect(cell.restorationIdentifier == "TableViewCell" && cell.tintColor == .clear)
        let labels = cell.contentView.subviews.compactMap { $0 as? Label }
        #expect(labels.map(\.text) == ["Amount", "Currency", "Date"])
        // No adjustsFontSizeToFit attribute: Interface Builder's default, autoshrink, is on.
        #expect(
            labels.allSatisfy { $0.adjustsFontSizeToFitWidth && $0.minimumFontSize == 15 && $0.fontSizeInUse == 25 })
        #expect(labels[0].textColor == .white && labels[0].font == FontDescriptor(.named("Avenir-Medium"), size: 25))
        #expect(measurer.substitutionsUsed.map(\.name) == ["Avenir-Medium"])
        #expect((cell.contentView.subviews[0] as? StackView)?.arrangedSubviews.isEmpty == true)
    }

    @Test func wikipediaCellHasACollectionViewWithAFlowLayout() throws {
        let cell = try #require(
            try CorpusTests.load("ReactiveX__RxSwift__WikipediaSearchCell.xib").views.first as? TableViewCell)
        let collection = try #require(cell.contentView.subviews.last as? CollectionView)
        #expect(
            collection.layout.scrollDirection == .horizontal
                && collection.layout.itemSize == Size(width: 112, height: 112))
        #expect(
            collection.layout.minimumLineSpacing == 10 && collection.clipsToBounds
                && collection.backgroundColor == .white)
        #expect(cell.reuseIdentifier == "WikipediaSearchCell")
        #expect((cell.contentView.subviews[1] as? Label)?.textColor == Color(white: 0.33333333333333331, alpha: 1))
    }

    @Test func styledCellNamesItsTextLabel() throws {
        let cell = try #require(
            try CorpusTests.load("paulrolfe__PARRouteMaker__TableViewCell.xib").views.first as? TableViewCell)
        #expect(cell.style == .default && cell.reuseIdentifier == "cell")
        let label = try #require(cell.contentView.subviews.first as? Label)
        #expect(
            cell.textLabel === label && label.text == "Title" && label.font == .system(16) && label.numberOfLines == 0)
        #expect(
            cell.properties.contains(ViewProperty(name: "textLabel", value: "TableViewCell.contentView.subviews[0]")))
    }

    @Test func faveButtonKeepsItsTitleImageAndColourAttributes() throws {
        let cell = try #require(
            try CorpusTests.load("taroooth__EngineerBlog__CustomCell.xib").views.first as? TableViewCell)
        let button = try #require(cell.contentView.subviews[1] as? Button)
        #expect(button.titles == [.normal: "Button"] && button.images == [.normal: "heart.png"])
        // The colours' own components win over the system colour names beside them.
        #expect(
            button.userDefinedRuntimeAttributes.map(\.value) == [
                .color(Color(red: 0.5568627451, green: 0.5568627451, blue: 0.57647058819999997, alpha: 1)),
                .color(Color(red: 1, green: 0.23137254900000001, blue: 0.18823529410000001, alpha: 1)),
            ])
        #expect(button.actions.first?.selector == "didButtonTapped:")
    }
}
