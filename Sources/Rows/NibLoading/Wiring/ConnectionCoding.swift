import Views

/// `UIRuntimeOutletConnection` (`UILabel`: the outlet's name, `UISource`, `UIDestination`) and
/// `UIRuntimeEventConnection` (the same, `UILabel` being the action's selector, plus `UIEventMask`).
///
/// `UIRuntimeOutletCollectionConnection` is an outlet connection that appends its destination to the
/// source's collection (one connection per member, in document order). A gesture recognizer's action is
/// a `UIRuntimeEventConnection` from the recognizer with no `UIEventMask`: a recognizer sends its one
/// action without an event (the layout is the project's reading; docs/nib-coding.md lists it).
enum ConnectionCoding {
    static let outlet = NibClassCoding(
        className: "UIRuntimeOutletConnection",
        decode: { coder in
            let (label, source, destination) = try parts(of: coder)
            return .object(
                NibConnection(
                    label: label, source: source, destination: destination, kind: .outlet, objectIndex: coder.current))
        })

    /// ibtool may write one connection whose `UIDestination` is an array of the members, in order
    /// (issue 19); the project's compiler writes one connection per member. Both append every member.
    static let outletCollection = NibClassCoding(
        className: "UIRuntimeOutletCollectionConnection",
        decode: { coder in
            guard let label = try coder.decodeString(forKey: "UILabel") else {
                throw coder.error("is a connection without UILabel")
            }
            guard case .object(let source)? = try coder.decodeObject(forKey: "UISource") else {
                throw coder.error("is a connection whose UISource is not an object")
            }
            let members: [AnyObject]
            switch try coder.decodeObject(forKey: "UIDestination") {
            case .object(let destination)?:
                return .object(
                    NibConnection(
                        label: label, source: source, destination: destination, kind: .outletCollection,
                        objectIndex: coder.current))
            case .array(let elements)?:
                members = try elements.map { element in
                    guard case .object(let member) = element else {
                        throw coder.error(
                            """
                            is an outlet collection connection whose UIDestination array holds \
                            \(element.kindDescription), not an object
                            """
                        )
                    }
                    return member
                }
            default:
                throw coder.error("is a connection whose UIDestination is neither an object nor an array of objects")
            }
            return .object(NibConnection(label: label, source: source, members: members, objectIndex: coder.current))
        })

    static let event = NibClassCoding(
        className: "UIRuntimeEventConnection",
        decode: { coder in
            let (label, source, destination) = try parts(of: coder)
            guard let mask = try coder.decodeInteger(forKey: "UIEventMask") else {
                // A bar button item's action (kept, never sent) has no event either.
                guard
                    source is GestureRecognizer || source is NibKeptObject
                        || (source is NibStandInView && !coder.index.strict)
                else {
                    throw coder.error("is an event connection from a control without UIEventMask")
                }
                return .object(
                    NibConnection(
                        label: label, source: source, destination: destination, kind: .recognizerAction,
                        objectIndex: coder.current))
            }
            guard let event = events.first(where: { $0.mask == mask })?.event else {
                throw coder.error("is an event connection whose UIEventMask is not one control event")
            }
            return .object(
                NibConnection(
                    label: label, source: source, destination: destination, kind: .action(event),
                    objectIndex: coder.current))
        })

    private static func parts(of coder: NibDecoder) throws -> (String, AnyObject, AnyObject) {
        guard let label = try coder.decodeString(forKey: "UILabel") else {
            throw coder.error("is a connection without UILabel")
        }
        guard case .object(let source)? = try coder.decodeObject(forKey: "UISource"),
            case .object(let destination)? = try coder.decodeObject(forKey: "UIDestination")
        else {
            throw coder.error("is a connection whose UISource or UIDestination is not an object")
        }
        return (label, source, destination)
    }

    /// `UIControl.Event` bit values.
    static let events: [(event: ControlEvent, mask: Int)] = [
        (.touchDown, 1 << 0), (.touchDownRepeat, 1 << 1), (.touchDragInside, 1 << 2), (.touchDragOutside, 1 << 3),
        (.touchDragEnter, 1 << 4), (.touchDragExit, 1 << 5), (.touchUpInside, 1 << 6), (.touchUpOutside, 1 << 7),
        (.touchCancel, 1 << 8), (.valueChanged, 1 << 12), (.primaryActionTriggered, 1 << 13),
        (.editingDidBegin, 1 << 16), (.editingChanged, 1 << 17), (.editingDidEnd, 1 << 18),
        (.editingDidEndOnExit, 1 << 19),
    ]
}

/// A decoded connection, made once every object exists.
public final class NibConnection {
    /// What the connection does when it connects.
    public enum Kind {
        case outlet, outletCollection, action(ControlEvent), recognizerAction
    }

    public let label: String
    public let source: AnyObject
    /// The destination; for an outlet collection connection holding an array, its first member.
    public let destination: AnyObject
    /// The members after the first of an outlet collection connection holding an array; empty otherwise
    /// (kept apart from `destination` so that the usual connection allocates no array).
    public let otherDestinations: [AnyObject]
    public let kind: Kind
    let objectIndex: Int

    init(label: String, source: AnyObject, destination: AnyObject, kind: Kind, objectIndex: Int) {
        self.label = label
        self.source = source
        self.destination = destination
        otherDestinations = []
        self.kind = kind
        self.objectIndex = objectIndex
    }

    /// An outlet collection connection whose destination is an array; an empty one connects nothing
    /// (its destination is a placeholder, which connections skip).
    init(label: String, source: AnyObject, members: [AnyObject], objectIndex: Int) {
        self.label = label
        self.source = source
        destination = members.first ?? NibPlaceholder()
        otherDestinations = Array(members.dropFirst())
        kind = .outletCollection
        self.objectIndex = objectIndex
    }

    /// Every destination, in order.
    public var destinations: [AnyObject] { [destination] + otherDestinations }

    /// The archived class, for errors.
    var className: String {
        switch kind {
        case .outlet: "UIRuntimeOutletConnection"
        case .outletCollection: "UIRuntimeOutletCollectionConnection"
        case .action, .recognizerAction: "UIRuntimeEventConnection"
        }
    }
}

/// An object outlets can be set on by name, as `setValue:forKey:` sets them: the File's Owner or an
/// external object. The same contract as the XIB reader's `OutletOwner`, declared here so that nib
/// loading does not depend on the XIB reader.
public protocol NibOutletOwner: AnyObject {
    /// Stores `object` under `name`; false when there is no such outlet (`setValue:forUndefinedKey:`).
    func connect(outlet name: String, to object: AnyObject) -> Bool
    /// Appends `object` to the outlet collection `name`; false when there is no such collection.
    func connect(outletCollection name: String, appending object: AnyObject) -> Bool
}

extension NibOutletOwner {
    public func connect(outletCollection name: String, appending object: AnyObject) -> Bool { false }
}
