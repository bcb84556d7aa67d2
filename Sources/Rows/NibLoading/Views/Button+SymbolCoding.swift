import Views

/// A button's SF Symbol naming per state, symbol configurations per state and iOS 15 configuration,
/// under the project's own keys (UIKit resolves symbols and configurations into objects whose coding is
/// not documented): `NibOrNotImageReferences` and `NibOrNotSymbolConfigurations`, dictionaries from the
/// state's `UIControl.State` number, and `NibOrNotButtonConfiguration`, a `NibOrNotButtonConfiguration`
/// object (`NibOrNotStyle`, `UITitle`, `NibOrNotSubtitle`, `NibOrNotImageReference`,
/// `NibOrNotSymbolConfiguration`, `NibOrNotBaseForegroundColor`, `NibOrNotBaseBackgroundColor`,
/// `NibOrNotSettings`).
extension Button {
    public static let buttonConfigurationNibCoding = NibClassCoding(
        className: "NibOrNotButtonConfiguration",
        decode: { coder in
            guard let style = try coder.decodeString(forKey: "NibOrNotStyle") else {
                throw coder.error("is a button configuration without NibOrNotStyle")
            }
            var configuration = ButtonConfiguration(style: style)
            configuration.title = try coder.decodeString(forKey: "UITitle")
            configuration.subtitle = try coder.decodeString(forKey: "NibOrNotSubtitle")
            configuration.image = try ImageReferenceCoding.decode(forKey: "NibOrNotImageReference", from: coder)
            configuration.preferredSymbolConfigurationForImage = try StringDictionaryCoding.decode(
                forKey: "NibOrNotSymbolConfiguration", from: coder
            )
            .map(SymbolConfiguration.init(values:))
            configuration.baseForegroundColor = try coder.decodeColor(forKey: "NibOrNotBaseForegroundColor")
            configuration.baseBackgroundColor = try coder.decodeColor(forKey: "NibOrNotBaseBackgroundColor")
            configuration.settings = try StringDictionaryCoding.decode(forKey: "NibOrNotSettings", from: coder) ?? [:]
            return .value(configuration)
        })

    static func decodeSymbolKeys(_ button: Button, from coder: NibDecoder) throws {
        for (state, element) in try stateDictionary(forKey: "NibOrNotImageReferences", from: coder) {
            guard case .value(let boxed) = element, let reference = boxed as? ImageReference else {
                throw coder.error(
                    "key 'NibOrNotImageReferences' holds \(element.kindDescription), not an image reference")
            }
            button.imageReferences[state] = reference
        }
        for (state, element) in try stateDictionary(forKey: "NibOrNotSymbolConfigurations", from: coder) {
            guard case .dictionary(let pairs) = element else {
                throw coder.error(
                    "key 'NibOrNotSymbolConfigurations' holds \(element.kindDescription), not a dictionary")
            }
            var values: [String: String] = [:]
            for (name, value) in pairs {
                guard case .string(let name) = name, case .string(let value) = value else {
                    throw coder.error("has a symbol configuration entry that is not a string to a string")
                }
                values[name] = value
            }
            button.preferredSymbolConfigurations[state] = SymbolConfiguration(values: values)
        }
        if let configuration = try coder.decodeValue(
            forKey: "NibOrNotButtonConfiguration", as: ButtonConfiguration.self)
        {
            button.configuration = configuration
        } else if let configuration = try coder.decodeValue(
            forKey: "UIButtonConfiguration", as: ButtonConfiguration.self)
        {
            button.configuration = configuration  // ibtool's (ButtonConfigurationCoding)
        }
    }

    /// A dictionary from `UIControl.State` numbers to values, as pairs by the model's state.
    private static func stateDictionary(
        forKey key: StaticString, from coder: NibDecoder
    ) throws -> [(ControlState, NibDecoded)] {
        guard let found = try coder.decodeObject(forKey: key) else { return [] }
        guard case .dictionary(let pairs) = found else {
            throw coder.error("key '\(key)' refers to \(found.kindDescription), not a dictionary")
        }
        return try pairs.map { pair in
            guard case .int(let raw) = pair.key, let state = stateValues.first(where: { $0.value == raw })?.key else {
                throw coder.error("key '\(key)' has an entry whose key is not a control state")
            }
            return (state, pair.value)
        }
    }

    static func encodeSymbolKeys(_ button: Button, to coder: NibEncoder) {
        encodeStateDictionary(button.imageReferences, forKey: "NibOrNotImageReferences", in: coder) {
            ImageReferenceCoding.index(of: $0, in: coder)
        }
        encodeStateDictionary(button.preferredSymbolConfigurations, forKey: "NibOrNotSymbolConfigurations", in: coder) {
            configuration in
            coder.collectionReference(
                configuration.values.sorted { $0.key < $1.key }.flatMap { [$0.key, $0.value] },
                className: "NSDictionary"
            ) {
                coder.stringReference($0)
            }
        }
        guard let configuration = button.configuration else { return }
        let index = coder.addObject(className: "NibOrNotButtonConfiguration") {
            coder.encodeString(configuration.style, forKey: "NibOrNotStyle")
            if let text = configuration.title { coder.encodeString(text, forKey: "UITitle") }
            if let text = configuration.subtitle { coder.encodeString(text, forKey: "NibOrNotSubtitle") }
            ImageReferenceCoding.encode(configuration.image, forKey: "NibOrNotImageReference", in: coder)
            if let symbol = configuration.preferredSymbolConfigurationForImage {
                StringDictionaryCoding.encode(symbol.values, forKey: "NibOrNotSymbolConfiguration", in: coder)
            }
            coder.encodeColor(configuration.baseForegroundColor, forKey: "NibOrNotBaseForegroundColor")
            coder.encodeColor(configuration.baseBackgroundColor, forKey: "NibOrNotBaseBackgroundColor")
            StringDictionaryCoding.encode(configuration.settings, forKey: "NibOrNotSettings", in: coder)
        }
        coder.encode(.object(index), forKey: "NibOrNotButtonConfiguration")
    }

    private static func encodeStateDictionary<Value>(
        _ values: [ControlState: Value], forKey key: String, in coder: NibEncoder,
        value: (Value) -> Int
    ) {
        guard !values.isEmpty else { return }
        let states = values.keys.sorted { stateValues[$0]! < stateValues[$1]! }
        let dictionary = coder.addObject(className: "NSDictionary") {
            coder.encode(.bool(true), forKey: "NSInlinedValue")
            for state in states {
                let number = coder.addObject(className: "NSNumber") {
                    coder.encodeInteger(stateValues[state]!, forKey: "NS.intval")
                }
                coder.encode(.object(number), forKey: "UINibEncoderEmptyKey")
                coder.encode(.object(value(values[state]!)), forKey: "UINibEncoderEmptyKey")
            }
        }
        coder.encode(.object(dictionary), forKey: key)
    }
}
