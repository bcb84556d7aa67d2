import Views

/// A user's cell in Objective-C for `gnustep-code`: one block per view, in the XIB's order, each setting what the
/// mapping sets, with no loop and no lookup but the class of a GNUstepRow view, as the seed's code row is written; a
/// label that shrinks to fit is fitted as it is made, by the function the worker passes in.
enum GNUstepUserCellCode {
    /// The fit function the worker passes in: the label and its minimum.
    static let fitParameter = "void (*fit)(void *, double)"

    static func text(_ tree: GNUstepUserCellTree, header: String) -> String {
        let function = GNUstepUserCellFiles.codeFunction
        let bounds = Rect(x: 0, y: 0, width: tree.width, height: tree.height)
        var lines = [
            GeneratedHeader.comment(header, .c),
            "#import <AppKit/AppKit.h>",
            "",
            "/// GNUstepRow's views (NibOrNotFillView, NibOrNotStandInView), found by name: the worker defines them.",
            "@interface NSView (NibOrNotUserCell)",
            "- (void)setFillColor:(NSColor *)color;",
            "- (void)setStandsIn:(NSString *)name;",
            "@end",
            "",
            "/// The cell, retained: the caller owns it. `fit` is GNUstepRow's shrink-to-fit of a label to a minimum.",
            "void *\(function)(\(fitParameter));",
            "",
            "void *\(function)(\(fitParameter)) {",
            "    NSView *cell = [[NSView alloc] initWithFrame: \(rect(bounds))];",
        ]
        for node in tree.nodes { lines += block(node) }
        return (lines + ["    return cell;", "}", ""]).joined(separator: "\n")
    }

    private static func block(_ node: GNUstepUserCellTree.Node) -> [String] {
        let element = node.element, name = node.variable, view = node.view
        let allocation =
            view.isCustom
            ? "NSView *\(name) = [[NSClassFromString(@\"\(view.objcClass)\") alloc]"
            : "\(view.objcClass) *\(name) = [[\(view.objcClass) alloc]"
        var lines = [
            "",
            "    " + GeneratedHeader.comment("\(element.uikitClass) \(element.origin)", .c),
            "    \(allocation) initWithFrame: \(rect(node.frame))];",
        ]
        if element.hidden { lines.append("    [\(name) setHidden: YES];") }
        lines += view.properties.map { "    \($0.objc(name));" }
        if let fit = node.fit { lines.append("    fit(\(name), \(fit.minimum));") }
        return lines + ["    [\(node.parent) addSubview: \(name)];", "    [\(name) release];"]
    }

    /// An `NSColor` in the calibrated spaces, as the XIB's `<color>` says it, each channel within 0...1.
    static func color(_ color: Color) -> String {
        let n = { GNUstepRowFiles.number(GNUstepUserCellTree.channel($0)) }
        if color.red == color.green && color.green == color.blue {
            return "[NSColor colorWithCalibratedWhite: \(n(color.red)) alpha: \(n(color.alpha))]"
        }
        return "[NSColor colorWithCalibratedRed: \(n(color.red)) green: \(n(color.green)) blue: \(n(color.blue)) "
            + "alpha: \(n(color.alpha))]"
    }

    private static func rect(_ frame: Rect) -> String {
        let n = GNUstepRowFiles.number
        return "NSMakeRect(\(n(frame.origin.x)), \(n(frame.origin.y)), \(n(frame.width)), \(n(frame.height)))"
    }
}
