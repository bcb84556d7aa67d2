import Foundation
import Templates
import TestFixtures
import Testing
import Typesetting
import Views

/// A few trees of the second corpus checked in detail: the controls, connections and text features
/// it brought (switches, sliders, gesture recognizers, outlet collections, constraints as outlets,
/// attributed text, visual effects, SF Symbols).
@Suite(SharedFolder.needed) struct Corpus2TreeTests {
    @Test func switchCellHasASwitchAnIndicatorAndAnOutletToAConstraint() throws {
        let (template, _, views, _) = try Corpus2Tests.load("Evolution-App__iOS__SwitchTableViewCell.xib")
        let cell = try #require(views.first as? TableViewCell)
        #expect(cell.reuseIdentifier == "SwitchTableViewCell" && cell.layoutGuides.map(\.identifier) == ["safeArea"])
        let content = cell.contentView.subviews
        #expect(content.map(\.className) == ["Label", "ActivityIndicatorView", "View"])
        let indicator = try #require(content[1] as? ActivityIndicatorView)
        #expect(indicator.style == .gray && indicator.hidesWhenStopped && indicator.isHidden && !indicator.isAnimating)
        #expect(
            indicator.color
                == Color(red: 0.31372549020000001, green: 0.29803921570000003, blue: 0.43529411759999997, alpha: 1))
        let toggle = try #require(content[2].subviews.first as? Switch)
        #expect(
            !toggle.isOn && toggle.actions.map(\.selector) == ["changeSelection:"]
                && toggle.actions[0].eventType == .valueChanged)
        #expect(toggle.actions[0].target === cell)
        // The outlet to a constraint gets the constraint object the content view holds.
        let outlet = try #require(cell.outlets.first { $0.name == "activityIndicatorTrailingConstraint" })
        let constraint = try #require(outlet.destination as? LayoutConstraint)
        #expect(cell.contentView.constraints.contains { $0 === constraint })
        #expect(constraint.firstAttribute == .trailing || constraint.secondAttribute == .trailing)
        #expect(template.constraints.count == 15)
    }

    @Test func filtersViewAttachesItsTapRecognizerThroughTheOutletCollection() throws {
        let (_, _, views, _) = try Corpus2Tests.load("RocketChat__Rocket.Chat.iOS__DirectoryFiltersView.xib")
        let header = try #require(views.first?.subviews.first)
        let tap = try #require(header.gestureRecognizers.first)
        #expect(header.gestureRecognizers.count == 1 && tap.kind == .tap && tap.view === header)
        #expect(tap.actions.map(\.selector) == ["recognizeHeaderTapGesture:"] && tap.actions[0].target === views[0])
    }

    @Test func sendBarHasALongPressRecognizerAndSymbolButtons() throws {
        let (_, _, views, _) = try Corpus2Tests.load("tinode__ios__SendMessageBar.xib")
        let root = try #require(views.first)
        func all(_ view: View) -> [View] { [view] + view.children.flatMap { all($0.view) } }
        let recognizers = all(root).flatMap(\.gestureRecognizers)
        #expect(recognizers.map(\.className) == ["LongPressGestureRecognizer"])
        #expect(recognizers[0].settings == ["allowableMovement": 10, "minimumPressDuration": 0.5])
        let attach = try #require(
            all(root).compactMap { $0 as? Button }.first { $0.actions.first?.selector == "attach:" })
        #expect(attach.images[.normal] == "plus" && attach.imageReferences[.normal]?.isSymbol == true)
        #expect(attach.imageReferences[.normal]?.symbolScale == "large")
        #expect(attach.preferredSymbolConfigurations[.normal]?.values["pointSize"] == "22.0")
    }

    @Test func emptyViewCollectsConstraintsInAnOutletCollection() throws {
        let (_, _, views, _) = try Corpus2Tests.load("awkward__beam__BeamEmptyView.xib")
        let root = try #require(views.first)
        let collection = try #require(root.outletCollections.first)
        #expect(root.outletCollections.count == 1 && collection.name == "buttonConstraints")
        #expect(collection.objects.count == 3 && collection.objects.allSatisfy { $0 is LayoutConstraint })
        let indicator = try #require(root.subviews.first?.subviews.first as? ActivityIndicatorView)
        #expect(indicator.hidesWhenStopped)
    }

    @Test func offlineCardLabelsCarryAttributedRuns() throws {
        let (_, _, views, _) = try Corpus2Tests.load("Digitaler-Impfnachweis__covpass-ios__OfflineCardView.xib")
        func labels(_ view: View) -> [Label] {
            ((view as? Label).map { [$0] } ?? []) + view.children.flatMap { labels($0.view) }
        }
        let attributed = views.flatMap(labels).filter { $0.attributedText != nil }
        #expect(attributed.count == 5)
        let first = try #require(attributed.first?.attributedText)
        #expect(first.runs.count == 1 && first.runs[0].font == .system(14))
        #expect(
            first.runs[0].paragraphStyle?.alignment == .left && first.runs[0].paragraphStyle?.lineBreakMode == .wordWrap
        )
        #expect(attributed.allSatisfy { $0.text == $0.attributedText?.string })
    }

    @Test func appBannerHasABlurredEffectViewWithItsContentView() throws {
        let (_, _, views, _) = try Corpus2Tests.load("rileytestut__AltStore__AppBannerView.xib")
        let root = try #require(views.first)
        let effect = try #require(root.subviews[1] as? VisualEffectView)
        #expect(effect.effect == .blur("systemChromeMaterial"))
        #expect(effect.contentView.frame == Rect(x: 0, y: 0, width: 375, height: 88))
        #expect(effect.children.first?.slot == "contentView")
    }

    @Test func branchCellKeepsOutletsToItsConstraints() throws {
        let (_, _, views, _) = try Corpus2Tests.load("Coding__Coding-iOS__EACodeBranchListCell.xib")
        let cell = try #require(views.first as? TableViewCell)
        let constraints = cell.outlets.filter { $0.name.hasSuffix("C") }.compactMap {
            $0.destination as? LayoutConstraint
        }
        #expect(constraints.count == 2)
        func all(_ view: View) -> [View] { [view] + view.children.flatMap { all($0.view) } }
        let held = all(cell).flatMap(\.constraints)
        #expect(constraints.allSatisfy { constraint in held.contains { $0 === constraint } })
        #expect(constraints.allSatisfy { $0.firstItem != nil && $0.secondItem != nil })
    }

    @Test func xcode8ContentViewWithoutARectTakesTheCellsSize() throws {
        let (_, _, views, _) = try Corpus2Tests.load("leichunfeng__MVVMReactiveCocoa__MRCReposTableViewCell.xib")
        let cell = try #require(views.first as? TableViewCell)
        #expect(cell.frame == Rect(x: 0, y: 0, width: 375, height: 81))
        #expect(cell.contentView.frame == Rect(x: 0, y: 0, width: 375, height: 81))
    }

    @Test func chatListCellShowsSFSymbolsByName() throws {
        let (_, _, views, _) = try Corpus2Tests.load("tinode__ios__ChatListViewCell.xib")
        func images(_ view: View) -> [ImageView] {
            ((view as? ImageView).map { [$0] } ?? []) + view.children.flatMap { images($0.view) }
        }
        let symbols = views.flatMap(images).compactMap(\.imageReference).filter(\.isSymbol).map(\.name)
        #expect(Set(symbols).isSuperset(of: ["bell.slash", "checkmark.seal.fill", "nosign"]))
    }
}
