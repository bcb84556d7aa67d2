extension ToolkitDeclaration {
    /// Every toolkit this build knows: the UIKit model, then the real toolkits. A toolkit is registered here by
    /// its one line (and its runtime in `RealToolkits.all`); `docs/adding-a-toolkit.md`.
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
