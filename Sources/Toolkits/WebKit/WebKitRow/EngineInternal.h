// What the UI process's files share (docs/web.md, "WebKit").
#pragma once
#include "NibOrNotWebKit.h"
#include <webkit/webkit.h>
#include <stdarg.h>

/// The environment variable, inherited by every process WebKit starts for an engine, that names the engine: the
/// process listing finds them by it (WebKit gives no web process id through its API).
#define NIBORNOT_WEBKIT_MARKER_VARIABLE "NIB_OR_NOT_WEBKIT_ENGINE"

struct NibornotWebKit {
    GtkWidget *window;
    WebKitWebView *view;
    WebKitWebContext *context;
    WebKitNetworkSession *session;
    char *extension_directory;
    char *marker;
    double timeout;
    bool loaded;
    /// Set by `web-process-terminated`: nothing more can run in the page.
    bool terminated;
    const char *termination;
    /// Set once the page hung: the web process has been ended.
    bool hung;
    char *failure;
};

/// A malloc'd line (the Swift side frees it with free()).
char *nibornot_webkit_error(const char *format, ...) G_GNUC_PRINTF(1, 2);

/// Runs GTK's main loop until `*done`, the web process ends or the engine's timeout passes. On a timeout the web
/// process is ended (it hangs) and `engine->failure` names `what`; false unless `*done`.
bool nibornot_webkit_wait(NibornotWebKit *engine, bool *done, const char *what);
