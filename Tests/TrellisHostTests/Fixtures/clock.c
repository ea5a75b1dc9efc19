/*
 * Clock: a wasm fixture plugin that imports WASI's clock_time_get, so that it loads only when
 * granted the capability `clock`; its container draws "tick" once the clock answers.
 */
#include <stdint.h>

#include "trellis_plugin.h"

__attribute__((import_module("wasi_snapshot_preview1"), import_name("clock_time_get")))
int32_t clock_time_get(uint32_t id, uint64_t precision, uint64_t *time);

static const trellis_style plain = {0, TRELLIS_COLOR_DEFAULT, TRELLIS_COLOR_DEFAULT};

static trellis_status clock_layout(const trellis_layout_request *request) {
    uint64_t time = 0;
    if (clock_time_get(0, 1000, &time) != 0 || time == 0) return TRELLIS_ERROR_FAILED;
    trellis_size size = {4, 1};
    trellis_status status = request->host->begin_output(request->context, size);
    if (status == TRELLIS_OK) status = request->host->put_text(request->context, 0, 0, (trellis_str){"tick", 4}, &plain);
    return status;
}

static const trellis_container container = {
    sizeof(trellis_container), "Clock", NULL, NULL, 0, TRELLIS_CONTAINER_TAKES_CONTENT, NULL, clock_layout, NULL,
};
static const trellis_plugin plugin = {
    TRELLIS_MAGIC_C, sizeof(trellis_plugin), "Clock", "1.0", NULL, &container, 1, NULL, 0, NULL, 0, NULL,
};

TRELLIS_EXPORT trellis_status trellis_plugin_entry_v1(const trellis_host *host, const trellis_plugin **out) {
    (void)host;
    *out = &plugin;
    return TRELLIS_OK;
}
