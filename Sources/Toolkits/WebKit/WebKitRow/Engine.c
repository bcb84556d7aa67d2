// The web view of the `webkit` toolkit and its life: start, load, stop (docs/web.md, "WebKit").
#include "EngineInternal.h"
#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

char *nibornot_webkit_error(const char *format, ...) {
    va_list arguments;
    va_start(arguments, format);
    char *glib_text = g_strdup_vprintf(format, arguments);
    va_end(arguments);
    char *text = strdup(glib_text); // the caller frees with free(), not g_free()
    g_free(glib_text);
    return text;
}

/// The first call's answer: GTK starts once per process. NULL before, "" after success, else the error.
static char *gtk_start_result;
/// Each engine's processes carry a marker of their own in their environment (see `nibornot_webkit_processes`).
static unsigned engines_started;

/// The environment WebKit needs on a virtual X display as root, set unless the caller set it (docs/web.md,
/// "WebKit: processes and sandbox"): no GPU compositing or DMA-BUF renderer (Xvfb has neither), GTK drawing with
/// cairo, no accessibility bus, and no bubblewrap sandbox (see `sandbox_off`).
static void set_environment(void) {
    g_setenv("WEBKIT_DISABLE_COMPOSITING_MODE", "1", FALSE);
    g_setenv("WEBKIT_DISABLE_DMABUF_RENDERER", "1", FALSE);
    g_setenv("GSK_RENDERER", "cairo", FALSE);
    g_setenv("GTK_A11Y", "none", FALSE);
    // WebKit runs its web and network processes under bubblewrap, which needs user namespaces; the workers run as
    // root in a container, where CI runners commonly forbid them, and the page is the project's own generated
    // files with every request cancelled. So the sandbox is off, as Chromium's is (--no-sandbox).
    g_setenv("WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS", "1", FALSE);
}

static char *start_gtk(void) {
    if (gtk_start_result) return *gtk_start_result ? strdup(gtk_start_result) : NULL;
    set_environment();
    if (!gtk_init_check()) {
        gtk_start_result =
            strdup("webkit: GTK cannot open a display: set DISPLAY or let nib-or-not start Xvfb (package xvfb)");
    } else {
        gtk_start_result = strdup("");
    }
    return *gtk_start_result ? strdup(gtk_start_result) : NULL;
}

static void on_initialize_extensions(WebKitWebContext *context, gpointer data) {
    NibornotWebKit *engine = data;
    webkit_web_context_set_web_process_extensions_directory(context, engine->extension_directory);
}

static void on_load_changed(WebKitWebView *view, WebKitLoadEvent event, gpointer data) {
    (void)view;
    NibornotWebKit *engine = data;
    if (event == WEBKIT_LOAD_FINISHED) engine->loaded = true;
}

static gboolean on_load_failed(WebKitWebView *view, WebKitLoadEvent event, char *uri, GError *error, gpointer data) {
    (void)view;
    (void)event;
    (void)uri;
    NibornotWebKit *engine = data;
    if (!engine->failure) engine->failure = nibornot_webkit_error("webkit: the page did not load: %s", error->message);
    return TRUE;
}

static void on_web_process_terminated(WebKitWebView *view, WebKitWebProcessTerminationReason reason, gpointer data) {
    (void)view;
    NibornotWebKit *engine = data;
    engine->terminated = true;
    engine->termination = reason == WEBKIT_WEB_PROCESS_CRASHED ? "the web process crashed"
                          : reason == WEBKIT_WEB_PROCESS_EXCEEDED_MEMORY_LIMIT
                              ? "the web process exceeded its memory limit"
                              : "the web process was ended";
}

NibornotWebKit *nibornot_webkit_start(const char *html, const char *extension_directory, double timeout_seconds,
                                      char **error) {
    *error = start_gtk();
    if (*error) return NULL;
    NibornotWebKit *engine = g_new0(NibornotWebKit, 1);
    engine->timeout = timeout_seconds;
    engine->extension_directory = g_strdup(extension_directory);
    engine->marker = g_strdup_printf("nib-or-not-webkit-%d-%u", (int)getpid(), ++engines_started);
    // Inherited by the processes WebKit starts for this engine while it loads the page (see
    // nibornot_webkit_processes), and only by them: both are put back once the page has loaded.
    g_setenv(NIBORNOT_WEBKIT_MARKER_VARIABLE, engine->marker, TRUE);
    // SwiftPM links every library product, the extension too, against Swift's runtime, whose crash handler would
    // hold a crashed web process to write a backtrace instead of letting it die, as WebKit expects; nothing of
    // Swift runs in the web process.
    char *backtrace = g_strdup(g_getenv("SWIFT_BACKTRACE"));
    g_setenv("SWIFT_BACKTRACE", "enable=no", TRUE);
    // WebKit's processes are spawned from this thread and inherit its signal mask; a thread of a Swift process may
    // block SIGINT, SIGHUP and SIGABRT (a test runner's does), and a web process that blocks them neither ends on
    // Ctrl-C nor dies when it aborts. They start with none blocked; this thread's mask is put back after the load.
    sigset_t none, previous;
    sigemptyset(&none);
    pthread_sigmask(SIG_SETMASK, &none, &previous);
    engine->context = webkit_web_context_new();
    engine->session = webkit_network_session_new_ephemeral();
    g_signal_connect(engine->context, "initialize-web-process-extensions", G_CALLBACK(on_initialize_extensions),
                     engine);
    WebKitSettings *settings = webkit_settings_new();
    webkit_settings_set_hardware_acceleration_policy(settings, WEBKIT_HARDWARE_ACCELERATION_POLICY_NEVER);
    engine->view = g_object_new(WEBKIT_TYPE_WEB_VIEW, "web-context", engine->context, "network-session",
                                engine->session, "settings", settings, NULL);
    g_object_unref(settings);
    g_object_ref_sink(engine->view);
    g_signal_connect(engine->view, "load-changed", G_CALLBACK(on_load_changed), engine);
    g_signal_connect(engine->view, "load-failed", G_CALLBACK(on_load_failed), engine);
    g_signal_connect(engine->view, "web-process-terminated", G_CALLBACK(on_web_process_terminated), engine);
    engine->window = gtk_window_new();
    gtk_window_set_default_size(GTK_WINDOW(engine->window), 1280, 800);
    gtk_window_set_child(GTK_WINDOW(engine->window), GTK_WIDGET(engine->view));
    // The window is never shown. Shown, WebKit painted every laid-out row after its timed call, on Skia's CPU
    // painting threads, beside the next timed call on this 2-core machine: a round took 215-337 ms for 40 ms of
    // timed rows, and laid-out rows timed 40% slower than with the window unshown, where the page is laid out
    // as before (the layout is forced inside each call) and nothing is painted (docs/web.md, "WebKit").
    // The page's origin; nothing is fetched from it (every request is cancelled by the extension).
    webkit_web_view_load_html(engine->view, html, "https://nib-or-not.test/row.html");
    bool loaded = nibornot_webkit_wait(engine, &engine->loaded, "the page's load");
    g_unsetenv(NIBORNOT_WEBKIT_MARKER_VARIABLE);
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    if (backtrace)
        g_setenv("SWIFT_BACKTRACE", backtrace, TRUE);
    else
        g_unsetenv("SWIFT_BACKTRACE");
    g_free(backtrace);
    if (!loaded) {
        *error = engine->failure ? strdup(engine->failure) : nibornot_webkit_error("webkit: the page did not load");
        nibornot_webkit_stop(engine);
        return NULL;
    }
    return engine;
}

int nibornot_webkit_processes(NibornotWebKit *engine, pid_t *pids, int capacity) {
    int count = 0;
    GDir *proc = g_dir_open("/proc", 0, NULL);
    if (!proc) return 0;
    size_t marker_length = strlen(NIBORNOT_WEBKIT_MARKER_VARIABLE "=") + strlen(engine->marker);
    char *wanted = g_strdup_printf(NIBORNOT_WEBKIT_MARKER_VARIABLE "=%s", engine->marker);
    for (const char *name = g_dir_read_name(proc); name && count < capacity; name = g_dir_read_name(proc)) {
        char *end;
        long pid = strtol(name, &end, 10);
        if (*end || pid <= 0 || pid == getpid()) continue;
        // Only WebKit's own programs (WebKitWebProcess, WebKitNetworkProcess, ...): any process this one starts
        // while the marker is set inherits it too, and in a process that starts others meanwhile (the tests'
        // runs of nib-or-not) those must not be taken for the engine's.
        char *comm_path = g_strdup_printf("/proc/%s/comm", name);
        char *comm = NULL;
        gboolean is_webkit = g_file_get_contents(comm_path, &comm, NULL, NULL) && g_str_has_prefix(comm, "WebKit");
        g_free(comm);
        g_free(comm_path);
        if (!is_webkit) continue;
        char *path = g_strdup_printf("/proc/%s/environ", name);
        char *contents = NULL;
        gsize length = 0;
        if (g_file_get_contents(path, &contents, &length, NULL)) {
            // NUL-separated NAME=VALUE entries.
            for (gsize offset = 0; offset < length; offset += strlen(contents + offset) + 1) {
                if (strlen(contents + offset) == marker_length && strcmp(contents + offset, wanted) == 0) {
                    pids[count++] = (pid_t)pid;
                    break;
                }
            }
        }
        g_free(contents);
        g_free(path);
    }
    g_free(wanted);
    g_dir_close(proc);
    return count;
}

void nibornot_webkit_stop(NibornotWebKit *engine) {
    if (!engine) return;
    pid_t pids[64];
    int count = nibornot_webkit_processes(engine, pids, 64);
    if (engine->window) gtk_window_destroy(GTK_WINDOW(engine->window));
    g_clear_object(&engine->view);
    g_clear_object(&engine->session);
    g_clear_object(&engine->context);
    // Let WebKit end its processes itself, then end what is left of them.
    for (int round = 0; round < 200; round++) {
        while (g_main_context_pending(NULL))
            g_main_context_iteration(NULL, FALSE);
        int left = 0;
        for (int index = 0; index < count; index++)
            if (kill(pids[index], 0) == 0) left++;
        if (left == 0) break;
        usleep(10000);
    }
    for (int index = 0; index < count; index++) {
        kill(pids[index], SIGKILL);
        waitpid(pids[index], NULL, WNOHANG);
    }
    count = nibornot_webkit_processes(engine, pids, 64); // any started since the first listing
    for (int index = 0; index < count; index++)
        kill(pids[index], SIGKILL);
    g_free(engine->failure);
    g_free(engine->marker);
    g_free(engine->extension_directory);
    g_free(engine);
}
