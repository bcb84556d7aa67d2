import Foundation
@testable import GtkRows
import Templates
import TestFixtures
import Testing
import Views

/// The oracle (docs/gtk.md, "The oracle"): XIBs' constraints solved by GTK against the frames Xcode wrote.
@ToolkitActor
@Suite(.serialized, TestDisplay.needed(for: "GTK 4"))
struct ConstraintOracleTests {
    static func trees(_ url: URL) throws -> [ConstraintOracle.TreeResult] {
        _ = try TestGtk.toolkit()
        return try ConstraintOracle.compare(roots: try TemplateReader.read(contentsOf: url).instantiate(owner: nil))
    }

    /// The seed's rows with Auto Layout are the exact case: GTK solves every label to its XIB frame.
    @Test(arguments: ["CellAutoLayout.xib", "Cell2AutoLayout.xib"])
    func theSeedRowsSolveToXcodesFrames(_ name: String) throws {
        let trees = try Self.trees(PackagePaths.inPackage("templates/\(name)"))
        try #require(trees.count == 1)
        let tree = trees[0]
        #expect(tree.isExact && tree.warnings == 0 && tree.translation.unexpressed.isEmpty)
        // 80 constraints, and the content view (which nothing places) pinned at its frame by 4.
        #expect(tree.translation.constraints.count == 84 && tree.translation.keptFrames.count == 1)
        #expect(tree.views.count == 21 && tree.equalCount == 21)
        #expect(tree.views.allSatisfy { !$0.dependsOnIntrinsicSizes })
    }

    /// What `inspect --solve` prints for the seed's row with Auto Layout: a line for the tree, one per view, and
    /// the verdict.
    @Test func theReportSaysWhatWasSolved() throws {
        let report = ConstraintOracle.report(
            try Self.trees(PackagePaths.inPackage("templates/CellAutoLayout.xib")), file: "CellAutoLayout.xib")
        let lines = report.split(separator: "\n").map(String.init)
        #expect(lines.count == 23)
        #expect(
            lines.first
                == """
                CellAutoLayout.xib: TableViewCell: 22 views, 80 constraints translated, 0 not expressible, 1 view \
                keeps its frame
                """
        )
        #expect(lines.contains("  Label tag 1 \"placeholder\": Xcode (5, 0, 60, 20), GTK (5, 0, 60, 20): equal"))
        #expect(
            lines.last
                == """
                  21 of 21 views with a frame equal within 0.5 pt; exact case (every view framed and fixed by the \
                constraints alone, nothing left out): yes
                """
        )
        #expect(
            ConstraintOracle.report([], file: "Cell.xib")
                == "Cell.xib: no view holds an Auto Layout constraint; nothing to solve\n")
    }

    /// The oracle's translation is the generator's (RowGeneration's GtkConstraint, formerly a Python script): the
    /// constraints of CellConstraints.ui, as the oracle states them for CellAutoLayout.xib.
    @Test func theTranslationIsTheGenerators() throws {
        let root = try #require(
            try TemplateReader.read(contentsOf: PackagePaths.inPackage("templates/CellAutoLayout.xib"))
                .instantiate(owner: nil).first)
        let translation = AutoLayoutTranslation(root: root)
        let content = 1  // the cell, then its content view, then the labels in order (tags 1...20)
        let name: (Int) -> String = { $0 == content ? "super" : "label-\($0 - 1)" }
        let attributes = [
            "none", "left", "right", "top", "bottom", "start", "end", "width", "height", "center-x", "center-y",
            "baseline",
        ]
        let relations: [Int32: String] = [-1: "le", 0: "eq", 1: "ge"]
        let number: (Double) -> String = { $0 == $0.rounded() ? String(Int($0)) : String($0) }
        let kept = Set(translation.keptFrames)
        let swift = translation.constraints.filter { !kept.contains($0.target) }.map { c -> String in
            var line =
                """
                target=\"\(name(c.target))\" target-attribute=\"\(attributes[Int(c.targetAttribute)])\" \
                relation=\"\(relations[c.relation]!)\"
                """
            if let source = c.source {
                line +=
                    """
                     source=\"\(name(source))\" source-attribute=\"\(attributes[Int(c.sourceAttribute)])\" \
                    multiplier=\"\(number(c.multiplier))\"
                    """
            }
            return line
                + " constant=\"\(number(c.constant))\""
                + " strength=\"\(c.strength == AutoLayoutTranslation.required ? "required" : String(c.strength))\""
        }
        let ui = try String(contentsOf: PackagePaths.inPackage("templates/gtk/CellConstraints.ui"), encoding: .utf8)
        let generated = ui.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("<constraint ") }.map { String($0.dropFirst("<constraint ".count).dropLast(2)) }
        #expect(generated.count == 80)
        #expect(Set(swift) == Set(generated))
    }

    /// Every corpus-2 XIB with constraints is translated (what GTK cannot express listed with a reason) and
    /// solved without an error; in the exact cases every framed view is Xcode's within half a point, or within
    /// a point where the solution falls between whole points (GTK allocates whole pixels).
    @Test(SharedFolder.needed) func theCorpusIsSolvedAndTheExactCasesAgree() throws {
        let files = SharedFolder.xibFiles(in: "xib-corpus-2")
        try #require(files.count == 60, "../shared/xib-corpus-2 should hold its 60 XIBs")
        var solved = 0
        var exact: [String] = []
        for file in files {
            let trees = try Self.trees(SharedFolder.corpus("xib-corpus-2").appendingPathComponent(file))
            solved += trees.count
            for tree in trees {
                for line in tree.translation.unexpressed { #expect(line.contains(": "), "\(file): \(line)") }
                guard tree.isExact else { continue }
                exact.append(file)
                for view in tree.views {
                    #expect(
                        view.cause == nil || view.cause == ConstraintOracle.rounding,
                        "\(file): \(view.name): \(view.cause ?? "")")
                }
            }
        }
        #expect(solved == 56)
        #expect(
            exact == [
                "PageMenu__PageMenu__MoodCollectionViewCell.xib",
                "element-hq__element-ios__TableViewCellWithCollectionView.xib",
                "xmartlabs__XLForm__XLFormWeekDaysCell.xib",
            ])
    }

    /// What GTK cannot express is listed, not dropped: a baseline constraint, an optional inequality (made
    /// required), and a stack view's arrangement.
    @Test func whatGtkCannotExpressIsListed() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" \
            targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                        <subviews>
                            <label text="A" translatesAutoresizingMaskIntoConstraints="NO" id="a">
                                <rect key="frame" x="10" y="10" width="50" height="20"/>
                            </label>
                            <label text="B" translatesAutoresizingMaskIntoConstraints="NO" id="b">
                                <rect key="frame" x="70" y="10" width="50" height="20"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="b" firstAttribute="firstBaseline" secondItem="a" \
            secondAttribute="firstBaseline" id="c1"/>
                            <constraint firstItem="b" firstAttribute="leading" relation="greaterThanOrEqual" \
            secondItem="a" secondAttribute="trailing" constant="10" priority="750" id="c2"/>
                            <constraint firstItem="a" firstAttribute="leading" secondItem="root" \
            secondAttribute="leading" constant="10" id="c3"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        let root = try #require(
            try TemplateReader.parse(Data(xib.utf8), fileName: "listed.xib").instantiate(owner: nil).first)
        let translation = AutoLayoutTranslation(root: root)
        #expect(translation.unexpressed.count == 2)
        #expect(translation.unexpressed.first { $0.contains("firstBaseline") }?.contains("free variable") == true)
        #expect(
            translation.unexpressed.first { $0.contains("leading greaterThanOrEqual") }?.contains("made required")
                == true)
        #expect(translation.constraints.count == 2)
    }
}
