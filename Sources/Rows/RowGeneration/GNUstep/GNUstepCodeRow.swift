import Views

/// `gnustep-code`'s rows in Objective-C: the seed's row (GNUstepRow/GeneratedCodeRow.m) and the sweep's rows
/// (GeneratedSweepRows.m), label by label with no loop, each block setting every property itself as the seed's
/// hand-written row does. Frames are AppKit's (origin bottom-left).
enum GNUstepCodeRow {
    static let file = "Sources/Toolkits/GNUstep/GNUstepRow/GeneratedCodeRow.m"
    static let sweepFile = "Sources/Toolkits/GNUstep/GNUstepRow/GeneratedSweepRows.m"

    static func text(_ row: XIBRow) throws -> String {
        let n = GNUstepRowFiles.number
        let source = "templates/Cell.xib and Cell2.xib"
        var lines = [
            GeneratedHeader.comment(GeneratedHeader.sentence(script: GNUstepRowFiles.script, source: source), .c),
            "//",
            "// `gnustep-code`: the seed's row in Objective-C, label by label, each block setting every property"
                + " itself,",
            "// as the seed's hand-written row does. Frames are AppKit's (origin bottom-left).",
            "#import \"RowInternal.h\"",
            "",
            "/// The labels' font size and minimum font size (every label of the XIB has the same; the script checks).",
            "const double nibornot_gnustep_font_size = \(n(row.labels[0].size));",
            "const double nibornot_gnustep_minimum_font_size = \(n(row.labels[0].minimum));",
            "NSString *const nibornot_gnustep_font_name = \(Escaping.objcString(GNUstepRowFiles.fontName));",
            "",
            "NSView *nibornot_gnustep_code_row(BOOL fit) {",
        ]
        lines += try cell(row)
        for (index, label) in row.labels.enumerated() {
            lines += self.label("\(GeneratedHeader.labelWords[index])Label", label, row.frame.height, fitLines: true)
        }
        return (lines + ["    return cell;", "}", ""]).joined(separator: "\n")
    }

    static func sweepText(_ rows: [(count: Int, row: XIBRow)]) throws -> String {
        let source = "templates/sweep/RowN-nofit.xib"
        var lines = [
            GeneratedHeader.comment(GeneratedHeader.sentence(script: GNUstepRowFiles.script, source: source), .c),
            "//",
            "// `gnustep-code`'s rows of the sweep: one function per number of labels, label by label with no loop, as",
            "// the seed's row in GeneratedCodeRow.m (shrink-to-fit off), so that a label costs what it costs"
                + " written out.",
            "#import \"RowInternal.h\"",
            "",
        ]
        for (count, row) in rows {
            lines += ["static NSView *code_row_\(count)(void) {"] + (try cell(row))
            for label in row.labels {
                lines += self.label("label\(label.tag)", label, row.frame.height, fitLines: false)
            }
            lines += ["    return cell;", "}", ""]
        }
        lines += ["const NibornotGnustepSweepSize nibornot_gnustep_sweep_sizes[] = {"]
        lines += rows.map { "    {\($0.count), code_row_\($0.count)}," }
        lines += ["};", "const size_t nibornot_gnustep_sweep_size_count = \(rows.count);", ""]
        return lines.joined(separator: "\n")
    }

    /// The cell, its two backgrounds and the content view, as every code row starts.
    private static func cell(_ row: XIBRow) throws -> [String] {
        let height = row.frame.height
        var lines = [
            "    NSView *cell = [[NSView alloc] initWithFrame: \(rect(row.frame.bounds))];",
            "",
        ]
        for (name, background, hidden) in [
            ("background", row.background, false), ("selectedBackground", row.selectedBackground, true),
        ] {
            let frame = GNUstepRowFiles.flipped(background.frame, within: height)
            lines += [
                "    NibOrNotFillView *\(name) = [[NibOrNotFillView alloc] initWithFrame: \(rect(frame))];",
                "    [\(name) setFillColor: \(color(try GNUstepRowFiles.fill(background, row)))];",
            ]
            if hidden { lines.append("    [\(name) setHidden: YES];") }
            lines += ["    [cell addSubview: \(name)];", "    [\(name) release];", ""]
        }
        let content = GNUstepRowFiles.flipped(row.frame, within: height)
        return lines + [
            "    NSView *content = [[NSView alloc] initWithFrame: \(rect(content))];",
            "    [cell addSubview: content];", "    [content release];", "",
        ]
    }

    /// One label's block, every property set by itself; `fitLines` adds the seed row's `if (fit)` line.
    private static func label(_ name: String, _ label: XIBLabel, _ height: Double, fitLines: Bool) -> [String] {
        let frame = GNUstepRowFiles.flipped(label.frame, within: height)
        let font = Escaping.objcString(GNUstepRowFiles.fontName)
        var lines = [
            "    NSTextField *\(name) = [[NSTextField alloc] initWithFrame: \(rect(frame))];",
            "    [\(name) setTag: \(label.tag)];",
            "    [\(name) setEditable: NO];",
            "    [\(name) setSelectable: NO];",
            "    [\(name) setBordered: NO];",
            "    [\(name) setBezeled: NO];",
            "    [\(name) setDrawsBackground: NO];",
            "    [\(name) setFont: [NSFont fontWithName: \(font) size: \(GNUstepRowFiles.number(label.size))]];",
            // Both checked present by requireClearLabelBackgrounds.
            "    [\(name) setTextColor: \(color(label.color!))];",
            "    [\(name) setBackgroundColor: \(color(label.background!))];",
            "    [\(name) setAlignment: NSNaturalTextAlignment];",
            "    [[\(name) cell] setLineBreakMode: NSLineBreakByTruncatingTail];",
            "    [\(name) setStringValue: \(Escaping.objcString(label.text))];",
        ]
        if fitLines { lines.append("    if (fit) nibornot_gnustep_fit_label(\(name));") }
        return lines + ["    [content addSubview: \(name)];", "    [\(name) release];", ""]
    }

    private static func color(_ color: Color) -> String {
        let n = GNUstepRowFiles.number
        if color.isGrey { return "[NSColor colorWithCalibratedWhite: \(n(color.red)) alpha: \(n(color.alpha))]" }
        return "[NSColor colorWithCalibratedRed: \(n(color.red)) green: \(n(color.green)) blue: \(n(color.blue)) "
            + "alpha: \(n(color.alpha))]"
    }

    private static func rect(_ frame: Rect) -> String {
        let n = GNUstepRowFiles.number
        return "NSMakeRect(\(n(frame.origin.x)), \(n(frame.origin.y)), \(n(frame.width)), \(n(frame.height)))"
    }
}
