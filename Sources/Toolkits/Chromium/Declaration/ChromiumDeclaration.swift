extension Construction {
    /// Chromium: `createElement` per view, each label's style properties set one by one through `element.style`,
    /// then its text: the way the seed's code configures a label.
    public static let chromiumCode = Construction(declaring: "chromium-code")
    /// Chromium: the same elements, their look from the row's stylesheet, one class per label: the way a web
    /// developer writes it.
    public static let chromiumCodeCSS = Construction(declaring: "chromium-code-css")
    /// Chromium: the row's HTML parsed for every row (`innerHTML` on a detached element), then its texts set:
    /// the template read per row (`loadNibNamed:`).
    public static let chromiumHTML = Construction(declaring: "chromium-html")
    /// Chromium: a `<template>` parsed once, `cloneNode(true)` per row, texts set: the cached template (`UINib`),
    /// as Solid and lit do.
    public static let chromiumTemplate = Construction(declaring: "chromium-template")
    /// Chromium: as chromium-template with `document.importNode` (Svelte's choice).
    public static let chromiumTemplateImport = Construction(declaring: "chromium-template-import")
    /// Chromium: as chromium-template, from a template with every label's fitted size written in at start.
    public static let chromiumTemplatePrecomputed = Construction(declaring: "chromium-template-precomputed")
}

extension ToolkitDeclaration {
    /// Chromium (docs/web.md): the page of `templates/web/` in Debian's headless Chromium, driven over the
    /// DevTools pipe by `ChromiumRows.ChromiumToolkit`, each row timed in the renderer by `performance.now()`.
    /// Code is `chromium-code`, styles set one by one as the seed's code sets a label's properties; the stylesheet
    /// variant is measured beside it (docs/web.md, "Which code").
    public static let chromium = ToolkitDeclaration.webEngine(
        name: "chromium", title: "Chromium", engine: "Chromium",
        code: .chromiumCode, codeCSS: .chromiumCodeCSS, html: .chromiumHTML, template: .chromiumTemplate,
        templateImport: .chromiumTemplateImport, templatePrecomputed: .chromiumTemplatePrecomputed
    ).versioned(by: "chromium")

    /// A browser engine's toolkit (docs/web.md): the six constructions of the shared page of `templates/web/`,
    /// with the same lineup roles and sweep set in every engine; `engine` names it in the nouns, which a report's
    /// sentences use and which must differ from every other construction's.
    static func webEngine(
        name: String, title: String, engine: String, code: Construction, codeCSS: Construction,
        html: Construction, template: Construction, templateImport: Construction,
        templatePrecomputed: Construction
    ) -> ToolkitDeclaration {
        var declaration = realToolkit(
            name: name, title: title,
            constructions: [
                .init(code, noun: "\(engine) code (styles one by one)", isTemplate: false),
                .init(codeCSS, noun: "\(engine) code with a stylesheet", isTemplate: false),
                .init(html, noun: "\(engine)'s HTML parsed per row", isTemplate: true),
                .init(template, noun: "\(engine)'s cloned <template>", isTemplate: true),
                .init(templateImport, noun: "\(engine)'s imported <template>", isTemplate: true),
                .init(templatePrecomputed, noun: "\(engine)'s precomputed <template>", isTemplate: true),
            ],
            fitOnly: [templatePrecomputed],
            lineup: ToolkitLineup(
                code: code, templatePerRow: html, cachedTemplate: template,
                precomputedTemplate: templatePrecomputed,
                otherCode: codeCSS, otherCachedTemplate: templateImport,
                summary: "`innerHTML` of the row's HTML per row, a `<template>` parsed once and cloned per row "
                    + "(`cloneNode`), the same with fitted sizes in the template; code sets each label's styles "
                    + "one by one through `element.style`, as the seed's code sets a label's properties"),
            sweep: [code, codeCSS, html, template, templateImport],
            filesFolder: "web")
        // A user's cell is built by every construction of the seed's row.
        declaration.userCellConstructions = [code, codeCSS, html, template, templateImport, templatePrecomputed]
        return declaration
    }
}
