// The web process side of the `webkit` toolkit (docs/web.md, "WebKit"): loaded by WebKit into the web process,
// it answers the UI process's messages by calling the page's functions through JavaScriptCore's GLib API. Rows are
// timed here, with clock_gettime(CLOCK_MONOTONIC) around the call, because WebKit's performance.now() steps by
// 1 ms (20 µs when cross-origin isolated) and a clock in the UI process would time the message round trip.
#include <webkit/webkit-web-process-extension.h>
#include "NibOrNotWebKitExtension.h"
#include <stdint.h>
#include <string.h>
#include <time.h>

static uint64_t now_nanoseconds(void) {
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return (uint64_t)time.tv_sec * 1000000000u + (uint64_t)time.tv_nsec;
}

/// Answers `message` with (ok, nanoseconds, text): text is the result as JSON when ok, else the error's one line.
static void reply(WebKitUserMessage *message, gboolean ok, uint64_t nanoseconds, const char *text) {
    GVariant *parameters = g_variant_new("(bts)", ok, (guint64)nanoseconds, text ? text : "null");
    webkit_user_message_send_reply(message, webkit_user_message_new("answer", parameters));
}

/// The pending exception of `context` as one line ("Error: broken row"), cleared; NULL when there is none.
static char *take_exception(JSCContext *context) {
    JSCException *exception = jsc_context_get_exception(context);
    if (!exception) return NULL;
    char *text = jsc_exception_to_string(exception);
    jsc_context_clear_exception(context);
    char *newline = strchr(text, '\n');
    if (newline) *newline = '\0';
    char *line = g_strdup_printf("the page threw %s", text);
    g_free(text);
    return line;
}

/// "evaluate" (s): the expression's value as JSON.
static void evaluate(JSCContext *context, WebKitUserMessage *message) {
    const char *expression = NULL;
    g_variant_get(webkit_user_message_get_parameters(message), "&s", &expression);
    JSCValue *value = jsc_context_evaluate(context, expression, -1);
    char *failure = take_exception(context);
    if (failure) {
        reply(message, FALSE, 0, failure);
        g_free(failure);
    } else {
        char *json = jsc_value_is_undefined(value) ? NULL : jsc_value_to_json(value, 0);
        reply(message, TRUE, 0, json);
        g_free(json);
    }
    g_object_unref(value);
}

/// "time" (ss): NibOrNotBench[method](...arguments) between two clock readings, then NibOrNotBench.settle(rows)
/// after the clock has stopped (the document emptied, the rows dropped), so freeing them is not timed.
static void time_call(JSCContext *context, WebKitUserMessage *message) {
    const char *method = NULL, *arguments_json = NULL;
    g_variant_get(webkit_user_message_get_parameters(message), "(&s&s)", &method, &arguments_json);
    JSCValue *bench = jsc_context_evaluate(context, "NibOrNotBench", -1);
    char *failure = take_exception(context);
    JSCValue *arguments = failure ? NULL : jsc_value_new_from_json(context, arguments_json);
    if (!failure && (!arguments || !jsc_value_is_array(arguments)))
        failure = g_strdup("the arguments are not a JSON array");
    if (failure) {
        reply(message, FALSE, 0, failure);
        g_free(failure);
        g_clear_object(&arguments);
        g_object_unref(bench);
        return;
    }
    JSCValue *length = jsc_value_object_get_property(arguments, "length");
    guint count = (guint)jsc_value_to_int32(length);
    g_object_unref(length);
    JSCValue **values = g_new0(JSCValue *, count + 1);
    for (guint index = 0; index < count; index++)
        values[index] = jsc_value_object_get_property_at_index(arguments, index);

    uint64_t start = now_nanoseconds();
    JSCValue *rows = jsc_value_object_invoke_methodv(bench, method, count, values);
    uint64_t end = now_nanoseconds();

    failure = take_exception(context);
    if (!failure) {
        JSCValue *settled = jsc_value_object_invoke_method(bench, "settle", JSC_TYPE_VALUE, rows, G_TYPE_NONE);
        failure = take_exception(context);
        g_clear_object(&settled);
    }
    if (failure) {
        reply(message, FALSE, 0, failure);
        g_free(failure);
    } else {
        reply(message, TRUE, end - start, NULL);
    }
    g_clear_object(&rows);
    for (guint index = 0; index < count; index++)
        g_object_unref(values[index]);
    g_free(values);
    g_object_unref(arguments);
    g_object_unref(bench);
}

static gboolean on_message(WebKitWebPage *page, WebKitUserMessage *message, gpointer data) {
    (void)data;
    // The main frame is the page's only frame; webkit_web_page_get_main_frame is deprecated since 2.48 (site
    // isolation) but is the direct way to it in 2.50.
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    WebKitFrame *frame = webkit_web_page_get_main_frame(page);
    G_GNUC_END_IGNORE_DEPRECATIONS
    JSCContext *context = webkit_frame_get_js_context(frame);
    const char *name = webkit_user_message_get_name(message);
    if (g_strcmp0(name, "evaluate") == 0) {
        evaluate(context, message);
    } else if (g_strcmp0(name, "time") == 0) {
        time_call(context, message);
    } else {
        reply(message, FALSE, 0, "unknown message");
    }
    g_object_unref(context);
    return TRUE;
}

/// Nothing reaches a network: the page is one document with everything inline, so every request it would make is
/// cancelled (returning TRUE from send-request).
static gboolean on_send_request(WebKitWebPage *page, WebKitURIRequest *request, WebKitURIResponse *redirect,
                                gpointer data) {
    (void)page;
    (void)request;
    (void)redirect;
    (void)data;
    return TRUE;
}

static void on_page_created(WebKitWebProcessExtension *extension, WebKitWebPage *page, gpointer data) {
    (void)extension;
    (void)data;
    g_signal_connect(page, "user-message-received", G_CALLBACK(on_message), NULL);
    g_signal_connect(page, "send-request", G_CALLBACK(on_send_request), NULL);
}

G_MODULE_EXPORT void webkit_web_process_extension_initialize(WebKitWebProcessExtension *extension) {
    g_signal_connect(extension, "page-created", G_CALLBACK(on_page_created), NULL);
}
