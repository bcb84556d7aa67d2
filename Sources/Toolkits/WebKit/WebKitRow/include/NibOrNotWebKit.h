// The UI process of the `webkit` toolkit (docs/web.md, "WebKit"): a GtkWindow holding a WebKitWebView on the X
// display, the page of templates/web/ loaded from a string, and messages to the web process extension
// (WebKitExtension), which calls the page's functions and times them. Plain C types only, for Swift.
#pragma once
#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>

/// One web view and its web process: one per worker process.
typedef struct NibornotWebKit NibornotWebKit;

/// Starts GTK (once per process), opens a window with a web view whose web process loads the extensions of
/// `extension_directory`, loads `html` and waits until it has loaded. NULL on failure, with *error set to one
/// malloc'd line. `timeout_seconds` bounds the load and every later answer.
NibornotWebKit *nibornot_webkit_start(const char *html, const char *extension_directory, double timeout_seconds,
                                      char **error);

/// The value of `expression`, evaluated in the page, as malloc'd JSON text ("null" for undefined); NULL on
/// failure with *error set to one malloc'd line (the page threw, hangs, or its web process ended).
char *nibornot_webkit_evaluate(NibornotWebKit *engine, const char *expression, char **error);

/// Calls the page's `NibOrNotBench[method](...arguments)` (a JSON array) in the web process, timed there by
/// clock_gettime(CLOCK_MONOTONIC); its time in *nanoseconds. False on failure with *error set to one malloc'd line.
bool nibornot_webkit_time(NibornotWebKit *engine, const char *method, const char *arguments_json, uint64_t *nanoseconds,
                          char **error);

/// The processes WebKit started for this engine that still run (web and network processes), at most `capacity`
/// of them in `pids`; returns how many.
int nibornot_webkit_processes(NibornotWebKit *engine, pid_t *pids, int capacity);

/// Closes the window, ends every process the engine started and frees it. Safe to call after a failure.
void nibornot_webkit_stop(NibornotWebKit *engine);
