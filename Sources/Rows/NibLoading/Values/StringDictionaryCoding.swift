import Views

/// A dictionary of strings to strings, archived as an inlined `NSDictionary` of `NSString`s in key order:
/// how the model's name-to-value settings travel (keyboard traits, symbol configurations), where UIKit's
/// own objects for them are not documented.
enum StringDictionaryCoding {
    static func encode(_ values: [String: String], forKey key: String, in coder: NibEncoder) {
        guard !values.isEmpty else { return }
        let pairs = values.sorted { $0.key < $1.key }.flatMap { [$0.key, $0.value] }
        coder.encodeCollection(pairs, className: "NSDictionary", forKey: key) { coder.stringReference($0) }
    }

    static func decode(forKey key: StaticString, from coder: NibDecoder) throws -> [String: String]? {
        guard let found = try coder.decodeObject(forKey: key) else { return nil }
        guard case .dictionary(let pairs) = found else {
            throw coder.error("key '\(key)' refers to \(found.kindDescription), not a dictionary")
        }
        var values: [String: String] = [:]
        for (name, value) in pairs {
            guard case .string(let name) = name, case .string(let setting) = value else {
                throw coder.error("has a '\(key)' entry that is not a string to a string")
            }
            values[name] = setting
        }
        return values
    }
}
