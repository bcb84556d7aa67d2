/// `UIClassSwapper`: an object of a custom class (Interface Builder's Custom Class field). It holds the
/// original class's keys, then `UIClassName` and `UIOriginalClassName`. Decoding looks the custom class
/// up on every decode, as UIKit's `NSClassFromString` does, and falls back to the original class when
/// the custom one is unknown, as UIKit does after logging "Unknown class in Interface Builder file".
/// When it knows neither, the object is a stand-in view or a kept object named by the custom class
/// (refused with `--strict`).
enum ClassSwapperCoding {
    static let swapper = NibClassCoding(
        className: "UIClassSwapper",
        decode: { coder in
            guard let original = try coder.decodeString(forKey: "UIOriginalClassName") else {
                throw coder.error("is a UIClassSwapper without UIOriginalClassName")
            }
            let custom = try coder.decodeString(forKey: "UIClassName")
            let registry = coder.index.registry
            guard let coding = custom.flatMap(registry.coding(named:)) ?? registry.coding(named: original),
                coding.className != "UIClassSwapper"
            else {
                if !coder.index.strict {
                    return try UnknownClassCoding.decode(className: custom ?? original, from: coder)
                }
                throw coder.error(
                    "swaps in class '\(custom ?? "none")' for '\(original)', and this decoder knows neither")
            }
            return try coding.decode(coder)
        })
}
