/*
 * Sandbox: a wasm fixture plugin whose containers break the sandbox's limits on purpose.
 * Built by the tests with Scripts/build-wasm-plugin.
 *   Loop     spins forever: the fuel budget stops it.
 *   Grow     grows its memory until refused: the memory cap stops it.
 *   Wild     writes far outside its memory: WebAssembly traps.
 *   Fine     draws "fine", to show the plugin works until one of the others runs.
 */
#include <stddef.h>
#include <stdint.h>

#include "trellis_plugin.h"

static const trellis_style plain = {0, TRELLIS_COLOR_DEFAULT, TRELLIS_COLOR_DEFAULT};

static trellis_status loop_layout(const trellis_layout_request *request) {
    volatile uint32_t spins = 0;
    for (;;) spins++;
    (void)request;
}

static trellis_status grow_layout(const trellis_layout_request *request) {
    while (__builtin_wasm_memory_grow(0, 16) != (size_t)-1) {
    }
    request->host->set_error(request->context, (trellis_str){"memory.grow refused", 19});
    return TRELLIS_ERROR_OUT_OF_MEMORY;
}

static trellis_status wild_layout(const trellis_layout_request *request) {
    *(volatile uint32_t *)(uintptr_t)0xFFFFFFF0u = 1;
    (void)request;
    return TRELLIS_OK;
}

static trellis_status fine_layout(const trellis_layout_request *request) {
    trellis_size size = {4, 1};
    trellis_status status = request->host->begin_output(request->context, size);
    if (status == TRELLIS_OK) status = request->host->put_text(request->context, 0, 0, (trellis_str){"fine", 4}, &plain);
    return status;
}

#define CONTAINER(name, layout) {sizeof(trellis_container), name, NULL, NULL, 0, TRELLIS_CONTAINER_TAKES_CONTENT, NULL, layout, NULL}
static const trellis_container containers[] = {
    CONTAINER("Loop", loop_layout), CONTAINER("Grow", grow_layout), CONTAINER("Wild", wild_layout), CONTAINER("Fine", fine_layout),
};

static const trellis_plugin plugin = {
    TRELLIS_MAGIC_C, sizeof(trellis_plugin), "Sandbox", "1.0", NULL, containers, 4, NULL, 0, NULL, 0, NULL,
};

TRELLIS_EXPORT trellis_status trellis_plugin_entry_v1(const trellis_host *host, const trellis_plugin **out) {
    (void)host;
    *out = &plugin;
    return TRELLIS_OK;
}
