/// The control states a button keeps a title, colour and image for, as `UIControl.State`, in the order
/// trees print them.
public enum ControlState: String, CaseIterable, Sendable {
    case normal, highlighted, selected, disabled
}

/// How a control places its content horizontally, as `UIControl.ContentHorizontalAlignment`.
public enum ContentHorizontalAlignment: String, CaseIterable, Sendable {
    case center, left, right, fill, leading, trailing
}

/// How a control places its content vertically, as `UIControl.ContentVerticalAlignment`.
public enum ContentVerticalAlignment: String, CaseIterable, Sendable {
    case center, top, bottom, fill
}

/// `UIButton.ButtonType`, with Xcode's spellings (`roundedRect` is what older XIBs call `system`).
public enum ButtonType: String, CaseIterable, Sendable {
    case custom, system, roundedRect, detailDisclosure, infoLight, infoDark, contactAdd
}

extension Dictionary where Key == ControlState {
    /// The entries in `ControlState` order, as `[normal: value, ...]`, so printing is stable.
    func describedByState(_ describe: (Value) -> String) -> String {
        "["
            + ControlState.allCases.compactMap { state in self[state].map { "\(state.rawValue): \(describe($0))" } }
            .joined(separator: ", ") + "]"
    }
}
