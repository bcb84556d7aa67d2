extension ToolkitDeclaration {
    /// Every toolkit this build knows: the UIKit model, then the real toolkits. A toolkit is registered here by
    /// its one line; its runtime, by its `<Name>Rows` among `RealToolkits`' dependencies in `Package.swift`, in the
    /// same order (`docs/adding-a-toolkit.md`).
    public static let all: [ToolkitDeclaration] = [
        .model,
        .gtk,
        .qt,
        .qml,
        .gnustep,
        .chromium,
        .webkit,
    ]
}
