import Foundation
import Templates
import TestSupport
import Testing
import Views

/// Cell.xib and Cell2.xib: the seed's row, read, instantiated, fitted, connected and precomputed.
@Suite struct CellTemplateTests {
    let cellTemplate: Template
    let cell2Template: Template

    init() throws {
        cellTemplate = try TemplateReader.read(contentsOf: TemplateFixtures.template("Cell.xib"))
        cell2Template = try TemplateReader.read(contentsOf: TemplateFixtures.template("Cell2.xib"))
    }

    /// Instantiates with a `CellLoader` owner and returns the cell it was handed, laid out.
    func loadCell(_ template: Template, measurer: WidthPerCharacterMeasurer = .init()) throws -> TableViewCell {
        let loader = CellLoader()
        let objects = try template.instantiate(owner: loader)
        let cell = try #require(loader.loadedCell)
        #expect(objects.count == 1 && objects[0] === cell)
        try cell.layoutIfNeeded(measurer: measurer)
        return cell
    }

    func labels(of cell: TableViewCell) throws -> [Label] {
        try cell.contentView.subviews.map { try #require($0 as? Label) }
    }

    @Test func cellHasBackgroundsAndTwentyConfiguredLabels() throws {
        let cell = try loadCell(cellTemplate)
        #expect(cell.reuseIdentifier == "Cell")
        #expect(cell.frame == Rect(x: 0, y: 0, width: 320, height: 132))
        #expect(cell.contentView.frame == Rect(x: 0, y: 0, width: 320, height: 132))
        #expect(cell.subviews.count == 1 && cell.subviews[0] === cell.contentView)
        #expect(cell.backgroundView?.backgroundColor == Color(white: 0.95, alpha: 1))
        #expect(cell.selectedBackgroundView?.backgroundColor == Color(white: 0.85, alpha: 1))
        #expect(cell.backgroundView?.frame == Rect(x: 0, y: 0, width: 320, height: 132))
        let labels = try labels(of: cell)
        #expect(labels.map(\.frame) == TemplateFixtures.frames)
        #expect(labels.map(\.tag) == Array(1...20))
        for label in labels {
            #expect(label.text == "placeholder")
            #expect(label.font == .boldSystem(14))
            #expect(label.textColor == Color(red: 0, green: 0.2, blue: 0.5, alpha: 1))
            #expect(label.backgroundColor == .clear && label.highlightedTextColor == .clear)
            #expect(label.shadowOffset == Size(width: 1, height: 1))
            #expect(label.autoresizingMask == .flexibleLeftMargin)
            #expect(label.adjustsFontSizeToFitWidth && label.minimumFontSize == 10)
            #expect(label.baselineAdjustment == .alignCenters && label.lineBreakMode == .tailTruncation)
            #expect(!label.isOpaque && label.clipsToBounds && !label.isUserInteractionEnabled)
        }
    }

    @Test func fittedSizesFitShrinkAndClamp() throws {
        let sizes = try labels(of: loadCell(cellTemplate)).map(\.fontSizeInUse)
        #expect(sizes == TemplateFixtures.fittedSizes)
        #expect(sizes.contains(14) && sizes.contains(12.5) && sizes.contains(10))
    }

    @Test func cell2KeepsEveryLabelAt14() throws {
        let labels = try labels(of: loadCell(cell2Template))
        #expect(labels.allSatisfy { !$0.adjustsFontSizeToFitWidth && $0.fontSizeInUse == 14 })
    }

    @Test(arguments: [true, false])
    func templateBuildsTheSameTreeAsCode(fit: Bool) throws {
        let cell = try loadCell(fit ? cellTemplate : cell2Template)
        let expected = TemplateFixtures.handBuiltCell(fit: fit)
        try expected.layoutIfNeeded(measurer: WidthPerCharacterMeasurer())
        #expect(cell.firstDifference(from: expected) == nil)
    }

    @Test func outletConnectsToTheOwnerAndNilOwnerIsSkipped() throws {
        let loader = CellLoader()
        let objects = try cellTemplate.instantiate(owner: loader)
        #expect(loader.loadedCell === objects.first)
        let ownerless = try cellTemplate.instantiate(owner: nil)
        #expect(ownerless.first is TableViewCell)
    }

    @Test func unknownOutletFailsNamingTheKeyAndLine() throws {
        let error = try #require(throws: TemplateError.self) {
            try cellTemplate.instantiate(owner: RefusingOwner())
        }
        #expect(error.line == 11)
        #expect(error.description.hasPrefix("\(cellTemplate.fileName):11: <outlet> attribute 'property'"))
        #expect(error.description.contains("\"loadedCell\"") && error.description.contains("RefusingOwner"))
        #expect(!error.description.contains("\n"))
    }

    @Test func everyInstantiationMakesFreshObjects() throws {
        let first = try cellTemplate.instantiate(owner: nil)[0] as! TableViewCell
        let second = try cellTemplate.instantiate(owner: nil)[0] as! TableViewCell
        #expect(first !== second && first.contentView !== second.contentView)
        #expect(first.backgroundView !== second.backgroundView)
        for (a, b) in zip(first.contentView.subviews, second.contentView.subviews) { #expect(a !== b) }
        #expect(first.firstDifference(from: second) == nil)
    }

    @Test func instantiationMeasuresNoText() throws {
        let counter = MeasureCounter()
        let cell = try cellTemplate.instantiate(owner: nil)[0]
        #expect(counter.calls == 0)
        try cell.layoutIfNeeded(measurer: counter)
        #expect(counter.calls > 0)
    }

    @Test func precomputedTemplateMeasuresNothingAndFitsTheSame() throws {
        let precomputed = try cellTemplate.precomputingFit(measurer: WidthPerCharacterMeasurer())
        let counter = MeasureCounter()
        let cell = try precomputed.instantiate(owner: nil)[0] as! TableViewCell
        #expect(cell.contentView.subviews.allSatisfy { !(($0 as? Label)?.needsFit ?? true) })
        try cell.layoutIfNeeded(measurer: counter)
        #expect(counter.calls == 0)
        #expect(try labels(of: cell).map(\.fontSizeInUse) == TemplateFixtures.fittedSizes)
        #expect(try cell.firstDifference(from: loadCell(cellTemplate)) == nil)
    }

    @Test func precomputingTwiceKeepsOneSizePerLabelAndSkipsLabelsThatDoNotFit() throws {
        let measurer = WidthPerCharacterMeasurer()
        let twice = try cellTemplate.precomputingFit(measurer: measurer).precomputingFit(measurer: measurer)
        let labelNodes = try #require(twice.objects.first).allObjects.filter { $0.kind == .label }
        for node in labelNodes {
            let sizes = node.properties.filter { if case .label(.precomputedFontSize) = $0 { true } else { false } }
            #expect(sizes.count == 1 && node.properties.last == sizes.first)
        }
        let nofit = try cell2Template.precomputingFit(measurer: measurer)
        #expect(
            nofit.objects[0].allObjects.allSatisfy {
                $0.properties.allSatisfy {
                    if case .label(.precomputedFontSize) = $0 { false } else { true }
                }
            })
    }

    @Test func readerKeepsLineNumbersAndIds() throws {
        let cell = try #require(cellTemplate.objects.first)
        #expect(cell.kind == .tableViewCell && cell.line == 15 && cell.id == "i5F-Do-OIC")
        let labels = cell.allObjects.filter { $0.kind == .label }
        #expect(labels.map(\.line) == (0..<20).map { 22 + 9 * $0 })
        #expect(cellTemplate.placeholders.map(\.role) == [.owner, .firstResponder])
        #expect(cellTemplate.connections.map(\.property) == ["loadedCell"])
    }
}
