import Views

/// The controls cells use besides buttons: `<switch>`, `<slider>`, `<stepper>`, `<pageControl>` and
/// `<segmentedControl>`, each with the `UIControl` attributes (`ButtonElement.readControlAttributes`)
/// and its own, and actions with event types.
enum ControlElements {
    static func decode(
        _ element: XMLElementNode, kind: TemplateObjectKind, in decoder: TemplateDecoder
    ) throws -> TemplateObject {
        try SimpleElement.decode(
            element, kind: kind, in: decoder,
            readAttributes: { object in
                try ButtonElement.readControlAttributes(into: &object)
                switch kind {
                case .switch: try switchAttributes(&object)
                case .slider: try sliderAttributes(&object)
                case .stepper: try stepperAttributes(&object)
                case .pageControl: try pageAttributes(&object)
                case .segmentedControl: try segmentedAttributes(&object)
                default: break
                }
            },
            readChild: { child, object in
                switch (kind, child.name, child.key) {
                case (.switch, "color", "onTintColor"?), (.switch, "color", "thumbTintColor"?):
                    object.add(.controls(.switchColor(child.key!, try ColorElement.read(child, in: decoder))))
                case (.slider, "color", "minimumTrackTintColor"?), (.slider, "color", "maximumTrackTintColor"?),
                    (.slider, "color", "thumbTintColor"?):
                    object.add(.controls(.sliderColor(child.key!, try ColorElement.read(child, in: decoder))))
                case (.pageControl, "color", "pageIndicatorTintColor"?),
                    (.pageControl, "color", "currentPageIndicatorTintColor"?):
                    object.add(.controls(.pageColor(child.key!, try ColorElement.read(child, in: decoder))))
                case (.segmentedControl, "color", "selectedSegmentTintColor"?):
                    object.add(.controls(.selectedSegmentTintColor(try ColorElement.read(child, in: decoder))))
                case (.segmentedControl, "segments", nil):
                    object.add(.controls(.segments(try segments(child, in: decoder))))
                case (_, "nil", _?):
                    try ValueElements.nilValue(child, in: decoder)  // the class default colour
                default:
                    return false
                }
                return true
            })
    }

    private static func switchAttributes(_ object: inout ObjectBuilder) throws {
        if let value = try object.attributes.bool("on") { object.add(.controls(.switchOn(value))) }
    }

    private static func sliderAttributes(_ object: inout ObjectBuilder) throws {
        let value = try object.attributes.number("value") ?? 0
        let minimum = try object.attributes.number("minValue") ?? 0,
            maximum = try object.attributes.number("maxValue") ?? 1
        guard minimum <= maximum, (minimum...maximum).contains(value) else {
            throw object.attributes.error("value", "must lie between minValue and maxValue")
        }
        object.add(.controls(.sliderValues(value: value, minimum: minimum, maximum: maximum)))
        if let value = try object.attributes.bool("continuous") { object.add(.controls(.sliderContinuous(value))) }
        for key in ["minimumValueImage", "maximumValueImage"] {
            if let name = object.attributes.string(key) { object.add(.controls(.sliderImage(key, name))) }
        }
    }

    private static func stepperAttributes(_ object: inout ObjectBuilder) throws {
        let value = try object.attributes.number("value") ?? 0,
            step = try object.attributes.number("stepValue", .positive) ?? 1
        let minimum = try object.attributes.number("minimumValue") ?? 0,
            maximum = try object.attributes.number("maximumValue") ?? 100
        guard minimum <= maximum, (minimum...maximum).contains(value) else {
            throw object.attributes.error("value", "must lie between minimumValue and maximumValue")
        }
        object.add(.controls(.stepperValues(value: value, minimum: minimum, maximum: maximum, step: step)))
        object.add(
            .controls(
                .stepperFlags(
                    wraps: try object.attributes.bool("wraps") ?? false,
                    autorepeat: try object.attributes.bool("autorepeat") ?? true,
                    continuous: try object.attributes.bool("continuous") ?? true)))
    }

    private static func pageAttributes(_ object: inout ObjectBuilder) throws {
        let number = try object.attributes.integer("numberOfPages", minimum: 0) ?? 0
        let current = try object.attributes.integer("currentPage", minimum: 0) ?? 0
        object.add(
            .controls(
                .pages(
                    number: number, current: current,
                    hidesForSinglePage: try object.attributes.bool("hidesForSinglePage") ?? false)))
    }

    private static func segmentedAttributes(_ object: inout ObjectBuilder) throws {
        // `segmentControlStyle` is the pre-iOS 7 look (plain, bordered, bar): every style draws the same since.
        _ = try object.attributes.choice("segmentControlStyle", SegmentStyle.self)
        if let value = try object.attributes.integer("selectedSegmentIndex", minimum: -1) {
            object.add(.controls(.selectedSegmentIndex(value)))
        }
        if let value = try object.attributes.bool("momentary") { object.add(.controls(.momentary(value))) }
    }

    enum SegmentStyle: String, CaseIterable { case plain, bordered, bar, bezeled }

    /// `<segments><segment title="First"/><segment image="star" enabled="NO"/></segments>`.
    private static func segments(
        _ element: XMLElementNode, in decoder: TemplateDecoder
    ) throws -> [SegmentedControl.Segment] {
        try AttributeReader(element, file: decoder.file).finish()
        return try decoder.children(of: element).map { child in
            guard child.name == "segment" else { throw decoder.unknownChild(child, in: element) }
            var attributes = AttributeReader(child, file: decoder.file)
            let segment = SegmentedControl.Segment(
                title: attributes.string("title"), image: attributes.string("image"),
                isEnabled: try attributes.bool("enabled") ?? true)
            try attributes.finishLeaf()
            return segment
        }
    }
}
