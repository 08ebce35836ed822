#ifndef SCREENKIT_CSYSTEM_H
#define SCREENKIT_CSYSTEM_H

/* Scheduler calls that glibc declares only as GNU extensions, which Swift does not import.
   Elsewhere than on Linux they do nothing and say so. */

/* The core the calling thread runs on, or -1 when the system does not say. */
int screenkit_current_core(void);

/* Makes the thread that `attributes` (a pthread_attr_t) will start run on any core the
   calling thread may run on but `core`. Returns 0 when set; -1 when it could not be, or
   when `core` is the only one allowed (the attributes are then left as they were). */
int screenkit_attributes_avoid_core(void *attributes, int core);

#endif
