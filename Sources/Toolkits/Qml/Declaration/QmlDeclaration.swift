extension Construction {
    /// Qt Quick: a new `QQmlComponent` from the row's `.qml` for every row, parsed and compiled per row, like
    /// `loadNibNamed:`.
    public static let qmlComponentFile = Construction(declaring: "qml-component-file")
    /// Qt Quick: one `QQmlComponent` compiled once and kept, `create()` per row: Qt Quick's `UINib`.
    public static let qmlComponent = Construction(declaring: "qml-component")
    /// Qt Quick: the component of the unit `qmlcachegen` compiled ahead of time, `create()` per row.
    public static let qmlCachegen = Construction(declaring: "qml-cachegen")
    /// Qt Quick: the C++ class `qmltc` generated from the `.qml`, made per row: Qt's `uic` for QML.
    public static let qmlTc = Construction(declaring: "qml-tc")
    /// Qt Quick: C++ that makes the `QQuickRectangle` and `QQuickText` items itself, as Qt's QML creator does.
    public static let qmlCode = Construction(declaring: "qml-code")
    /// Qt Quick: the kept component of a document with every label's fitted size written in.
    public static let qmlComponentPrecomputed = Construction(declaring: "qml-component-precomputed")
    /// Qt Quick: the kept component with Qt Quick's own shrink-to-fit (`fontSizeMode: Text.Fit`) in place of the
    /// project's rule.
    public static let qmlTextFit = Construction(declaring: "qml-textfit")
}

extension ToolkitDeclaration {
    /// Qt Quick 6.4 (docs/qml.md): rows built by `Sources/Toolkits/Qml/QmlRow`, run by `QmlRows.QmlToolkit`. A user's
    /// cell is built by code compiled at run time, its document compiled per row, its kept component, the component of
    /// its document with the fitted sizes written in, and the unit and class Qt's qmlcachegen and qmltc make of its
    /// document when the run starts (docs/qml.md, "A user's cell").
    public static let qml: ToolkitDeclaration = {
        var declaration = qmlDeclaration
        declaration.userCellConstructions = [
            .qmlCode, .qmlComponentFile, .qmlComponent, .qmlComponentPrecomputed, .qmlCachegen, .qmlTc,
        ]
        return declaration
    }()

    private static let qmlDeclaration = ToolkitDeclaration.realToolkit(
        name: "qml", title: "Qt Quick",
        constructions: [
            .init(.qmlComponentFile, noun: "a QQmlComponent per row", isTemplate: true),
            .init(.qmlComponent, noun: "the kept QQmlComponent", isTemplate: true),
            .init(.qmlCachegen, noun: "the qmlcachegen unit", isTemplate: true),
            .init(.qmlTc, noun: "qmltc's C++", isTemplate: false),
            .init(.qmlCode, noun: "Qt Quick code", isTemplate: false),
            .init(.qmlComponentPrecomputed, noun: "the precomputed QQmlComponent", isTemplate: true),
            .init(.qmlTextFit, noun: "the kept QQmlComponent with Text.Fit", isTemplate: true),
        ],
        // Without shrink-to-fit there is nothing to precompute and nothing for Text.Fit to do.
        fitOnly: [.qmlComponentPrecomputed, .qmlTextFit],
        lineup: ToolkitLineup(
            code: .qmlCode, templatePerRow: .qmlComponentFile, cachedTemplate: .qmlComponent,
            precomputedTemplate: .qmlComponentPrecomputed, generatedCode: .qmlTc, aheadCompiledTemplate: .qmlCachegen,
            ownFitTemplate: .qmlTextFit,
            summary: "a `QQmlComponent` compiled per row, one kept and `create()`d per row, the same with fitted sizes "
                + """
                written in, the C++ `qmltc` generated from the `.qml`, and the kept component of the unit \
                `qmlcachegen` compiled ahead
                """
        ),
        sweep: [.qmlComponentFile, .qmlComponent, .qmlCode],
        filesFolder: "qml"
    )
    .linking("libQt6Quick.so").versioned(by: "libqt6quick6")
}
