import Foundation
@testable import Results
import Testing

/// Every toolkit declared once, as data (`ToolkitDeclaration`): names that agree, constructions that belong to
/// the toolkit that lists them, and the lists the CLI and reports read unchanged by deriving them.
struct ToolkitDeclarationTests {
    @Test func theModelIsOneToolkitAmongTheOthers() {
        #expect(ToolkitDeclaration.all.filter(\.isModel).map(\.name) == ["model"])
        #expect(ToolkitDeclaration.all.first?.isModel == true)
        #expect(Set(ToolkitDeclaration.all.map(\.name)).count == ToolkitDeclaration.all.count)
        #expect(Construction.code.toolkit.isModel && Construction.nibCached.toolkit.name == "model")
        #expect(Construction.gtkTemplate.toolkit.name == "gtk" && Construction.qtUic.toolkit.title == "Qt 6")
    }

    @Test func everyConstructionIsDeclaredOnceAndFoundByItsName() throws {
        let names = Construction.allCases.map(\.rawValue)
        #expect(Set(names).count == names.count)
        for construction in Construction.allCases {
            #expect(Construction(rawValue: construction.rawValue) == construction)
            #expect(!construction.noun.isEmpty)
            let decoded = try JSONDecoder().decode([Construction].self, from: JSONEncoder().encode([construction]))
            #expect(decoded == [construction])
        }
        #expect(Construction(rawValue: "gtk-nothing") == nil)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode([Construction].self, from: Data(#"["qt-nib"]"#.utf8))
        }
        let nouns = Construction.allCases.map(\.noun)
        #expect(Set(nouns).count == nouns.count)
    }

    /// A real toolkit's constructions start with its name, so a variant's name says its toolkit.
    @Test func realToolkitsNameTheirConstructionsAfterThemselves() {
        for toolkit in ToolkitDeclaration.real {
            for entry in toolkit.constructions {
                #expect(entry.construction.rawValue.hasPrefix(toolkit.name + "-"), "\(entry.construction)")
            }
        }
    }

    /// What a toolkit's lineup, variants and sweep set name are its own constructions.
    @Test func aToolkitNamesOnlyItsOwnConstructions() {
        for toolkit in ToolkitDeclaration.all {
            let lineup = toolkit.lineup
            #expect(
                lineup.toolkit == toolkit.name && lineup.title == toolkit.title && lineup.isModel == toolkit.isModel)
            let roles =
                [lineup.code, lineup.templatePerRow]
                + [
                    lineup.cachedTemplate, lineup.precomputedTemplate, lineup.generatedCode, lineup.xibTemplate,
                    lineup.aheadCompiledTemplate, lineup.ownFitTemplate,
                ].compactMap { $0 }
            for construction in roles + toolkit.sweepConstructions + toolkit.variants.map(\.construction) {
                #expect(construction.toolkit.name == toolkit.name, "\(construction) in \(toolkit.name)")
            }
            #expect(Set(toolkit.defaultVariants).isSubset(of: toolkit.variants))
            #expect(Set(toolkit.defaultSweepConstructions).isSubset(of: toolkit.sweepConstructions))
            #expect(!lineup.code.isTemplate && lineup.templatePerRow.isTemplate)
            #expect(toolkit.sweepConstructions.isEmpty || toolkit.sweepConstructions.contains(lineup.code))
        }
    }

    @Test func variantNamesAreUniqueAndReadBack() {
        let names = Variant.all.map(\.name)
        #expect(Set(names).count == names.count)
        for variant in Variant.all { #expect(Variant(name: variant.name) == variant) }
        #expect(Variant.model.allSatisfy { $0.construction.toolkit.isModel })
        #expect(Variant.toolkits.allSatisfy { !$0.construction.toolkit.isModel })
        // The default run: every real toolkit's variants with fit, except GTK's rows with constraints and its
        // re-layouts and GNUstep's NSNib made per row, which a run measures when asked (`--variants
        // 'gtk-constraints*'`);
        // and code without fit in the toolkits with a precomputed template, its fair partner (GTK, GNUstep, Qt Quick,
        // Chromium, WebKit; not Qt Widgets, which has none).
        let asked: Set<Construction> = [
            .gtkConstraintsCode, .gtkConstraintsBuilder, .gtkConstraintsTemplate, .gnustepNibFile,
        ]
        let withFit = Variant.toolkits.filter { $0.fit == .fit && !$0.relaidOut && !asked.contains($0.construction) }
        let codeWithoutFit = ToolkitDeclaration.real.filter { $0.lineup.precomputedTemplate != nil }.flatMap {
            [Variant($0.lineup.code, .nofit), Variant($0.lineup.code, .nofit, laidOut: true)]
        }
        #expect(!codeWithoutFit.isEmpty)
        #expect(Set(Variant.defaultToolkitRun) == Set(withFit + codeWithoutFit))
        // Re-laid-out rows are those of each pair of twins (GTK's frame rows and rows with constraints), with and
        // without fit, laid out first: derived from the declarations, so a toolkit with twins of its own adds its own.
        let twins = ToolkitDeclaration.real.flatMap(\.twins).flatMap { [$0.0, $0.1] }
        let relaidOut = twins.flatMap { construction in
            [Fit.fit, .nofit].map { Variant(construction, $0, relaidOut: true) }
        }
        #expect(!relaidOut.isEmpty && Set(Variant.toolkits.filter(\.relaidOut)) == Set(relaidOut))
    }

    /// The lists that were written out by hand before the toolkits declared them: the same names in the same order.
    @Test func theDerivedListsKeepTheirOrder() {
        #expect(
            Variant.defaultRun.map(\.name) == [
                "code/fit", "code/nofit", "flat/fit", "flat/nofit", "nib/fit", "nib/nofit",
                "nib-cached/fit", "nib-cached/nofit", "nib-precomputed/fit",
            ])
        #expect(
            Variant.toolkits.prefix(4).map(\.name) == [
                "gtk-code/fit", "gtk-code+layout/fit", "gtk-builder/fit", "gtk-builder+layout/fit",
            ])
        #expect(!Variant.toolkits.contains { $0.name == "gtk-template-precomputed/nofit" })
        #expect(SweepVariant.defaultConstructions == [.code, .flat, .nibCached, .nib])
        #expect(SweepVariant.constructions(ofToolkit: "gtk") == [.gtkCode, .gtkBuilder, .gtkTemplate])
        #expect(
            SweepVariant.allConstructions.filter(\.isTemplate).prefix(4) == [
                .nibCached, .nib, .templateCached, .templateUncached,
            ])
        #expect(ToolkitLineup.reportOrder.last?.isModel == true)
    }

    @Test func sweepNamesTakeOnlySweepableConstructions() {
        #expect(SweepVariant(name: "sweep/gtk-builder/nofit/20")?.construction == .gtkBuilder)
        #expect(SweepVariant(name: "sweep/nib-precomputed/nofit/20") == nil)
        #expect(SweepVariant(name: "sweep/gtk-template-precomputed/nofit/20") == nil)
        #expect(
            Construction.qtUiLoader.code == .qtCode && Construction.flat.code == .code && Construction.gtkCode.isCode)
    }

    @Test func aVariantIsBuiltByTheToolkitItsConstructionNames() {
        #expect(ToolkitDeclaration.realToolkitName(ofVariant: "gtk-template+layout/fit") == "gtk")
        #expect(ToolkitDeclaration.realToolkitName(ofVariant: "sweep/qt-uic/nofit/5") == "qt")
        #expect(ToolkitDeclaration.realToolkitName(ofVariant: "nib-cached/fit") == nil)
        #expect(ToolkitDeclaration.realToolkitName(ofVariant: "no-such/fit") == nil)
    }
}

/// Every role a lineup fills names its construction back, and no two roles of a toolkit share a construction
/// (a report names a construction by its role, and would name a shared one by the first).
@Test func eachRoleOfALineupNamesItsOwnConstruction() {
    for lineup in ToolkitLineup.all {
        let filled = ToolkitLineup.Role.allCases.compactMap { role in lineup.construction(role).map { (role, $0) } }
        #expect(Set(filled.map(\.1)).count == filled.count, "\(lineup.toolkit)")
        for (role, construction) in filled {
            #expect(lineup.role(of: construction) == role, "\(lineup.toolkit) \(role)")
        }
    }
    #expect(ToolkitLineup.named("qml")?.construction(.aheadCompiledTemplate) == .qmlCachegen)
    #expect(ToolkitLineup.named("gtk")?.construction(.generatedCode) == nil)
}

/// The run-time side declared with each toolkit: its worker executable, its library and what it can do.
struct ToolkitRuntimeDeclarationTests {
    @Test func everyToolkitHasAWorkerExecutableOfItsOwn() {
        let executables = ToolkitDeclaration.all.map(\.workerExecutable)
        #expect(Set(executables).count == executables.count)
        #expect(ToolkitDeclaration.gtk.workerExecutable == "nib-or-not-worker-gtk")
    }

    /// A library is a toolkit's own, and a toolkit built on another names a declared one that has a library.
    @Test func librariesAreOwnAndBuiltOnDeclaredToolkits() throws {
        let libraries = ToolkitDeclaration.all.compactMap(\.library)
        #expect(Set(libraries).count == libraries.count)
        #expect(ToolkitDeclaration.model.library == nil)
        for toolkit in ToolkitDeclaration.all {
            guard let base = toolkit.builtOn else { continue }
            #expect(ToolkitDeclaration.named(base)?.library != nil, "\(toolkit.name) is built on \(base)")
        }
    }

    /// Sweep, relayout and a table follow from the declaration's data; a solver is declared. (Whether the runtime
    /// has each is `RegisteredToolkitsTests`'.)
    @Test func capabilitiesFollowTheData() {
        for toolkit in ToolkitDeclaration.all {
            #expect(toolkit.can(.sweep) == !toolkit.sweepConstructions.isEmpty, "\(toolkit.name)")
            #expect(toolkit.can(.relayout) == toolkit.variants.contains(where: \.relaidOut), "\(toolkit.name)")
            #expect(toolkit.can(.table) == (toolkit.table != nil), "\(toolkit.name)")
            #expect(toolkit.can(.solve) == toolkit.declaredCapabilities.contains(.solve), "\(toolkit.name)")
        }
        #expect(ToolkitDeclaration.offering(.table).first?.isModel == true)
    }

    /// Each table construction is one toolkit's, and what a table names (defaults, skipped scenarios) is its own.
    @Test func tablesAreEachTheirToolkits() {
        let tables = ToolkitDeclaration.offering(.table).compactMap(\.table)
        let names = tables.flatMap(\.constructions)
        #expect(Set(names).count == names.count)
        for table in tables {
            #expect(Set(table.defaultConstructions).isSubset(of: table.constructions))
            #expect(table.firstScreenDivisor >= 1 && table.rows > 0)
            for name in table.constructions {
                #expect(
                    ToolkitDeclaration.offeringTable(construction: name)?.table?.constructions == table.constructions)
            }
        }
        #expect(ToolkitDeclaration.offeringTable(construction: "nothing") == nil)
        #expect(
            ToolkitTable.gtk.firstScreens(for: 20) == 5 && ToolkitTable.gtk.firstScreens(for: 1) == 1
                && ToolkitTable.model.firstScreens(for: 7) == 7)
    }

    @Test func theModelsGroupIsFoundByItsDeclaration() {
        #expect(ToolkitDeclaration.isModelGroup(ToolkitDeclaration.model.name))
        #expect(
            !ToolkitDeclaration.isModelGroup(ToolkitDeclaration.gtk.name) && !ToolkitDeclaration.isModelGroup("nothing")
        )
    }
}
