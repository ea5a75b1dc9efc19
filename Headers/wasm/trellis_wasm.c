/*
 * trellis_wasm.c: what a C plugin links to become a wasm plugin (ABI-wasm.md, beside the
 * header). It builds the trellis_host table the plugin calls out of the host's imports,
 * exports the marker, entry and call trampolines the host calls, and provides the little of
 * libc that plugins use (memory functions and an allocator), since no libc is linked.
 *
 *   clang --target=wasm32 -nostdlib -O2 -I Headers -isystem Headers/wasm/libc \
 *     -Wl,--no-entry -Wl,--export-dynamic Headers/wasm/trellis_wasm.c plugin.c -o Name.wasm
 * (Scripts/build-wasm-plugin runs that line.)
 */
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "trellis_wasm.h"

/* The layouts ABI-wasm.md gives, checked where they are made. */
_Static_assert(sizeof(void *) == 4 && sizeof(size_t) == 4, "wasm32 only");
_Static_assert(sizeof(trellis_value) == 16 && sizeof(trellis_named_value) == 24, "value layout");
_Static_assert(sizeof(trellis_magic) == 20 && sizeof(trellis_plugin) == 64, "descriptor layout");
_Static_assert(sizeof(trellis_container) == 36 && sizeof(trellis_parameter) == 48, "container layout");
_Static_assert(sizeof(trellis_value_key) == 48 && sizeof(trellis_modifier) == 28, "key and modifier layout");
_Static_assert(sizeof(trellis_layout_request) == 56 && sizeof(trellis_content) == 20, "request layout");
_Static_assert(sizeof(trellis_subview) == 16 && sizeof(trellis_section) == 44, "content layout");
_Static_assert(sizeof(trellis_cells) == 36 && sizeof(trellis_modifier_request) == 16, "cells layout");

extern trellis_status trellis_plugin_entry_v1(const trellis_host *host, const trellis_plugin **plugin);

/* --- the host table over the imports ------------------------------------------------------ */

static int32_t glue_text_width(trellis_str text) { return trellis_import_text_width(text.data, text.length); }
static size_t glue_prefix_fitting(trellis_str text, int32_t cells) {
    return trellis_import_text_prefix_fitting(text.data, text.length, cells);
}
static const trellis_text_extension glue_text = {sizeof(trellis_text_extension), glue_text_width, glue_prefix_fitting};

static const void *glue_get_extension(const trellis_host *host, const char *id) {
    (void)host;
    return strcmp(id, TRELLIS_EXTENSION_TEXT) == 0 ? &glue_text : NULL;
}
static void glue_log(const trellis_host *host, int32_t level, trellis_str message) {
    (void)host;
    trellis_import_log(level, message.data, message.length);
}
static void glue_set_error(trellis_context *context, trellis_str message) {
    trellis_import_set_error(context, message.data, message.length);
}
static trellis_status glue_measure(trellis_context *context, uint32_t subview, trellis_proposal proposal,
                                   const trellis_style *text_style, trellis_size *size) {
    return trellis_import_measure(context, subview, proposal.width, proposal.height, text_style, size);
}
static trellis_status glue_begin_output(trellis_context *context, trellis_size size) {
    return trellis_import_begin_output(context, size.width, size.height);
}
static trellis_status glue_draw_subview(trellis_context *context, uint32_t subview, int32_t x, int32_t y, trellis_size size,
                                        const trellis_style *text_style) {
    return trellis_import_draw_subview(context, subview, x, y, size.width, size.height, text_style);
}
static trellis_status glue_put_text(trellis_context *context, int32_t x, int32_t y, trellis_str text, const trellis_style *style) {
    return trellis_import_put_text(context, x, y, text.data, text.length, style);
}
static trellis_status glue_fill(trellis_context *context, trellis_rect rect, trellis_str cluster, const trellis_style *style) {
    return trellis_import_fill(context, rect.x, rect.y, rect.width, rect.height, cluster.data, cluster.length, style);
}
static trellis_status glue_put_cells(trellis_context *context, int32_t x, int32_t y, const trellis_cells *cells) {
    return trellis_import_put_cells(context, x, y, cells);
}
static trellis_status glue_render_subview(trellis_context *context, uint32_t subview, trellis_size size,
                                          const trellis_style *text_style, trellis_cells *cells) {
    return trellis_import_render_subview(context, subview, size.width, size.height, text_style, cells);
}
static void *glue_modifier_user_data(trellis_context *context) { return trellis_import_modifier_user_data(context); }
static trellis_status glue_set_container_value(trellis_context *context, trellis_str key, const trellis_value *value) {
    return trellis_import_set_container_value(context, key.data, key.length, value);
}
static trellis_status glue_set_environment_value(trellis_context *context, trellis_str key, const trellis_value *value) {
    return trellis_import_set_environment_value(context, key.data, key.length, value);
}

static const trellis_host glue_host = {
    {sizeof(trellis_magic), TRELLIS_ABI_MAJOR, TRELLIS_ABI_MINOR, TRELLIS_ABI_MINOR, sizeof(void *), sizeof(trellis_value),
     TRELLIS_RUNTIME_SWIFT, NULL},
    sizeof(trellis_host), "trellis", "wasm",
    glue_get_extension, glue_log, glue_set_error, glue_measure, glue_begin_output, glue_draw_subview, glue_put_text,
    glue_fill, glue_put_cells, glue_render_subview, glue_modifier_user_data, glue_set_container_value,
    glue_set_environment_value,
};

/* --- exports -------------------------------------------------------------------------------- */

TRELLIS_WASM_EXPORT(trellis_wasm_abi_v1) uint32_t trellis_wasm_abi_v1(void) { return TRELLIS_WASM_ABI_MARKER; }

/* Writes the descriptor's address to out[0] and the host table's (for requests' `host`) to out[1]. */
TRELLIS_WASM_EXPORT(trellis_wasm_entry_v1) trellis_status trellis_wasm_entry_v1(uint32_t *out) {
    const trellis_plugin *plugin = NULL;
    trellis_status status = trellis_plugin_entry_v1(&glue_host, &plugin);
    out[0] = (uint32_t)(uintptr_t)plugin;
    out[1] = (uint32_t)(uintptr_t)&glue_host;
    return status;
}

/* Memory the host lends the plugin during a call (requests, rendered cells); freed when the call returns. */
TRELLIS_WASM_EXPORT(trellis_wasm_alloc) void *trellis_wasm_alloc(uint32_t size) { return malloc(size); }
TRELLIS_WASM_EXPORT(trellis_wasm_free) void trellis_wasm_free(void *pointer) { free(pointer); }

typedef trellis_status (*glue_layout_fn)(const trellis_layout_request *);
typedef trellis_status (*glue_size_fn)(const trellis_layout_request *, trellis_size *);

TRELLIS_WASM_EXPORT(trellis_wasm_layout)
trellis_status trellis_wasm_layout(glue_layout_fn layout, const trellis_layout_request *request) { return layout(request); }

TRELLIS_WASM_EXPORT(trellis_wasm_size_that_fits)
trellis_status trellis_wasm_size_that_fits(glue_size_fn size_that_fits, const trellis_layout_request *request, trellis_size *size) {
    return size_that_fits(request, size);
}

/* A modifier's arguments after the first arrive as 8-byte slots; C cannot call a function of a
 * signature known only at run time, so each shape of up to two arguments is spelled out: the
 * wasm types are i32 (i, b, s), i64 (l) and f64 (d). */
#define GLUE_ARG(type, index) (*(const type *)&slots[index])
#define GLUE_CALL0() (returns ? ((trellis_status(*)(uint32_t))function)(first) : (((void (*)(uint32_t))function)(first), TRELLIS_OK))
#define GLUE_CALL1(A)                                                                                                   \
    (returns ? ((trellis_status(*)(uint32_t, A))function)(first, GLUE_ARG(A, 0))                                       \
             : (((void (*)(uint32_t, A))function)(first, GLUE_ARG(A, 0)), TRELLIS_OK))
#define GLUE_CALL2(A, B)                                                                                                \
    (returns ? ((trellis_status(*)(uint32_t, A, B))function)(first, GLUE_ARG(A, 0), GLUE_ARG(B, 1))                    \
             : (((void (*)(uint32_t, A, B))function)(first, GLUE_ARG(A, 0), GLUE_ARG(B, 1)), TRELLIS_OK))
#define GLUE_SECOND(A)                                                                                                  \
    switch (kinds[1]) {                                                                                                 \
    case 'i': return GLUE_CALL2(A, int32_t);                                                                            \
    case 'l': return GLUE_CALL2(A, int64_t);                                                                            \
    default: return GLUE_CALL2(A, double);                                                                              \
    }

/* `kinds` holds one of 'i', 'l', 'd' per argument after the first (the host maps b and s to i),
 * `count` of them; `returns` is 1 for a signature returning `i`. */
TRELLIS_WASM_EXPORT(trellis_wasm_modifier)
trellis_status trellis_wasm_modifier(void (*function)(void), uint32_t returns, uint32_t first, const char *kinds, uint32_t count,
                                     const uint64_t *slots) {
    if (count == 0) return GLUE_CALL0();
    if (count == 1) {
        switch (kinds[0]) {
        case 'i': return GLUE_CALL1(int32_t);
        case 'l': return GLUE_CALL1(int64_t);
        default: return GLUE_CALL1(double);
        }
    }
    if (count == 2) {
        switch (kinds[0]) {
        case 'i': GLUE_SECOND(int32_t)
        case 'l': GLUE_SECOND(int64_t)
        default: GLUE_SECOND(double)
        }
    }
    return TRELLIS_ERROR_UNSUPPORTED;
}

/* --- the little libc plugins use ------------------------------------------------------------- */

void *memcpy(void *destination, const void *source, size_t count) { return __builtin_memcpy(destination, source, count); }
void *memmove(void *destination, const void *source, size_t count) { return __builtin_memmove(destination, source, count); }
void *memset(void *destination, int byte, size_t count) { return __builtin_memset(destination, byte, count); }
int memcmp(const void *left, const void *right, size_t count) {
    const unsigned char *a = left, *b = right;
    for (size_t i = 0; i < count; i++)
        if (a[i] != b[i]) return a[i] < b[i] ? -1 : 1;
    return 0;
}
size_t strlen(const char *text) {
    size_t length = 0;
    while (text[length]) length++;
    return length;
}
int strcmp(const char *left, const char *right) {
    while (*left && *left == *right) left++, right++;
    return (unsigned char)*left - (unsigned char)*right;
}
void abort(void) { __builtin_trap(); }

/* The allocator: blocks of power-of-two sizes from 16 bytes, each after an 8-byte header that
 * holds its size class; freed blocks go on their class's list for reuse. Memory grows past
 * __heap_base by doubling (the host charges fuel for every byte a growth copies, so growing a
 * page at a time would cost the square of the final size), by what is needed when doubling
 * passes the host's cap; it never shrinks. */
extern unsigned char __heap_base;
static uintptr_t glue_heap_top;
static uintptr_t glue_heap_end;
static void *glue_free_lists[32];

static int glue_class(size_t size) {
    int class = 4;
    while (((size_t)1 << class) < size + 8) class++;
    return class;
}

void *malloc(size_t size) {
    if (size > ((size_t)1 << 30)) return NULL;
    int class = glue_class(size);
    if (glue_free_lists[class]) {
        void *block = glue_free_lists[class];
        glue_free_lists[class] = *(void **)block;
        return block;
    }
    if (glue_heap_top == 0) {
        glue_heap_top = ((uintptr_t)&__heap_base + 15) & ~(uintptr_t)15;
        glue_heap_end = __builtin_wasm_memory_size(0) * 65536;
    }
    size_t total = (size_t)1 << class;
    uintptr_t start = (glue_heap_top + 8 + 15) & ~(uintptr_t)15; /* 16-aligned, its header before it */
    uintptr_t end = start + total - 8;
    if (end > glue_heap_end) {
        size_t pages = (end - glue_heap_end + 65535) / 65536;
        size_t doubling = __builtin_wasm_memory_size(0);
        if ((doubling < pages || __builtin_wasm_memory_grow(0, doubling) == (size_t)-1) &&
            __builtin_wasm_memory_grow(0, pages) == (size_t)-1)
            return NULL;
        glue_heap_end = __builtin_wasm_memory_size(0) * 65536;
    }
    glue_heap_top = end;
    *(uint32_t *)(start - 8) = (uint32_t)class;
    return (void *)start;
}

void free(void *pointer) {
    if (!pointer) return;
    int class = (int)*(uint32_t *)((uintptr_t)pointer - 8);
    *(void **)pointer = glue_free_lists[class];
    glue_free_lists[class] = pointer;
}

void *calloc(size_t count, size_t size) {
    if (size && count > ((size_t)1 << 30) / size) return NULL;
    void *block = malloc(count * size);
    if (block) memset(block, 0, count * size);
    return block;
}

void *realloc(void *pointer, size_t size) {
    if (!pointer) return malloc(size);
    size_t old = ((size_t)1 << *(uint32_t *)((uintptr_t)pointer - 8)) - 8;
    if (size <= old) return pointer;
    void *block = malloc(size);
    if (block) {
        memcpy(block, pointer, old);
        free(pointer);
    }
    return block;
}
