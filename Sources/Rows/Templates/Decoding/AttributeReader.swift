import Foundation

/// Reads one element's attributes as typed values, consuming each, so that whatever is left over
/// at the end (editor metadata aside) is an unknown attribute and an error.
///
/// Every parse of text into a number, a flag or an enum case happens here, at read time, so that
/// instantiation only copies typed values. The attributes are kept as a short list searched linearly:
/// an element has a handful, and comparing short strings is cheaper than hashing every name asked for.
struct AttributeReader {
    let element: XMLElementNode
    let file: String
    private var names: [String] = []
    private var values: [String] = []
    /// How many attributes have been consumed, so `hasUnconsumed` costs no scan.
    private var consumed = 0

    init(_ element: XMLElementNode, file: String) {
        self.element = element
        self.file = file
        names.reserveCapacity(element.attributes.count)
        values.reserveCapacity(element.attributes.count)
        for (name, value) in element.attributes {
            names.append(name)
            values.append(value)
        }
    }

    /// An error about this element, or one of its attributes when `attribute` is given.
    func error(_ attribute: String?, _ reason: String) -> TemplateError {
        TemplateError(
            file: file, line: element.line, element: element.displayName, attribute: attribute,
            reason: reason)
    }

    /// Drops an attribute that another part of the reader has already dealt with (a `key` the parent checked).
    mutating func skip(_ name: String) { _ = string(name) }

    /// The attribute's text, consumed; nil when the element does not have it.
    mutating func string(_ name: String) -> String? {
        // Comparing lengths first skips most mismatches cheaply (both sides are mostly small strings).
        let length = name.utf8.count
        guard let index = names.firstIndex(where: { $0.utf8.count == length && $0 == name }) else { return nil }
        names[index] = ""  // consumed: no attribute has an empty name
        consumed += 1
        return values[index]
    }

    /// Whether any attribute is still unread (editor metadata included): lets rare attributes be looked
    /// for only on elements that have attributes left, not on every label of a row.
    var hasUnconsumed: Bool { consumed < names.count }

    mutating func requiredString(_ name: String) throws -> String {
        guard let value = string(name) else { throw error(name, "is missing; \(element.name) needs it") }
        return value
    }

    /// `YES` or `NO`, as Xcode writes flags.
    mutating func bool(_ name: String) throws -> Bool? {
        guard let text = string(name) else { return nil }
        switch text {
        case "YES": return true
        case "NO": return false
        default: throw error(name, "is not YES or NO: \(text.quotedForMessage)")
        }
    }

    /// A finite decimal number within `bounds`.
    mutating func number(_ name: String, _ bounds: NumberBounds = .any) throws -> Double? {
        guard let text = string(name) else { return nil }
        // Scanned in place (attribute values are native strings); the generic UTF-8 view cost about 0.6% of a row.
        let allowed =
            text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy(Self.isDecimalByte) }
            ?? text.utf8.allSatisfy(Self.isDecimalByte)
        guard let value = Double(text) else { throw error(name, "is not a number: \(text.quotedForMessage)") }
        guard value.isFinite else { throw error(name, "is not a finite number: \(text.quotedForMessage)") }
        guard allowed else { throw error(name, "is not a decimal number: \(text.quotedForMessage)") }
        guard abs(value) <= TemplateLimits.maximumMagnitude else {
            throw error(
                name,
                """
                is too large: \(text.quotedForMessage); numbers in a template lie within ±1,000,000 (see \
                templates/README.md)
                """
            )
        }
        if let problem = bounds.problem(with: value) { throw error(name, "\(problem): \(text.quotedForMessage)") }
        return value
    }

    /// A byte a decimal number may hold: digits, point, signs, exponent.
    private static func isDecimalByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "e")
            || byte == UInt8(ascii: "E")
    }

    mutating func requiredNumber(_ name: String, _ bounds: NumberBounds = .any) throws -> Double {
        guard let value = try number(name, bounds) else { throw error(name, "is missing; \(element.name) needs it") }
        return value
    }

    /// A whole number, at least `minimum` when given.
    mutating func integer(_ name: String, minimum: Int? = nil) throws -> Int? {
        guard let text = string(name) else { return nil }
        guard let value = Int(text) else { throw error(name, "is not a whole number: \(text.quotedForMessage)") }
        if let minimum, value < minimum { throw error(name, "must be at least \(minimum): \(text.quotedForMessage)") }
        return value
    }

    /// One of an enum's raw values, as Xcode spells them (`tailTruncation`, `alignCenters`, ...).
    mutating func choice<Choice>(_ name: String, _ type: Choice.Type) throws -> Choice?
    where Choice: RawRepresentable & CaseIterable, Choice.RawValue == String {
        guard let text = string(name) else { return nil }
        guard let value = Choice(rawValue: text) else {
            let known = Choice.allCases.map(\.rawValue).joined(separator: ", ")
            throw error(name, "is not one of \(known): \(text.quotedForMessage)")
        }
        return value
    }

    /// Whether an attribute other than editor metadata is still unread.
    var hasUnknown: Bool {
        hasUnconsumed && names.contains { !$0.isEmpty && !EditorMetadata.isIgnored(attribute: $0, on: element.name) }
    }

    /// Fails on the first attribute nobody consumed (alphabetically, so the message is stable) and on
    /// stray text (unless `allowingText`, for `<string>`); call once every known attribute has been read.
    func finish(allowingText: Bool = false) throws {
        let name = element.name
        if hasUnconsumed,
            let unknown = names.filter({ !$0.isEmpty && !EditorMetadata.isIgnored(attribute: $0, on: name) }).min()
        {
            guard let vocabulary = TemplateVocabulary.current, !vocabulary.strict else {
                throw error(
                    unknown,
                    """
                    is not supported by this reader (see templates/README.md); remove it or extend the reader (or \
                    read without --strict)
                    """
                )
            }
            for attribute in names where !attribute.isEmpty && !EditorMetadata.isIgnored(attribute: attribute, on: name)
            {
                vocabulary.record("\(attribute)= on <\(name)>")
            }
        }
        if element.hasText && !allowingText {
            let text = element.text.trimmingCharacters(in: .whitespacesAndNewlines)
            throw error(nil, "holds text \(text.quotedForMessage), which it may not")
        }
    }

    /// As `finish()`, for elements that may hold no child elements either (`rect`, `color`, ...).
    func finishLeaf() throws {
        try finish()
        if let child = element.children.first {
            throw TemplateError(
                file: file, line: child.line, element: child.displayName,
                reason: "may not appear inside <\(element.name)>, which holds no elements")
        }
    }
}

/// The range a number attribute must lie in.
enum NumberBounds {
    case any, nonNegative, positive, unit

    /// Why `value` is out of range, or nil when it is fine.
    func problem(with value: Double) -> String? {
        switch self {
        case .any: return nil
        case .nonNegative: return value < 0 ? "must not be negative" : nil
        case .positive: return value <= 0 ? "must be greater than 0" : nil
        case .unit: return (0...1).contains(value) ? nil : "must be between 0 and 1"
        }
    }
}
