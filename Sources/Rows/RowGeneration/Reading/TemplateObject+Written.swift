import Templates
import Views

/// The view properties a XIB writes on an object, read back from its typed properties (the last one written
/// wins, as it does when the template is instantiated); nil where the XIB writes none.
extension TemplateObject {
    var writtenFrame: Rect? {
        properties.reduce(nil) { found, property in
            if case .view(.frame(let value)) = property { return value }
            return found
        }
    }

    var writtenTag: Int? {
        properties.reduce(nil) { found, property in
            if case .view(.tag(let value)) = property { return value }
            return found
        }
    }

    var writtenBackgroundColor: Color? {
        properties.reduce(nil) { found, property in
            if case .view(.backgroundColor(let value)) = property { return value }
            return found
        }
    }

    /// The content view's `layoutMargins`, when the XIB writes them.
    var writtenLayoutMargins: EdgeInsets? {
        properties.reduce(nil) { found, property in
            if case .rare(.viewExtra(.layoutMargins(let value))) = property { return value }
            return found
        }
    }
}
