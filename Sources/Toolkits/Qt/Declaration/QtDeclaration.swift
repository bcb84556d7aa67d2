extension Construction {
    /// Qt 6: `QLabel`s made one by one in C++, label by label.
    public static let qtCode = Construction(declaring: "qt-code")
    /// Qt 6: the C++ that Qt's `uic` generated from the row's `.ui` file, run per row (`setupUi`).
    public static let qtUic = Construction(declaring: "qt-uic")
    /// Qt 6: `QUiLoader` reads and parses the row's `.ui` file from disk for every row.
    public static let qtUiLoader = Construction(declaring: "qt-uiloader")
}

extension ToolkitDeclaration {
    /// Qt 6 (docs/qt.md): rows built by `Sources/Toolkits/Qt/QtRow`, run by `QtRows.QtToolkit`.
    public static let qt: ToolkitDeclaration = {
        var declaration = qtDeclaration
        // A user's cell is built by code compiled at run time, by uic's code of its form, and by QUiLoader.
        declaration.userCellConstructions = [.qtCode, .qtUic, .qtUiLoader]
        return declaration
    }()

    private static let qtDeclaration = ToolkitDeclaration.realToolkit(
        name: "qt", title: "Qt 6",
        constructions: [
            .init(.qtCode, noun: "Qt code", isTemplate: false),
            .init(.qtUic, noun: "Qt's uic code", isTemplate: false),
            .init(.qtUiLoader, noun: "QUiLoader", isTemplate: true),
        ],
        // Qt has no public way to keep a parsed .ui and instantiate it again (docs/qt.md).
        lineup: ToolkitLineup(
            code: .qtCode, templatePerRow: .qtUiLoader, generatedCode: .qtUic,
            summary: "`QUiLoader` per row, and the C++ `uic` generated from the `.ui` (Qt has no cached template)"),
        sweep: [.qtCode, .qtUic, .qtUiLoader],
        filesFolder: "qt"
    )
    .linking("libQt6Widgets.so").versioned(by: "libqt6widgets6")
}
