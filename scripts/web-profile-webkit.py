#!/usr/bin/env python3
"""web-profile-webkit.py: the difference rows of web-profile.py in WebKitGTK; not run directly.

What: run by scripts/web-profile.py in a process group of its own with DISPLAY naming an Xvfb it started: opens the
workers' page (as web-profile.py makes it) in a WebKitWebView of a GTK 4 window through the libraries' C API
(ctypes), starts it (`NibOrNotBench.start()`), times the difference rows of scripts/web-profile.js in it and
prints the figures as one JSON object. Without the webkit worker's extension, so its clock is the page's
`performance.now()`, which steps by 1 ms in WebKit: batches last at least MINIMUM ms.

Prerequisites: libwebkitgtk-6.0-4 and GTK 4 (scripts/install-system-packages.sh), an X display.

Usage: scripts/web-profile-webkit.py ROUNDS MINIMUM

Environment: DISPLAY; web-profile.py sets the webkit worker's variables (WEBKIT_ENVIRONMENT there).
"""
import ctypes
from ctypes import c_char_p, c_int, c_void_p
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from rowgen.paths import load_script  # noqa: E402

profile = load_script("web-profile.py")


def main(rounds, minimum):
    """The page in a WebKitWebView of a GTK 4 window, the difference rows timed in it; prints the figures as JSON."""
    gtk = ctypes.CDLL("libgtk-4.so.1")
    webkit = ctypes.CDLL("libwebkitgtk-6.0.so.4")
    jsc = ctypes.CDLL("libjavascriptcoregtk-6.0.so.1")
    glib = ctypes.CDLL("libglib-2.0.so.0")
    gobject = ctypes.CDLL("libgobject-2.0.so.0")
    for function, result in [(webkit.webkit_web_view_new, c_void_p), (gtk.gtk_window_new, c_void_p),
                             (webkit.webkit_web_view_evaluate_javascript_finish, c_void_p), (jsc.jsc_value_to_json, c_void_p)]:
        function.restype = result
    gtk.gtk_init()
    view, window = webkit.webkit_web_view_new(), gtk.gtk_window_new()
    gtk.gtk_window_set_default_size(c_void_p(window), 1280, 800)
    gtk.gtk_window_set_child(c_void_p(window), c_void_p(view))
    gtk.gtk_window_present(c_void_p(window))
    state = {"loaded": False, "answer": None}

    @ctypes.CFUNCTYPE(None, c_void_p, c_int, c_void_p)
    def load_changed(_view, event, _data):
        state["loaded"] = state["loaded"] or event == 3  # WEBKIT_LOAD_FINISHED

    class GError(ctypes.Structure):
        _fields_ = [("domain", ctypes.c_uint32), ("code", c_int), ("message", c_char_p)]

    @ctypes.CFUNCTYPE(None, c_void_p, c_void_p, c_void_p)
    def evaluated(_view, result, _data):
        error = ctypes.POINTER(GError)()
        value = webkit.webkit_web_view_evaluate_javascript_finish(c_void_p(view), c_void_p(result), ctypes.byref(error))
        if not value:
            state["answer"] = RuntimeError(f"the page threw {error.contents.message.decode() if error else 'an exception'}")
            return
        text = jsc.jsc_value_to_json(c_void_p(value), 0)
        state["answer"] = json.loads(ctypes.string_at(text).decode()) if text else None
        glib.g_free(c_void_p(text))
        gobject.g_object_unref(c_void_p(value))

    def iterate_until(predicate):
        deadline = time.monotonic() + profile.TIMEOUT
        while not predicate():
            if time.monotonic() > deadline:
                raise RuntimeError(f"webkit: no answer within {profile.TIMEOUT} s")
            glib.g_main_context_iteration(None, 1)

    def evaluate(expression):
        state["answer"] = ...
        webkit.webkit_web_view_evaluate_javascript(c_void_p(view), expression.encode(), ctypes.c_ssize_t(-1), None, None,
                                                   None, evaluated, None)
        iterate_until(lambda: state["answer"] is not ...)
        if isinstance(state["answer"], RuntimeError):
            raise state["answer"]
        return state["answer"]

    gobject.g_signal_connect_data(c_void_p(view), b"load-changed", load_changed, None, None, 0)
    webkit.webkit_web_view_load_html(c_void_p(view), profile.page_html().encode(), profile.PAGE_URL.encode())
    iterate_until(lambda: state["loaded"])
    if evaluate("NibOrNotBench.start()") != "started":
        raise RuntimeError("the page's start() did not answer \"started\"")
    version = f"WebKitGTK {webkit.webkit_get_major_version()}.{webkit.webkit_get_minor_version()}.{webkit.webkit_get_micro_version()}"
    typed_om = evaluate("typeof CSSStyleValue === 'function' && 'attributeStyleMap' in document.body")
    figures = profile.difference_figures(evaluate, 20, rounds, minimum) if typed_om else None
    print(json.dumps({"engine": version, "differences": figures, "typed_om": typed_om}))
    sys.stdout.flush()
    # The window and its view go, so that WebKit ends its web and network processes and waits for them.
    gtk.gtk_window_destroy(c_void_p(window))
    deadline = time.monotonic() + 1
    while time.monotonic() < deadline:
        glib.g_main_context_iteration(None, 0)
        time.sleep(0.01)
    os._exit(0)


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    try:
        main(int(sys.argv[1]), float(sys.argv[2]))
    except RuntimeError as error:
        sys.exit(f"web-profile-webkit.py: {error}")
