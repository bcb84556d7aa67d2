/* preemption-probe.c: are the slow samples of a loaded host the ones during which the thread lost its CPU?
 *
 * Times 2,000 samples of a plain arithmetic loop of about 1 ms (a real toolkit's row takes about as long),
 * reading the thread's involuntary context switches (getrusage RUSAGE_THREAD, ru_nivcsw) before and after
 * each, and prints how many samples were preempted and how many of those over 1.5 times the fastest were.
 * The evidence for the workers' re-timing of preempted batches (docs/noisy-host.md, "Preempted batches").
 *
 * Usage: gcc -O1 scripts/preemption-probe.c -o /tmp/preemption-probe && /tmp/preemption-probe
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <sys/resource.h>
#include <time.h>

static double milliseconds(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static long involuntary_switches(void) {
    struct rusage usage;
    getrusage(RUSAGE_THREAD, &usage);
    return usage.ru_nivcsw;
}

int main(void) {
    enum { samples = 2000 };
    static double times[samples];
    static int preempted[samples];
    volatile double sink = 0;
    double fastest = 1e9;
    for (int i = 0; i < samples; i++) {
        long before = involuntary_switches();
        double start = milliseconds();
        for (int k = 0; k < 300000; k++)
            sink += k * 0.5;
        double end = milliseconds();
        preempted[i] = involuntary_switches() != before;
        times[i] = end - start;
        if (times[i] < fastest) fastest = times[i];
    }
    int lost = 0, slow = 0, slowLost = 0;
    for (int i = 0; i < samples; i++) {
        lost += preempted[i];
        if (times[i] > 1.5 * fastest) {
            slow++;
            slowLost += preempted[i];
        }
    }
    printf("fastest sample %.3f ms; preempted %d of %d; over 1.5x the fastest %d, of which preempted %d\n", fastest,
           lost, samples, slow, slowLost);
    return 0;
}
