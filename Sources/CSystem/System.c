#define _GNU_SOURCE
#include "CSystem.h"

#if defined(__linux__)
#include <sched.h>
#endif
#if defined(__GLIBC__)
#include <malloc.h>
#include <pthread.h>
#endif

int screenkit_current_core(void) {
#if defined(__linux__)
    return sched_getcpu();
#else
    return -1;
#endif
}

int screenkit_allowed_core_count(void) {
#if defined(__linux__)
    cpu_set_t allowed;
    if (sched_getaffinity(0, sizeof allowed, &allowed) != 0) return -1;
    return CPU_COUNT(&allowed);
#else
    return -1;
#endif
}

int screenkit_attributes_avoid_core(void *attributes, int core) {
#if defined(__GLIBC__)
    cpu_set_t allowed;
    if (core < 0 || core >= CPU_SETSIZE || sched_getaffinity(0, sizeof allowed, &allowed) != 0) return -1;
    CPU_CLR(core, &allowed);
    if (CPU_COUNT(&allowed) == 0) return -1;
    return pthread_attr_setaffinity_np((pthread_attr_t *)attributes, sizeof allowed, &allowed) == 0 ? 0 : -1;
#else
    (void)attributes;
    (void)core;
    return -1;
#endif
}

int screenkit_keep_freed_memory(unsigned long mmapThreshold, unsigned long trimThreshold) {
#if defined(__GLIBC__)
    if (mmapThreshold > 0x7fffffffUL || trimThreshold > 0x7fffffffUL) return -1;
    /* mallopt returns 1 on success. */
    int mapped = mallopt(M_MMAP_THRESHOLD, (int)mmapThreshold);
    int trimmed = mallopt(M_TRIM_THRESHOLD, (int)trimThreshold);
    return mapped == 1 && trimmed == 1 ? 0 : -1;
#else
    (void)mmapThreshold;
    (void)trimThreshold;
    return -1;
#endif
}
