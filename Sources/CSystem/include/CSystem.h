#ifndef SCREENKIT_CSYSTEM_H
#define SCREENKIT_CSYSTEM_H

/* Calls that glibc declares only as GNU extensions, or in headers Swift does not import.
   Where the system lacks one (not Linux; the last two on a C library other than glibc),
   it does nothing and says so. */

/* The core the calling thread runs on, or -1 when the system does not say. */
int screenkit_current_core(void);

/* How many cores the calling thread may run on (its affinity mask: `taskset`, a
   container's cpuset), or -1 when the system does not say. */
int screenkit_allowed_core_count(void);

/* Makes the thread that `attributes` (a pthread_attr_t) will start run on any core the
   calling thread may run on but `core`. Returns 0 when set; -1 when it could not be, or
   when `core` is the only one allowed (the attributes are then left as they were). */
int screenkit_attributes_avoid_core(void *attributes, int core);

/* Makes the allocator serve blocks of up to `mmapThreshold` bytes from its heaps and keep
   up to `trimThreshold` bytes freed at the top of each for reuse, instead of mapping fresh
   pages for each large block and giving them back when it is freed (glibc's mallopt).
   Returns 0 when both are set. */
int screenkit_keep_freed_memory(unsigned long mmapThreshold, unsigned long trimThreshold);

#endif
