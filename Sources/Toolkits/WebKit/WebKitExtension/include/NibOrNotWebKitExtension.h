// The web process extension of the `webkit` toolkit (docs/web.md, "WebKit"): WebKit's web process loads the
// shared library this target is built into (the product NibOrNotWebKitExtension) and calls this function once.
#pragma once

typedef struct _WebKitWebProcessExtension WebKitWebProcessExtension;

/// Connects the page's `user-message-received`, through which the UI process asks for timed calls of the
/// page's functions and for evaluations.
void webkit_web_process_extension_initialize(WebKitWebProcessExtension *extension);
