// Messages to the web process extension and their answers (docs/web.md, "WebKit"): the UI process waits in GTK's
// main loop for each answer, up to the engine's timeout.
#include "EngineInternal.h"
#include <stdlib.h>
#include <string.h>

static gboolean on_timeout(gpointer data) {
    *(bool *)data = true;
    return G_SOURCE_REMOVE;
}

bool nibornot_webkit_wait(NibornotWebKit *engine, bool *done, const char *what) {
    bool timed_out = false;
    guint source = g_timeout_add((guint)(engine->timeout * 1000), on_timeout, &timed_out);
    while (!*done && !timed_out && !engine->terminated && !engine->failure)
        g_main_context_iteration(NULL, TRUE);
    if (!timed_out) g_source_remove(source);
    if (*done) return true;
    if (engine->failure) return false;
    if (engine->terminated) {
        engine->failure = nibornot_webkit_error("%s during %s", engine->termination, what);
    } else {
        engine->hung = true;
        engine->failure = nibornot_webkit_error("no answer to %s within %g s: the page hangs", what, engine->timeout);
        // A page in an endless loop keeps its web process busy: end it, as a hung page cannot be used again.
        webkit_web_view_terminate_web_process(engine->view);
    }
    return false;
}

/// One message's answer; on the heap, because a message given up on (a hang) is answered later, if at all.
typedef struct {
    bool done;
    bool abandoned;
    GVariant *answer;
    char *error;
} Pending;

static void on_reply(GObject *source, GAsyncResult *result, gpointer data) {
    Pending *pending = data;
    GError *error = NULL;
    WebKitUserMessage *reply = webkit_web_view_send_message_to_page_finish(WEBKIT_WEB_VIEW(source), result, &error);
    if (pending->abandoned) {
        if (reply) g_object_unref(reply);
        g_clear_error(&error);
        g_free(pending);
        return;
    }
    if (reply) {
        pending->answer = g_variant_ref(webkit_user_message_get_parameters(reply));
        g_object_unref(reply);
    } else {
        pending->error = g_strdup(error ? error->message : "no answer");
        g_clear_error(&error);
    }
    pending->done = true;
}

/// Sends `name` with `parameters` and waits for the extension's answer (ok, nanoseconds, text). On success the
/// text (JSON) and time are returned; else NULL with *error.
static char *send(NibornotWebKit *engine, const char *name, GVariant *parameters, uint64_t *nanoseconds, char **error) {
    *error = NULL;
    if (!engine || engine->terminated || engine->hung) {
        g_variant_unref(g_variant_ref_sink(parameters));
        *error = nibornot_webkit_error("%s", engine && engine->failure ? engine->failure : "the web process has ended");
        return NULL;
    }
    Pending *pending = g_new0(Pending, 1);
    webkit_web_view_send_message_to_page(engine->view, webkit_user_message_new(name, parameters), NULL, on_reply,
                                         pending);
    char *what = g_strdup_printf("the extension's %s message", name);
    bool answered = nibornot_webkit_wait(engine, &pending->done, what);
    g_free(what);
    if (!answered) {
        pending->abandoned = true;
        *error = strdup(engine->failure);
        return NULL;
    }
    char *text = NULL;
    if (pending->error) {
        // A web process that crashed fails its pending message before WebKit reports the crash: wait a moment for
        // the report, which says more than the message's error.
        bool waited = false;
        guint source = g_timeout_add(1000, on_timeout, &waited);
        while (!waited && !engine->terminated)
            g_main_context_iteration(NULL, TRUE);
        if (!waited) g_source_remove(source);
        if (engine->terminated) {
            engine->failure = nibornot_webkit_error("%s during the extension's %s message", engine->termination, name);
            *error = strdup(engine->failure);
        } else {
            *error = nibornot_webkit_error("the extension did not answer: %s", pending->error);
        }
    } else {
        gboolean ok = FALSE;
        guint64 time = 0;
        const char *answer = NULL;
        g_variant_get(pending->answer, "(bt&s)", &ok, &time, &answer);
        if (ok) {
            text = strdup(answer);
            if (nanoseconds) *nanoseconds = time;
        } else {
            *error = strdup(answer);
        }
        g_variant_unref(pending->answer);
    }
    g_free(pending->error);
    g_free(pending);
    return text;
}

char *nibornot_webkit_evaluate(NibornotWebKit *engine, const char *expression, char **error) {
    return send(engine, "evaluate", g_variant_new("s", expression), NULL, error);
}

bool nibornot_webkit_time(NibornotWebKit *engine, const char *method, const char *arguments_json, uint64_t *nanoseconds,
                          char **error) {
    char *text = send(engine, "time", g_variant_new("(ss)", method, arguments_json), nanoseconds, error);
    free(text);
    return text != NULL;
}
