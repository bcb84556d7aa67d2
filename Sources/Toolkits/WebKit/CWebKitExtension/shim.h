// WebKitGTK 6.0's web process extension API and JavaScriptCore's GLib API (Debian: libwebkitgtk-6.0-dev), for the
// extension the web process loads (WebKitExtension).
#include <webkit/webkit-web-process-extension.h>
