#!/usr/bin/env python3
"""web-profile.py: where a web row's time goes, by Chromium's own tracing and by measured differences (docs/web.md,
"What makes the web's code row expensive").

What: starts Debian's Chromium headless as the chromium worker does (`--remote-debugging-pipe` on fds 3 and 4,
NUL-terminated JSON; the worker's flags, sandbox off because it runs as root, no network), serves it the page the
worker serves (`WebPage`: the committed files of templates/web/ in one page, cross-origin isolated), and for each
construction, with and without shrink-to-fit, built alone and built then laid out:

1. traces batches of rows with the DevTools `Tracing` domain and sums the renderer main thread's CPU time by kind
   (each event's own time, its children's taken out): script (JavaScript and the DOM calls it makes that have no
   event of their own, style setters included), style recalculation (UpdateLayoutTree), layout, HTML parsing
   (ParseHTML), CSS parsing (any CSSParser event), garbage collection, other;
2. profiles a batch with the `Profiler` domain's sampling CPU profile, which charges native time (DOM calls,
   style setters, canvas measuring) to the function that made it, and sums self time by function;
3. times the same batch untraced by the page's `performance.now()` (the worker's clock).

No trace event separates the parsing of an inline style's value from the rest of the setter, so it then measures
differences on one row, the code row without shrink-to-fit, recorded from the page's own `codeRow` (run once
against a recording `document`): the same elements and texts with no style; with the recorded assignments
through `style.setProperty`; with one `style.cssText` per element; through CSS Typed OM with values parsed once;
each element a shallow clone of one unstyled, or of one styled once (its declarations copied, not parsed); and
the page's `code-css`. Interleaved rounds, batches timed by the page's `performance.now()`, medians. The same
difference rows (scripts/web-profile.js) run in WebKitGTK too, by scripts/web-profile-webkit.py: a GTK 4 window
on an Xvfb of this script's own, through the libraries' C API with ctypes, with the webkit worker's environment;
WebKit's `performance.now()` steps by 1 ms, so its batches last at least 250 ms.

Prerequisites: Debian's chromium-headless-shell or chromium; for WebKit, libwebkitgtk-6.0-4 and Xvfb
(scripts/install-system-packages.sh installs them); the page's files under templates/web/
(scripts/generate-web-rows.py writes them). Python 3 standard library only. About 2 minutes.

Usage: scripts/web-profile.py [--rows N] [--traces N] [--rounds N] [--minimum MS] [--fit fit|nofit|both]
                              [--webkit yes|no] [--json FILE]
  --rows     rows in each traced, profiled and untraced batch (default 300)
  --traces   traced batches per construction and way (default 2)
  --rounds   interleaved rounds of the difference rows (default 30; WebKit half as many)
  --minimum  ms each difference batch lasts at least (default 50; WebKit at least 250)
  --fit      the constructions with shrink-to-fit, without, or both (default both)
  --webkit   also the difference rows in WebKit (default yes)
  --json     also writes every figure to FILE
  --page     prints the page it serves and stops (WebPageTests compares it with the workers' page)

Environment: NIB_OR_NOT_CHROMIUM names another browser executable (as for the worker).
"""
import argparse
import base64
import collections
import fcntl
import json
import os
import shutil
import signal
import statistics
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WEB = os.path.join(ROOT, "templates", "web")
EXECUTABLES = ["/usr/lib/chromium/chromium-headless-shell", "/usr/lib/chromium/chromium"]
PAGE_URL = "https://nib-or-not.test/row.html"
PAGE_HEADERS = [
    {"name": "Content-Type", "value": "text/html; charset=utf-8"},
    {"name": "Cross-Origin-Opener-Policy", "value": "same-origin"},
    {"name": "Cross-Origin-Embedder-Policy", "value": "require-corp"},
]
CONSTRUCTIONS = ["code", "code-css", "html", "template", "template-import", "template-precomputed"]
# The timeline's events (script, style, layout, HTML parsing) and V8's (collections); not "blink", which adds an
# event for every parser step and every text shaped, thousands a batch.
CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing", "blink_style", "v8"]
TIMEOUT = 120


def flags(profile):
    """ChromiumProcess.flags (Sources/Toolkits/Chromium/ChromiumRows/ChromiumProcess.swift), the worker's."""
    return ["--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe", f"--user-data-dir={profile}",
            "--no-first-run", "--no-default-browser-check", "--disable-extensions", "--disable-background-networking",
            "--disable-component-update", "--disable-sync", "--disable-default-apps", "--mute-audio",
            "--host-resolver-rules=MAP * ~NOTFOUND", "--js-flags=--expose-gc", "--window-size=1280,800"]


def page_html():
    """WebPage.html (Sources/Toolkits/Common/WebRows/WebPage.swift): the worker's page, made of the same committed files."""
    parts = {}
    for name in ["Row.css", "Sweep.css", "rows.js", "sweep.js", "bench.js"]:
        with open(os.path.join(WEB, name), encoding="utf-8") as handle:
            parts[name] = handle.read()
    return ('<!DOCTYPE html>\n<html><head><meta charset="utf-8"><title>nib-or-not</title><style>\n'
            f'{parts["Row.css"]}{parts["Sweep.css"]}</style></head>\n'
            '<body style="margin: 0"><div id="host"></div>\n'
            f'<script>\n{parts["rows.js"]}</script>\n<script>\n{parts["sweep.js"]}</script>\n'
            f'<script>\n{parts["bench.js"]}</script>\n</body></html>\n')


class Browser:
    """One headless Chromium in a process group of its own, spoken to over its DevTools pipe."""

    def __init__(self, html):
        path = os.environ.get("NIB_OR_NOT_CHROMIUM") or next((p for p in EXECUTABLES if os.access(p, os.X_OK)), None)
        if not path or not os.access(path, os.X_OK):
            sys.exit(f"web-profile.py: no browser at {' or '.join(EXECUTABLES)} (scripts/install-system-packages.sh)")
        self.folder = tempfile.mkdtemp(prefix="nib-or-not-web-profile-")
        self.html = html
        to_browser, from_browser = os.pipe(), os.pipe()
        # Above 4, so that the dup2 onto 3 and 4 always happens (and clears close-on-exec).
        ends = [fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, 10) for fd in (to_browser[0], from_browser[1])]
        log = os.path.join(self.folder, "browser.log")
        actions = [(os.POSIX_SPAWN_DUP2, ends[0], 3), (os.POSIX_SPAWN_DUP2, ends[1], 4),
                   (os.POSIX_SPAWN_OPEN, 0, "/dev/null", os.O_RDONLY, 0),
                   (os.POSIX_SPAWN_OPEN, 1, "/dev/null", os.O_WRONLY, 0),
                   (os.POSIX_SPAWN_OPEN, 2, log, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)]
        argv = [path] + flags(os.path.join(self.folder, "profile")) + ["about:blank"]
        self.pid = os.posix_spawn(path, argv, dict(os.environ), file_actions=actions, setpgroup=0,
                                  setsigmask=[], setsigdef=[signal.SIGTERM, signal.SIGINT, signal.SIGHUP, signal.SIGPIPE])
        for fd in ends + [to_browser[0], from_browser[1]]:
            os.close(fd)
        self.commands, self.answers = to_browser[1], from_browser[0]
        self.buffer = b""
        self.next_id = 0
        self.session = None
        self.trace = []
        self.trace_done = False

    def stop(self):
        """Closes the command pipe (the browser shuts down), then kills what is left of its group after 2 s."""
        if self.pid is None:
            return
        try:
            os.close(self.commands)
        except OSError:
            pass
        deadline = time.monotonic() + 2
        while time.monotonic() < deadline and os.waitpid(self.pid, os.WNOHANG) == (0, 0):
            time.sleep(0.05)
        try:
            os.killpg(self.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        try:
            os.waitpid(self.pid, 0)
        except ChildProcessError:
            pass
        os.close(self.answers)
        shutil.rmtree(self.folder, ignore_errors=True)
        self.pid = None

    def post(self, method, params=None, session=True):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        data = json.dumps(message).encode() + b"\0"
        while data:
            data = data[os.write(self.commands, data):]
        return self.next_id

    def send(self, method, params=None, session=True):
        """Sends a command and returns its result; events that arrive meanwhile are handled."""
        ident = self.post(method, params, session)
        while True:
            message = self.read()
            if message.get("id") == ident:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error'].get('message')}")
                return message.get("result", {})

    def wait_for(self, predicate):
        while not predicate():
            self.read()

    def read(self):
        deadline = time.monotonic() + TIMEOUT
        while b"\0" not in self.buffer:
            if time.monotonic() > deadline:
                raise RuntimeError(f"no answer from the browser within {TIMEOUT} s")
            chunk = os.read(self.answers, 1 << 20)
            if not chunk:
                raise RuntimeError("the browser ended (its log: " + self.log_tail() + ")")
            self.buffer += chunk
        text, self.buffer = self.buffer.split(b"\0", 1)
        message = json.loads(text)
        self.handle(message)
        return message

    def handle(self, message):
        method = message.get("method")
        params = message.get("params", {})
        if method == "Fetch.requestPaused":
            # As the worker: the page with COOP and COEP (cross-origin isolated), every other request failed.
            if params["request"]["url"] == PAGE_URL:
                self.post("Fetch.fulfillRequest", {"requestId": params["requestId"], "responseCode": 200,
                                                   "responseHeaders": PAGE_HEADERS,
                                                   "body": base64.b64encode(self.html.encode()).decode()})
            else:
                self.post("Fetch.failRequest", {"requestId": params["requestId"], "errorReason": "BlockedByClient"})
        elif method == "Tracing.dataCollected":
            self.trace.extend(params["value"])
        elif method == "Tracing.tracingComplete":
            self.trace_done = True
        elif method in ("Inspector.targetCrashed", "Target.targetCrashed"):
            raise RuntimeError(f"the renderer crashed ({method})")

    def log_tail(self):
        try:
            with open(os.path.join(self.folder, "browser.log"), encoding="utf-8", errors="replace") as handle:
                return " | ".join(handle.read().splitlines()[-3:])
        except OSError:
            return ""

    def open_page(self):
        target = self.send("Target.createTarget", {"url": "about:blank"}, session=False)["targetId"]
        self.session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True}, session=False)["sessionId"]
        self.send("Inspector.enable")
        self.send("Page.enable")
        self.send("Fetch.enable", {"patterns": [{"urlPattern": "*", "requestStage": "Request"}]})
        loaded = []
        navigation = self.send("Page.navigate", {"url": PAGE_URL})
        if "errorText" in navigation:
            raise RuntimeError(f"the page did not load: {navigation['errorText']}")
        while not loaded:
            if self.read().get("method") == "Page.loadEventFired":
                loaded.append(True)
        if self.evaluate("NibOrNotBench.start()") != "started":
            raise RuntimeError("the page's start() did not answer \"started\"")
        if self.evaluate("self.crossOriginIsolated") is not True:
            print("warning: the page is not cross-origin isolated: performance.now() steps by 100 µs", file=sys.stderr)

    def evaluate(self, expression):
        answer = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True})
        if "exceptionDetails" in answer:
            details = answer["exceptionDetails"]
            raise RuntimeError(f"the page threw {details.get('exception', {}).get('description') or details.get('text')}")
        return answer.get("result", {}).get("value")


def traced_batch(browser, expression):
    """The trace events of one evaluation of `expression`, between two user-timing marks the page sets."""
    browser.trace, browser.trace_done = [], False
    browser.send("Tracing.start", {"transferMode": "ReportEvents",
                                   "traceConfig": {"includedCategories": CATEGORIES, "recordMode": "recordAsMuchAsPossible"}},
                 session=False)
    browser.evaluate(f"performance.mark('nib-or-not-profile-start'); globalThis.profiled = {expression}; "
                     "performance.mark('nib-or-not-profile-end'); 0")
    browser.send("Tracing.end", session=False)
    browser.wait_for(lambda: browser.trace_done)
    return browser.trace


def self_times(events):
    """Thread time (µs of CPU time of the renderer's main thread) by event name between the two marks: each event's
    thread time inside that span less its direct children's, so that nested events are not counted twice.

    Thread time (the events' `tts` and `tdur`, and the marks' `tts`), not wall time: on a loaded machine the thread
    is often descheduled, and wall time would charge that to whichever event was open."""
    marks = {e["name"]: e for e in events if e.get("name", "").startswith("nib-or-not-profile-")}
    first, last = marks["nib-or-not-profile-start"], marks["nib-or-not-profile-end"]
    pid, tid, start, end = first["pid"], first["tid"], first["tts"], last["tts"]
    spans, opened = [], collections.defaultdict(list)
    for event in sorted((e for e in events if e.get("pid") == pid and e.get("tid") == tid and "tts" in e),
                        key=lambda e: e["ts"]):
        phase = event.get("ph")
        if phase == "X" and "tdur" in event:
            spans.append((event["tts"], event["tts"] + event["tdur"], event["name"]))
        elif phase == "B":
            opened[event["name"]].append(event["tts"])
        elif phase == "E" and opened[event["name"]]:
            spans.append((opened[event["name"]].pop(), event["tts"], event["name"]))
    spans = sorted(((max(b, start), min(f, end), name) for b, f, name in spans if b < end and f > start),
                   key=lambda s: (s[0], -s[1]))
    totals = collections.Counter()
    stack = []  # [end, name, own length, children's length]

    def close(item):
        _, name, length, children = item
        totals[name] += max(length - children, 0)
        if stack:
            stack[-1][3] += length

    for begin, finish, name in spans:
        while stack and stack[-1][0] <= begin:
            close(stack.pop())
        stack.append([finish, name, finish - begin, 0])
    while stack:
        close(stack.pop())
    totals["(no event)"] = max((end - start) - sum(totals.values()), 0)
    return totals, end - start


def kind(name):
    """The kind of a trace event's self time, by its name."""
    if "GC" in name or name.startswith(("MinorGC", "MajorGC", "BlinkGC", "CppGC")):
        return "garbage collection"
    if "CSSParser" in name or name.startswith(("ParseAuthorStyleSheet", "ParseDeclaration")):
        return "CSS parsing (events)"
    if name == "ParseHTML" or name.startswith("HTML"):
        return "HTML parsing"
    if "UpdateStyleAndLayout" in name:
        return "other"
    if name in ("UpdateLayoutTree", "RecalculateStyles") or "Style" in name or "rebuildLayoutTree" in name:
        return "style recalculation"
    if "Layout" in name or name.startswith(("InlineNode", "PrePaint", "Layerize")):
        return "layout"
    if name in ("EvaluateScript", "FunctionCall", "(no event)", "RunMicrotasks") or name.startswith(("v8.", "V8.")):
        return "script"
    return "other"


KINDS = ["script", "style recalculation", "layout", "HTML parsing", "CSS parsing (events)", "garbage collection", "other"]


def profiled_batch(browser, expression):
    """Self time (µs) by JavaScript function of one evaluation, from the sampling CPU profile (100 µs interval):
    native calls (DOM, style setters, canvas) are charged to the function that made them."""
    browser.send("Profiler.enable")
    browser.send("Profiler.setSamplingInterval", {"interval": 100})
    browser.send("Profiler.start")
    browser.evaluate(f"globalThis.profiled = {expression}; 0")
    profile = browser.send("Profiler.stop")["profile"]
    browser.send("Profiler.disable")
    names = {}
    for node in profile["nodes"]:
        frame = node["callFrame"]
        names[node["id"]] = frame["functionName"] or "(anonymous)"
    totals = collections.Counter()
    samples, deltas = profile.get("samples", []), profile.get("timeDeltas", [])
    for index, node in enumerate(samples):
        if index + 1 < len(deltas):
            totals[names[node]] += deltas[index + 1]
    return totals


def js(value):
    return json.dumps(value)


def construction_figures(browser, rows, fits, traces):
    """Per construction and way (built alone, laid out): untraced ms per row, traced ms per row by kind, and the
    sampling profile's ms per row by function. Repetitions run over every construction in turn."""
    combos = [(name, fit, laid_out) for fit in fits for name in CONSTRUCTIONS for laid_out in (False, True)
              if fit or name != "template-precomputed"]
    figures = {combo: {"untraced": [], "traced_us": 0, "kinds": collections.Counter(), "names": collections.Counter(),
                       "functions": collections.Counter(), "profiled_rows": 0} for combo in combos}
    for combo in combos:  # warm-up: the JIT's tiers, the font caches
        browser.evaluate(f"NibOrNotBench.settle(NibOrNotBench.build({js(combo[0])}, {js(combo[1])}, {js(combo[2])}, {rows // 2})), 0")
    for repetition in range(traces):
        for combo in combos:
            name, fit, laid_out = combo
            figure = figures[combo]
            build = f"NibOrNotBench.build({js(name)}, {js(fit)}, {js(laid_out)}, {rows})"
            figure["untraced"].append(browser.evaluate(
                f"NibOrNotBench.round('build', {js(name)}, {js(fit)}, {js(laid_out)}, {rows})") / rows)
            events = traced_batch(browser, build)
            browser.evaluate("NibOrNotBench.settle(profiled), 0")
            totals, window = self_times(events)
            figure["traced_us"] += window
            figure["names"].update(totals)
            for event, micros in totals.items():
                figure["kinds"][kind(event)] += micros
            if repetition == 0:
                figure["functions"].update(profiled_batch(browser, build))
                figure["profiled_rows"] += rows
                browser.evaluate("NibOrNotBench.settle(profiled), 0")
    for figure in figures.values():
        figure["traced_rows"] = rows * traces
    return figures


# The difference rows (scripts/web-profile.js), evaluated in the page.
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "web-profile.js"), encoding="utf-8") as _handle:
    DIFFERENCES_JS = _handle.read()


def difference_figures(evaluate, rows, rounds, minimum):
    """Medians over interleaved rounds of ms per row for each difference variant, in the page `evaluate` runs in."""
    evaluate(DIFFERENCES_JS)
    names = evaluate("NibOrNotProfile.names")
    for name in names:
        if name in ("elements and texts, no style", "each element a shallow clone of an unstyled one"):
            continue
        same = evaluate(f"NibOrNotProfile.check({js(name)})")
        if same != "same":
            raise RuntimeError(f"a difference row is not the code row: {same}")
    evaluate(f"NibOrNotProfile.round({rows}, {minimum}), 0")  # warm-up
    times = collections.defaultdict(list)
    for _ in range(rounds):
        for name, value in evaluate(f"NibOrNotProfile.round({rows}, {minimum})").items():
            times[name].append(value)
    return {"names": names, "assignments": evaluate("NibOrNotProfile.assignments"),
            "typed": evaluate("NibOrNotProfile.typed"), "minimum_ms": minimum,
            "medians": {name: statistics.median(times[name]) for name in names},
            "quartiles": {name: statistics.quantiles(times[name], n=4) for name in names}}


WEBKIT_ENVIRONMENT = {
    # As the webkit worker sets them (docs/web.md, "WebKit"): no sandbox (root in a container: bubblewrap needs
    # user namespaces), no compositing or DMA-BUF (Xvfb has no GPU), GTK drawing with cairo, no accessibility bus.
    "WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS": "1", "WEBKIT_DISABLE_COMPOSITING_MODE": "1",
    "WEBKIT_DISABLE_DMABUF_RENDERER": "1", "GSK_RENDERER": "cairo", "GTK_A11Y": "none", "GDK_BACKEND": "x11",
    "SWIFT_BACKTRACE": "enable=no",
}


def webkit_differences(rounds, minimum):
    """The difference rows in WebKit: an Xvfb and scripts/web-profile-webkit.py, each in a group of its own, both
    ended (with whatever WebKit started) before this returns."""
    reader, writer = os.pipe()
    os.set_inheritable(writer, True)
    xvfb = os.posix_spawn("/usr/bin/Xvfb", ["Xvfb", "-displayfd", str(writer), "-nolisten", "tcp", "-screen", "0",
                                            "1280x1024x24"], dict(os.environ), setpgroup=0)
    os.close(writer)
    display = b""
    while not display.endswith(b"\n"):
        chunk = os.read(reader, 64)
        if not chunk:
            raise RuntimeError("Xvfb did not start a display")
        display += chunk
    os.close(reader)
    environment = dict(os.environ, DISPLAY=f":{display.decode().strip()}", **WEBKIT_ENVIRONMENT)
    out_reader, out_writer = os.pipe()
    script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "web-profile-webkit.py")
    host = os.posix_spawn(sys.executable, [sys.executable, script, str(rounds), str(minimum)], environment,
                          file_actions=[(os.POSIX_SPAWN_DUP2, out_writer, 1)], setpgroup=0)
    os.close(out_writer)
    output = b""
    try:
        while chunk := os.read(out_reader, 1 << 16):
            output += chunk
        _, status = os.waitpid(host, 0)
    finally:
        os.close(out_reader)
        for group in (host, xvfb):
            try:
                os.killpg(group, signal.SIGKILL)
            except ProcessLookupError:
                pass
        for pid in (host, xvfb):
            try:
                os.waitpid(pid, 0)
            except ChildProcessError:
                pass
    if status != 0 or not output:
        raise RuntimeError(f"the WebKit host failed (wait status {status})")
    return json.loads(output)


def milliseconds(micros, rows):
    return micros / 1000 / rows


def print_tables(figures, differences, version):
    print("### Trace: ms of thread time per row by kind (share of the traced row)\n")
    print("Thread time of the renderer main thread by kind: each trace event's own (its children's taken out) "
          "around a traced batch; \"traced\" is their sum, \"untraced\" the same batch timed by the page's "
          "`performance.now()` without tracing (wall time, median of the batches).\n")
    print("| construction | fit | way | untraced | traced | " + " | ".join(KINDS) + " |")
    print("| --- | --- | --- | ---: | ---: | " + " | ".join("---:" for _ in KINDS) + " |")
    for (name, fit, laid_out), figure in figures.items():
        total = figure["traced_us"]
        cells = []
        for each in KINDS:
            value = figure["kinds"].get(each, 0)
            cells.append("—" if value <= 0 else f"{milliseconds(value, figure['traced_rows']):.3f} ({value / total:.0%})")
        print(f"| {name} | {'fit' if fit else 'no fit'} | {'laid out' if laid_out else 'built'} | "
              f"{statistics.median(figure['untraced']):.3f} | {milliseconds(total, figure['traced_rows']):.3f} | "
              + " | ".join(cells) + " |")
    print("\n### Sampling CPU profile: ms per row by function (self time; share of the sampled time but idle)\n")
    print("| construction | fit | way | functions |")
    print("| --- | --- | --- | --- |")
    for (name, fit, laid_out), figure in figures.items():
        functions = {k: v for k, v in figure["functions"].items() if k != "(idle)"}
        busy = sum(functions.values()) or 1
        top = sorted(functions.items(), key=lambda item: -item[1])[:6]
        listed = ", ".join(f"`{k}` {milliseconds(v, figure['profiled_rows']):.3f} ({v / busy:.0%})" for k, v in top)
        print(f"| {name} | {'fit' if fit else 'no fit'} | {'laid out' if laid_out else 'built'} | {listed} |")
    print_differences(differences, version)


def print_differences(differences, engine):
    base = differences["medians"]["elements and texts, no style"]
    print(f"\n### Differences in {engine}: the code row without shrink-to-fit, built alone "
          f"({differences['assignments']} `element.style` assignments a row; {differences['typed']} of them have a "
          f"typed value in Typed OM; batches of at least {differences['minimum_ms']:g} ms)\n")
    print("| row | ms per row (median; quartiles) | more than no style |")
    print("| --- | ---: | ---: |")
    for name in differences["names"]:
        median = differences["medians"][name]
        low, _, high = differences["quartiles"][name]
        print(f"| {name} | {median:.4f} ({low:.4f}–{high:.4f}) | {median - base:+.4f} |")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rows", type=int, default=300)
    parser.add_argument("--traces", type=int, default=2)
    parser.add_argument("--rounds", type=int, default=30)
    parser.add_argument("--minimum", type=float, default=50)
    parser.add_argument("--fit", choices=["fit", "nofit", "both"], default="both")
    parser.add_argument("--webkit", choices=["yes", "no"], default="yes")
    parser.add_argument("--json")
    parser.add_argument("--page", action="store_true", help="prints the page and stops (the tests compare it with the worker's)")
    options = parser.parse_args()
    if options.page:
        sys.stdout.write(page_html())
        return
    fits = {"fit": [True], "nofit": [False], "both": [True, False]}[options.fit]

    def end(number, _frame):
        raise SystemExit(128 + number)

    for number in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        signal.signal(number, end)
    browser = Browser(page_html())
    try:
        browser.open_page()
        version = browser.send("Browser.getVersion", session=False)["product"]
        print(f"{version}, {options.rows} rows a batch, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}\n")
        figures = construction_figures(browser, options.rows, fits, options.traces)
        differences = difference_figures(browser.evaluate, 20, options.rounds, options.minimum)
    except RuntimeError as error:
        sys.exit(f"web-profile.py: chromium: {error}")
    finally:
        browser.stop()
    print_tables(figures, differences, version)
    webkit = None
    if options.webkit == "yes":
        try:
            # WebKit's performance.now() steps by 1 ms: its batches last at least 250 ms.
            webkit = webkit_differences(max(options.rounds // 2, 5), max(options.minimum, 250))
        except RuntimeError as error:
            sys.exit(f"web-profile.py: webkit: {error}")
        if webkit["differences"]:
            print_differences(webkit["differences"], webkit["engine"])
        else:
            print(f"\n{webkit['engine']}: no CSS Typed OM; no difference rows")
    if options.json:
        with open(options.json, "w", encoding="utf-8") as handle:
            json.dump({"browser": version, "rows": options.rows,
                       "constructions": [{"construction": c[0], "fit": c[1], "laid_out": c[2],
                                          "untraced_ms_per_row": f["untraced"], "traced_us": f["traced_us"],
                                          "traced_rows": f["traced_rows"], "kinds_us": f["kinds"], "events_us": f["names"],
                                          "functions_us": f["functions"], "profiled_rows": f["profiled_rows"]}
                                         for c, f in figures.items()],
                       "differences": differences, "webkit": webkit}, handle, indent=1)


if __name__ == "__main__":
    main()
