/*
 * Hostile: a wasm plugin with a runtime of its own (not trellis_wasm.c) that attacks the host in
 * the ways Headers/ABI-wasm.md leaves open to a module. Built by the tests with clang alone,
 * one module per compile-time attack (-D...), each module with the run-time attacks:
 *   Reenter    its allocator calls render_subview, which lends through the allocator again ...
 *   AllocTop   its allocator answers 0xFFFFFFF8 for the cells render_subview lends
 *   FreeTrap   lays out fine, then traps in the free that follows the call
 *   TextLoop   measures 1 MiB of text with text_width, forever
 *   LogFlood   logs 64 KiB messages, forever
 *   GrowSlow   grows its memory one page at a time until refused
 *   Tall       answers the proposal's width and 100,000 lines
 *   LongError  fails with a 1 MiB error message of U+202E (right-to-left override)
 *   Burn       burns BURN loop iterations, then draws "burnt"
 *   LateSpin   burns BURN loop iterations, measures a word with text_width, then loops forever
 *              without an import
 *   Fine       draws "fine"
 * Compile-time attacks:
 *   -DDESCRIPTOR=x      the entry answers the descriptor offset x
 *   -DALIASED_DEFAULT   Fine's parameter defaults to a list of 512 items aliasing one 1 MiB string
 *   -DSHARED_DEFAULT    a container value key defaults to one 1 MiB string, for every subview
 *   -DMANY_KEYS=n       n container value keys, each in every subview's and section's values
 *   -DBURN_IN_ALLOCATOR the allocator and free burn BURN iterations each too
 */
#include <stddef.h>
#include <stdint.h>

#include "trellis_wasm.h"

#ifndef BURN
#define BURN 100000
#endif

void *memset(void *destination, int byte, size_t count) { return __builtin_memset(destination, byte, count); }
void *memcpy(void *destination, const void *source, size_t count) { return __builtin_memcpy(destination, source, count); }

static void burn(void) {
    for (volatile uint32_t i = 0; i < BURN; i++) {
    }
}

static const trellis_style plain = {0, TRELLIS_COLOR_DEFAULT, TRELLIS_COLOR_DEFAULT};
static char big[1 << 20];

/* --- the runtime: marker, entry, allocator, trampolines --------------------------------------- */

extern unsigned char __heap_base;
static uintptr_t heap_top;
static trellis_context *reenter_context;
static int alloc_top, trap_in_free;

TRELLIS_WASM_EXPORT(trellis_wasm_alloc) void *trellis_wasm_alloc(uint32_t size) {
#ifdef BURN_IN_ALLOCATOR
    burn();
#endif
    if (reenter_context) {
        trellis_cells cells;
        trellis_import_render_subview(reenter_context, 0, 1, 1, NULL, &cells);
    }
    if (alloc_top) return (void *)(uintptr_t)0xFFFFFFF8u;
    if (heap_top == 0) heap_top = ((uintptr_t)&__heap_base + 7) & ~(uintptr_t)7;
    uintptr_t start = heap_top, end = (start + size + 7) & ~(uintptr_t)7;
    size_t have = __builtin_wasm_memory_size(0) * 65536;
    if (end > have && __builtin_wasm_memory_grow(0, (end - have + 65535) / 65536) == (size_t)-1) return NULL;
    heap_top = end;
    return (void *)start;
}

TRELLIS_WASM_EXPORT(trellis_wasm_free) void trellis_wasm_free(void *pointer) {
#ifdef BURN_IN_ALLOCATOR
    burn();
#endif
    (void)pointer;
    if (trap_in_free) __builtin_trap();
}

typedef trellis_status (*layout_fn)(const trellis_layout_request *);
typedef trellis_status (*size_fn)(const trellis_layout_request *, trellis_size *);

TRELLIS_WASM_EXPORT(trellis_wasm_layout) trellis_status trellis_wasm_layout(layout_fn layout, const trellis_layout_request *request) {
    return layout(request);
}
TRELLIS_WASM_EXPORT(trellis_wasm_size_that_fits)
trellis_status trellis_wasm_size_that_fits(size_fn size_that_fits, const trellis_layout_request *request, trellis_size *size) {
    return size_that_fits(request, size);
}
TRELLIS_WASM_EXPORT(trellis_wasm_modifier)
trellis_status trellis_wasm_modifier(void (*function)(void), uint32_t returns, uint32_t first, const char *kinds, uint32_t count,
                                     const uint64_t *slots) {
    (void)function, (void)returns, (void)first, (void)kinds, (void)count, (void)slots;
    return TRELLIS_ERROR_UNSUPPORTED;
}
TRELLIS_WASM_EXPORT(trellis_wasm_abi_v1) uint32_t trellis_wasm_abi_v1(void) { return TRELLIS_WASM_ABI_MARKER; }

/* --- the containers ----------------------------------------------------------------------------- */

static trellis_status draw(const trellis_layout_request *request, const char *text, uint32_t length) {
    trellis_status status = trellis_import_begin_output(request->context, (int32_t)length, 1);
    if (status == TRELLIS_OK) status = trellis_import_put_text(request->context, 0, 0, text, length, &plain);
    return status;
}

static trellis_status reenter_layout(const trellis_layout_request *request) {
    reenter_context = request->context;
    trellis_cells cells;
    return trellis_import_render_subview(request->context, 0, 1, 1, NULL, &cells);
}

static trellis_status alloc_top_layout(const trellis_layout_request *request) {
    alloc_top = 1;
    trellis_cells cells;
    return trellis_import_render_subview(request->context, 0, 4, 1, NULL, &cells);
}

static trellis_status free_trap_layout(const trellis_layout_request *request) {
    trap_in_free = 1;
    return draw(request, "fine", 4);
}

static trellis_status text_loop_layout(const trellis_layout_request *request) {
    memset(big, 'a', sizeof big);
    for (;;) trellis_import_text_width(big, sizeof big);
    (void)request;
}

static trellis_status log_flood_layout(const trellis_layout_request *request) {
    memset(big, 'a', sizeof big);
    for (;;) trellis_import_log(1, big, 65536);
    (void)request;
}

static trellis_status grow_slow_layout(const trellis_layout_request *request) {
    while (__builtin_wasm_memory_grow(0, 1) != (size_t)-1) {
    }
    trellis_import_set_error(request->context, "memory.grow refused", 19);
    return TRELLIS_ERROR_OUT_OF_MEMORY;
}

static trellis_status tall_layout(const trellis_layout_request *request) {
    int32_t width = request->proposal.width > 0 ? request->proposal.width : 80;
    trellis_status status = trellis_import_begin_output(request->context, width, 100000);
    if (status == TRELLIS_OK) status = trellis_import_put_text(request->context, 0, 99999, "x", 1, &plain);
    return status;
}

static trellis_status long_error_layout(const trellis_layout_request *request) {
    for (size_t i = 0; i + 3 <= sizeof big; i += 3) big[i] = '\xE2', big[i + 1] = '\x80', big[i + 2] = '\xAE';
    trellis_import_set_error(request->context, big, (sizeof big / 3) * 3);
    return TRELLIS_ERROR_FAILED;
}

static trellis_status burn_layout(const trellis_layout_request *request) {
    burn();
    return draw(request, "burnt", 5);
}

static trellis_status late_spin_layout(const trellis_layout_request *request) {
    burn();
    trellis_import_text_width("late", 4);
    for (volatile uint32_t i = 0;; i++) {
    }
    (void)request;
}

static trellis_status fine_layout(const trellis_layout_request *request) { return draw(request, "fine", 4); }

/* --- the descriptor -------------------------------------------------------------------------- */

#ifdef ALIASED_DEFAULT
static trellis_value aliased[512];
static trellis_parameter parameters[] = {
    {sizeof(trellis_parameter), "items", TRELLIS_TYPE_LIST, TRELLIS_TYPE_STRING, 0, {TRELLIS_TYPE_LIST, 512, {.items = aliased}}, NULL},
};
#define PARAMETERS parameters, 1
#else
#define PARAMETERS NULL, 0
#endif

#define CONTAINER(name, layout, ...) {sizeof(trellis_container), name, NULL, __VA_ARGS__, TRELLIS_CONTAINER_TAKES_CONTENT, NULL, layout, NULL}
static const trellis_container containers[] = {
    CONTAINER("Reenter", reenter_layout, NULL, 0), CONTAINER("AllocTop", alloc_top_layout, NULL, 0),
    CONTAINER("FreeTrap", free_trap_layout, NULL, 0), CONTAINER("TextLoop", text_loop_layout, NULL, 0),
    CONTAINER("LogFlood", log_flood_layout, NULL, 0), CONTAINER("GrowSlow", grow_slow_layout, NULL, 0),
    CONTAINER("Tall", tall_layout, NULL, 0), CONTAINER("LongError", long_error_layout, NULL, 0),
    CONTAINER("Burn", burn_layout, NULL, 0), CONTAINER("LateSpin", late_spin_layout, NULL, 0),
    CONTAINER("Fine", fine_layout, PARAMETERS),
};

#if defined(MANY_KEYS)
static trellis_value_key keys[MANY_KEYS];
static char key_names[MANY_KEYS][8];
#define KEYS keys, MANY_KEYS
#elif defined(SHARED_DEFAULT)
static trellis_value_key keys[] = {
    {sizeof(trellis_value_key), "note", TRELLIS_TYPE_STRING, 0, TRELLIS_SCOPE_CONTAINER, {TRELLIS_TYPE_STRING, 0, {.string = {big, sizeof big}}}, NULL},
};
#define KEYS keys, 1
#else
#define KEYS NULL, 0
#endif

static const trellis_plugin plugin = {
    TRELLIS_MAGIC_C, sizeof(trellis_plugin), "Hostile", "1.0", NULL, containers, sizeof containers / sizeof containers[0], KEYS, NULL, 0, NULL,
};

TRELLIS_WASM_EXPORT(trellis_wasm_entry_v1) trellis_status trellis_wasm_entry_v1(uint32_t *out) {
#if defined(ALIASED_DEFAULT) || defined(SHARED_DEFAULT)
    memset(big, 'a', sizeof big);
#endif
#ifdef ALIASED_DEFAULT
    for (int i = 0; i < 512; i++) aliased[i] = (trellis_value){TRELLIS_TYPE_STRING, 0, {.string = {big, sizeof big}}};
#endif
#ifdef MANY_KEYS
    for (int i = 0; i < MANY_KEYS; i++) {
        char *name = key_names[i];
        *name++ = 'k';
        for (int digits = 1000; digits > 0; digits /= 10) *name++ = (char)('0' + i / digits % 10);
        keys[i] = (trellis_value_key){sizeof(trellis_value_key), key_names[i], TRELLIS_TYPE_INT, 0, TRELLIS_SCOPE_CONTAINER,
                                      {TRELLIS_TYPE_INT, 0, {.integer = 0}}, NULL};
    }
#endif
#ifdef DESCRIPTOR
    out[0] = DESCRIPTOR;
#else
    out[0] = (uint32_t)(uintptr_t)&plugin;
#endif
    out[1] = 0;
    return TRELLIS_OK;
}
