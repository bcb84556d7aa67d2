// Start-up and the ways out (docs/gnustep.md, "Robust workers"): NSApplication on an X display, an
// uncaught-exception handler that ends the process with one line instead of GNUstep's modal panel (which waits
// forever under Xvfb), a watchdog that ends a call that takes too long, and the daemons GNUstep may start
// (gdnc, gpbs, gdomap, make_services) stopped on every way out the process itself sees.
#import "RowInternal.h"
#include <dirent.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static BOOL started;
static pthread_t start_thread;
static char *start_error;
static NSString *xib_directory;
static char fault[16];

BOOL nibornot_gnustep_is_started(void) {
    return started;
}
BOOL nibornot_gnustep_on_start_thread(void) {
    return started && pthread_equal(pthread_self(), start_thread);
}
NSString *nibornot_gnustep_xib_directory(void) {
    return xib_directory;
}

char *nibornot_gnustep_copy_line(NSString *text) {
    NSString *line = [[text componentsSeparatedByCharactersInSet:[NSCharacterSet newlineCharacterSet]]
        componentsJoinedByString:@" "];
    return strdup([line UTF8String] ?: "GNUstep gave an error that is not UTF-8");
}

char *nibornot_gnustep_describe(NSException *exception) {
    return nibornot_gnustep_copy_line(
        [NSString stringWithFormat:@"GNUstep raised %@: %@", [exception name], [exception reason]]);
}

// --- Daemons ----------------------------------------------------------------------------------------------

/// The programs GNUstep launches on its own when a service it wants is not running.
static BOOL is_daemon(const char *name) {
    return strcmp(name, "gdnc") == 0 || strcmp(name, "gpbs") == 0 || strcmp(name, "gdomap") == 0 ||
           strcmp(name, "make_services") == 0;
}

/// This process's children that are GNUstep daemons. The process is a child subreaper (set at start), so a
/// daemon that detaches from the process that launched it becomes this process's child, not init's.
static int daemon_children(pid_t *pids, int capacity) {
    DIR *proc = opendir("/proc");
    if (!proc) return 0;
    int count = 0;
    pid_t me = getpid();
    struct dirent *entry;
    while ((entry = readdir(proc)) && count < capacity) {
        pid_t pid = (pid_t)atoi(entry->d_name);
        if (pid <= 0) continue;
        char path[64], text[512];
        snprintf(path, sizeof path, "/proc/%d/stat", pid);
        FILE *file = fopen(path, "r");
        if (!file) continue;
        size_t length = fread(text, 1, sizeof text - 1, file);
        fclose(file);
        text[length] = 0;
        // pid (comm) state ppid ...: comm may hold spaces, so it ends at the last ')'.
        char *open = strchr(text, '('), *close = strrchr(text, ')');
        if (!open || !close || close < open) continue;
        *close = 0;
        int ppid = 0;
        char state;
        if (sscanf(close + 1, " %c %d", &state, &ppid) != 2 || ppid != me) continue;
        if (is_daemon(open + 1)) pids[count++] = pid;
    }
    closedir(proc);
    return count;
}

int nibornot_gnustep_stop_daemons(void) {
    pid_t pids[32];
    int count = daemon_children(pids, 32);
    for (int i = 0; i < count; i++)
        kill(pids[i], SIGTERM);
    for (int i = 0; i < count; i++) {
        int status;
        // A daemon ends within milliseconds of SIGTERM; one still there after a second is killed.
        for (int tries = 0; tries < 100 && waitpid(pids[i], &status, WNOHANG) == 0; tries++)
            usleep(10000);
        if (kill(pids[i], 0) == 0) {
            kill(pids[i], SIGKILL);
            waitpid(pids[i], &status, 0);
        }
    }
    return count;
}

static void stop_daemons_at_exit(void) {
    nibornot_gnustep_stop_daemons();
}

/// Ends the process with one line on standard error, after stopping what GNUstep started.
static void end_process(const char *line, int status) {
    dprintf(STDERR_FILENO, "%s\n", line);
    nibornot_gnustep_stop_daemons();
    _exit(status);
}

static void uncaught(NSException *exception) {
    char *line = nibornot_gnustep_describe(exception);
    char text[1024];
    snprintf(text, sizeof text, "%s (uncaught; the GNUstep worker stops)", line);
    end_process(text, 70);
}

// --- Watchdog ---------------------------------------------------------------------------------------------

static double time_limit = 60;
static volatile double deadline; // CLOCK_MONOTONIC seconds; 0 when no call runs
static const char *volatile current_call = "a call";

static double now(void) {
    struct timespec time;
    clock_gettime(CLOCK_MONOTONIC, &time);
    return (double)time.tv_sec + (double)time.tv_nsec / 1e9;
}

double nibornot_gnustep_time_limit(void) {
    return time_limit;
}

static volatile double limit_of_current_call = 60; // the limit the running call was given

/// Starts the watchdog's clock for one call, which must end within `limit` seconds (0: no limit).
static void call_began_within(const char *what, double limit) {
    current_call = what;
    limit_of_current_call = limit;
    if (limit > 0) deadline = now() + limit;
}

void nibornot_gnustep_call_began(const char *what) {
    call_began_within(what, time_limit);
}

void nibornot_gnustep_call_ended(void) {
    deadline = 0;
}

static void *watch(void *unused) {
    (void)unused;
    for (;;) {
        usleep(100000);
        double limit = deadline;
        if (limit > 0 && now() > limit) {
            char text[256];
            snprintf(text, sizeof text,
                     "GNUstep: %s did not finish within %g s (NIB_OR_NOT_GNUSTEP_TIME_LIMIT); the worker stops",
                     current_call, limit_of_current_call);
            end_process(text, 71);
        }
    }
    return NULL;
}

// --- Faults, for the tests of the ways out ------------------------------------------------------------------

void nibornot_gnustep_inject_fault(const char *name) {
    snprintf(fault, sizeof fault, "%s", name ? name : "");
}

void nibornot_gnustep_maybe_fault(void) {
    if (strcmp(fault, "raise") == 0) {
        [NSException raise:NSInternalInconsistencyException format:@"a fault injected for a test"];
    } else if (strcmp(fault, "hang") == 0) {
        for (;;)
            pause();
    } else if (strcmp(fault, "uncaught") == 0) {
        // Called outside every @try of this library, as an exception in AppKit's own machinery would be.
        [NSException raise:NSInternalInconsistencyException format:@"an uncaught fault injected for a test"];
    }
}

BOOL nibornot_gnustep_fault_is_uncaught(void) {
    return strcmp(fault, "uncaught") == 0;
}

// --- Start ------------------------------------------------------------------------------------------------

char *nibornot_gnustep_start(const char *directory) {
    if (started) return NULL;
    if (start_error) return strdup(start_error);
    const char *limit = getenv("NIB_OR_NOT_GNUSTEP_TIME_LIMIT");
    if (limit && *limit) {
        char *end;
        double value = strtod(limit, &end);
        if (*end || !(value >= 0)) {
            start_error = strdup("NIB_OR_NOT_GNUSTEP_TIME_LIMIT must be a number of seconds, 0 or more");
            return strdup(start_error);
        }
        time_limit = value;
    }
    const char *injected = getenv("NIB_OR_NOT_GNUSTEP_FAULT");
    if (injected && *injected) nibornot_gnustep_inject_fault(injected);
    const char *display = getenv("DISPLAY");
    if (!display || !*display) {
        start_error = strdup("GNUstep cannot open a display: set DISPLAY or let nib-or-not start Xvfb (package xvfb)");
        return strdup(start_error);
    }
    prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
    atexit(stop_daemons_at_exit);
    pthread_t watchdog;
    pthread_create(&watchdog, NULL, watch, NULL);
    pthread_detach(watchdog);
    // Start-up gets at least the default limit: a short limit is for the rows (the tests of a hung row set 2 s),
    // and a loaded machine has been seen to take longer than that to open the display and load AppKit.
    call_began_within("GNUstep's start-up", time_limit > 0 && time_limit < 60 ? 60 : time_limit);
    @autoreleasepool {
        @try {
            [NSApplication sharedApplication];
            // After NSApplication, which installs its own handler: a modal panel that waits forever under Xvfb.
            NSSetUncaughtExceptionHandler(uncaught);
            xib_directory = [[NSString alloc] initWithUTF8String:directory];
            nibornot_gnustep_templates_start();
            start_thread = pthread_self();
            started = YES;
        } @catch (NSException *exception) {
            start_error = nibornot_gnustep_describe(exception);
        }
    }
    nibornot_gnustep_call_ended();
    return started ? NULL : strdup(start_error);
}
