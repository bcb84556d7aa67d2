// WebKitGTK 6.0's UI-process API (Debian: libwebkitgtk-6.0-dev). Only the WebKitRow C target includes it; Swift
// sees WebKitRow's opaque API.
#include <webkit/webkit.h>
