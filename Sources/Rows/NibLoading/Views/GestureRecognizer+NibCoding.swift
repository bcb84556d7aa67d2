import Views

/// `UIGestureRecognizer` and its subclasses (`UITapGestureRecognizer`, `UILongPressGestureRecognizer`,
/// ...), one class name per kind. The settings a XIB gives are archived under
/// `UIGestureRecognizer.<Xcode's attribute name>` as doubles, flags as 0 or 1 (the project's reading of
/// UIKit's `UIGestureRecognizer.`-prefixed keys; docs/nib-coding.md lists them). The view and the
/// actions are connections, not keys: the view's `gestureRecognizers` outlet collection attaches it,
/// and each action is a `UIRuntimeEventConnection` from the recognizer.
extension GestureRecognizer {
    static let classNames: [(kind: Kind, name: String)] = [
        (.tap, "UITapGestureRecognizer"), (.pongPress, "UILongPressGestureRecognizer"),
        (.pan, "UIPanGestureRecognizer"),
        (.pinch, "UIPinchGestureRecognizer"), (.rotation, "UIRotationGestureRecognizer"),
        (.swipe, "UISwipeGestureRecognizer"),
        (.screenEdgePan, "UIScreenEdgePanGestureRecognizer"), (.hover, "UIHoverGestureRecognizer"),
    ]

    /// One coding per kind; the first, registered for the type, archives every kind under its own name.
    public static let gestureRecognizerNibCodings: [NibClassCoding] = classNames.map { entry in
        NibClassCoding(
            className: entry.name, type: GestureRecognizer.self,
            decode: { coder in
                let recognizer = GestureRecognizer(kind: entry.kind)
                try decodeSettings(recognizer, from: coder)
                return .object(recognizer)
            },
            encode: { object, coder in encodeSettings(unsafeDowncast(object, to: GestureRecognizer.self), to: coder) },
            archivedClassName: { object in
                let kind = unsafeDowncast(object, to: GestureRecognizer.self).kind
                return classNames.first { $0.kind == kind }!.name
            })
    }

    /// The keys by Xcode's attribute name; literals, as the decoder's key cache wants them.
    static let settingKeys: [(name: String, key: StaticString)] = [
        ("numberOfTapsRequired", "UIGestureRecognizer.numberOfTapsRequired"),
        ("numberOfTouchesRequired", "UIGestureRecognizer.numberOfTouchesRequired"),
        ("minimumPressDuration", "UIGestureRecognizer.minimumPressDuration"),
        ("allowableMovement", "UIGestureRecognizer.allowableMovement"),
        ("minimumNumberOfTouches", "UIGestureRecognizer.minimumNumberOfTouches"),
        ("maximumNumberOfTouches", "UIGestureRecognizer.maximumNumberOfTouches"),
        ("cancelsTouchesInView", "UIGestureRecognizer.cancelsTouchesInView"),
        ("delaysTouchesBegan", "UIGestureRecognizer.delaysTouchesBegan"),
        ("delaysTouchesEnded", "UIGestureRecognizer.delaysTouchesEnded"),
        ("enabled", "UIGestureRecognizer.enabled"),
        ("requiresExclusiveTouchType", "UIGestureRecognizer.requiresExclusiveTouchType"),
    ]

    static func decodeSettings(_ recognizer: GestureRecognizer, from coder: NibDecoder) throws {
        for (name, key) in settingKeys {
            // ibtool writes the flags as booleans (`requiresExclusiveTouchType`), the counts as numbers.
            if case .bool(let flag)? = coder.value(forKey: key) {
                recognizer.settings[name] = flag ? 1 : 0
            } else if let value = try coder.decodeDouble(forKey: key) {
                recognizer.settings[name] = value
            }
        }
    }

    static func encodeSettings(_ recognizer: GestureRecognizer, to coder: NibEncoder) {
        for (name, key) in settingKeys {
            if let value = recognizer.settings[name] { coder.encodeDouble(value, forKey: "\(key)") }
        }
    }
}
