extension Construction {
    /// WebKit: `createElement` per view, each label's style properties set one by one through `element.style`,
    /// then its text: the way the seed's code configures a label.
    public static let webkitCode = Construction(declaring: "webkit-code")
    /// WebKit: the same elements, their look from the row's stylesheet, one class per label.
    public static let webkitCodeCSS = Construction(declaring: "webkit-code-css")
    /// WebKit: the row's HTML parsed for every row (`innerHTML` on a detached element), then its texts set.
    public static let webkitHTML = Construction(declaring: "webkit-html")
    /// WebKit: a `<template>` parsed once, `cloneNode(true)` per row, texts set.
    public static let webkitTemplate = Construction(declaring: "webkit-template")
    /// WebKit: as webkit-template with `document.importNode`.
    public static let webkitTemplateImport = Construction(declaring: "webkit-template-import")
    /// WebKit: as webkit-template, from a template with every label's fitted size written in at start.
    public static let webkitTemplatePrecomputed = Construction(declaring: "webkit-template-precomputed")
}

extension ToolkitDeclaration {
    /// WebKit (docs/web.md): the page of `templates/web/` in a WebKitGTK 6.0 web view on the worker's X display,
    /// driven by `WebKitRows.WebKitToolkit`, each batch timed in the web process by a C extension with
    /// `clock_gettime`. The same page, constructions and lineup as Chromium's (`webEngine`).
    public static let webkit = ToolkitDeclaration.webEngine(
        name: "webkit", title: "WebKitGTK 6.0", engine: "WebKit",
        code: .webkitCode, codeCSS: .webkitCodeCSS, html: .webkitHTML, template: .webkitTemplate,
        templateImport: .webkitTemplateImport, templatePrecomputed: .webkitTemplatePrecomputed
    )
    // WebKitGTK's UI process is GTK 4: its worker loads GTK's library too.
    .linking("libwebkitgtk-6.0.so", builtOn: ToolkitDeclaration.gtk.name)
    .versioned(by: "libwebkitgtk-6.0-4")
}
