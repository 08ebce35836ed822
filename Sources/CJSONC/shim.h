#ifndef SCREENKIT_CJSONC_SHIM_H
#define SCREENKIT_CJSONC_SHIM_H
#include <json-c/json.h>

/* json_object_object_foreach is a macro Swift cannot import; this exposes the entry list. */
static inline struct lh_entry *screenkit_json_object_first_entry(struct json_object *object) {
    struct lh_table *table = json_object_get_object(object);
    return table ? table->head : NULL;
}
#endif
