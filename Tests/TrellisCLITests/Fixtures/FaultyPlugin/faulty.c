/*
 * The plugin "Faulty": each container but Fine fails the way a buggy plugin kills its host.
 * Built by the isolation tests with: cc -shared -fPIC -I Headers faulty.c
 */
#include <stdlib.h>
#include <string.h>
#include "trellis_plugin.h"

static const trellis_host *host;
static const trellis_style plain = {0, 0, 0};

static trellis_status fine(const trellis_layout_request *request) {
    int32_t width = request->proposal.width;
    trellis_size size = {width >= 0 && width < 4 ? width : 4, request->proposal.height == 0 ? 0 : 1};
    trellis_status status = host->begin_output(request->context, size);
    if (status != TRELLIS_OK) return status;
    return host->put_text(request->context, 0, 0, (trellis_str){"fine", (size_t)size.width}, &plain);
}

static trellis_status segfault(const trellis_layout_request *request) {
    (void)request;
    volatile int *nowhere = NULL;
    *nowhere = 1;
    return TRELLIS_OK;
}

/* The instruction a Swift trap (fatalError, overflow, index out of range) executes. */
static trellis_status trap(const trellis_layout_request *request) {
    (void)request;
    __builtin_trap();
}

static trellis_status do_abort(const trellis_layout_request *request) {
    (void)request;
    abort();
}

static trellis_status hang(const trellis_layout_request *request) {
    (void)request;
    for (volatile unsigned long i = 0;; i++) {}
    return TRELLIS_OK;
}

/* Allocates and touches memory until malloc fails, then uses the NULL it got, as careless code does. */
static trellis_status hog(const trellis_layout_request *request) {
    (void)request;
    for (;;) {
        char *block = malloc(16 << 20);
        memset(block, 1, 16 << 20);
    }
    return TRELLIS_OK;
}

#define CONTAINER(name, layout) {sizeof(trellis_container), name, NULL, NULL, 0, TRELLIS_CONTAINER_TAKES_CONTENT, NULL, layout, NULL}

static const trellis_container containers[] = {
    CONTAINER("Fine", fine), CONTAINER("Segfault", segfault), CONTAINER("Trap", trap),
    CONTAINER("Abort", do_abort), CONTAINER("Hang", hang), CONTAINER("Hog", hog),
};

static const trellis_plugin plugin = {
    TRELLIS_MAGIC_C, sizeof(trellis_plugin), "Faulty", "1.0", NULL,
    containers, sizeof containers / sizeof containers[0], NULL, 0, NULL, 0, NULL,
};

TRELLIS_EXPORT trellis_status trellis_plugin_entry_v1(const trellis_host *h, const trellis_plugin **out) {
    host = h;
    *out = &plugin;
    return TRELLIS_OK;
}
