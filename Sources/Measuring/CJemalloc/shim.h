#include <stdint.h>
#include <jemalloc/jemalloc.h>

/// Reads a jemalloc per-thread counter through the pointer `thread.allocatedp` returned once;
/// a volatile load so the compiler re-reads it at every call (about 0.5 ns, no mallctl lookup).
static inline uint64_t nibornot_read_counter(const uint64_t *counter) {
    return *(const volatile uint64_t *)counter;
}
