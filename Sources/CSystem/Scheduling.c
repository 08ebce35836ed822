#define _GNU_SOURCE
#include "CSystem.h"

#if defined(__linux__)
#include <pthread.h>
#include <sched.h>

int screenkit_current_core(void) {
    return sched_getcpu();
}

int screenkit_attributes_avoid_core(void *attributes, int core) {
    cpu_set_t allowed;
    if (core < 0 || core >= CPU_SETSIZE || sched_getaffinity(0, sizeof allowed, &allowed) != 0) return -1;
    CPU_CLR(core, &allowed);
    if (CPU_COUNT(&allowed) == 0) return -1;
    return pthread_attr_setaffinity_np((pthread_attr_t *)attributes, sizeof allowed, &allowed) == 0 ? 0 : -1;
}
#else
int screenkit_current_core(void) { return -1; }

int screenkit_attributes_avoid_core(void *attributes, int core) {
    (void)attributes;
    (void)core;
    return -1;
}
#endif
