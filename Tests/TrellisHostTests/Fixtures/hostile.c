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
 * and the ones of the second round (WasmAttackTests), one class of misuse each:
 *   Escapes    puts text holding ESC sequences, BEL, NUL and U+202E
 *   Glyphs     puts cells whose glyphs are ESC, a surrogate, past U+10FFFF and U+202E
 *   Subviews   draws subview 0xFFFFFFFF and measures subview 1000
 *   Twice      begins its output twice, the second larger, and writes past the first
 *   Never      answers OK without any output
 *   Negative   begins an output of -1×-7 cells
 *   Wrap       puts text at 0xFFFFFFFE (length 4) and at the last 2 bytes of memory (length 4)
 *   Edges      measures into the last 4 bytes of memory, styles from past the end
 *   Recurse    recurses without bound in wasm (the interpreter's own stack)
 *   Status     answers status 0x7FFFFFFF without an error message
 *   ErrorOK    sets an error twice, then answers OK
 *   Wild       answers size_that_fits INT32_MIN×INT32_MAX; fills INT32_MAX×INT32_MAX cells from
 *              INT32_MIN and from 0; puts text at INT32_MIN
 *   Prefix     asks text_prefix_fitting for INT32_MIN and INT32_MAX cells, of bytes not UTF-8
 *   Chatter    calls text_width on nothing, forever
 *   AllocTrap  its allocator traps when render_subview lends the cells
 *   AllocOdd   its allocator answers an address 4 bytes off 8-alignment
 *   GrowOuter  renders subview 0 (GrowInner: grows memory by 40 pages, then draws) into cells
 *              the host writes after the memory moved, then puts them
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
static int alloc_top, trap_in_free, alloc_trap, alloc_odd;

TRELLIS_WASM_EXPORT(trellis_wasm_alloc) void *trellis_wasm_alloc(uint32_t size) {
#ifdef BURN_IN_ALLOCATOR
    burn();
#endif
    if (reenter_context) {
        trellis_cells cells;
        trellis_import_render_subview(reenter_context, 0, 1, 1, NULL, &cells);
    }
    if (alloc_top) return (void *)(uintptr_t)0xFFFFFFF8u;
    if (alloc_trap) __builtin_trap();
    if (heap_top == 0) heap_top = ((uintptr_t)&__heap_base + 7) & ~(uintptr_t)7;
    uintptr_t start = heap_top, end = (start + size + 7) & ~(uintptr_t)7;
    size_t have = __builtin_wasm_memory_size(0) * 65536;
    if (end > have && __builtin_wasm_memory_grow(0, (end - have + 65535) / 65536) == (size_t)-1) return NULL;
    heap_top = end;
    return (void *)(start + (alloc_odd ? 4 : 0));
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

/* Renders subview 0 into 4×1 cells with `*flag` set: the cells are lent through the allocator. */
static trellis_status render_with(const trellis_layout_request *request, int *flag) {
    *flag = 1;
    trellis_cells cells;
    trellis_status status = trellis_import_render_subview(request->context, 0, 4, 1, NULL, &cells);
    *flag = 0;
    return status;
}

static trellis_status alloc_top_layout(const trellis_layout_request *request) { return render_with(request, &alloc_top); }

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


/* --- the second round ---------------------------------------------------------------------- */

static uint32_t memory_end(void) { return (uint32_t)(__builtin_wasm_memory_size(0) * 65536); }

static trellis_status escapes_layout(const trellis_layout_request *request) {
    static const char text[] = "\x1b[2J\x1b]0;owned\x07 a\0b \xe2\x80\xae";
    int32_t width = request->proposal.width > 0 ? request->proposal.width : 40;
    trellis_status status = trellis_import_begin_output(request->context, width, 1);
    if (status == TRELLIS_OK) status = trellis_import_put_text(request->context, 0, 0, text, sizeof text - 1, &plain);
    return status;
}

static trellis_status glyphs_layout(const trellis_layout_request *request) {
    static const uint32_t glyphs[] = {0x1B, 0xD800, 0x110000, 0x202E};
    static const uint16_t styles[] = {0, 0, 0, 0};
    static const trellis_cells cells = {sizeof(trellis_cells), 4, 1, glyphs, styles, &plain, 1, NULL, 0};
    trellis_status status = trellis_import_begin_output(request->context, 4, 1);
    if (status == TRELLIS_OK) status = trellis_import_put_cells(request->context, 0, 0, &cells);
    return status;
}

static trellis_status subviews_layout(const trellis_layout_request *request) {
    trellis_size size;
    trellis_status measured = trellis_import_measure(request->context, 1000, 4, 1, NULL, &size);
    trellis_status status = trellis_import_begin_output(request->context, 4, 1);
    if (status == TRELLIS_OK) status = trellis_import_draw_subview(request->context, 0xFFFFFFFFu, 0, 0, 4, 1, NULL);
    return status == TRELLIS_OK ? measured : status;
}

static trellis_status twice_layout(const trellis_layout_request *request) {
    trellis_import_begin_output(request->context, 2, 1);
    trellis_status status = trellis_import_begin_output(request->context, 8, 1);
    if (status == TRELLIS_OK) status = trellis_import_put_text(request->context, 4, 0, "two", 3, &plain);
    return status;
}

static trellis_status never_layout(const trellis_layout_request *request) {
    (void)request;
    return TRELLIS_OK;
}

static trellis_status negative_layout(const trellis_layout_request *request) { return trellis_import_begin_output(request->context, -1, -7); }

static trellis_status wrap_layout(const trellis_layout_request *request) {
    trellis_status status = trellis_import_begin_output(request->context, 4, 1);
    if (status != TRELLIS_OK) return status;
    trellis_status wrapped = trellis_import_put_text(request->context, 0, 0, (const char *)(uintptr_t)0xFFFFFFFEu, 4, &plain);
    trellis_status edge = trellis_import_put_text(request->context, 0, 0, (const char *)(uintptr_t)(memory_end() - 2), 4, &plain);
    return wrapped != TRELLIS_OK ? wrapped : edge;
}

static trellis_status edges_layout(const trellis_layout_request *request) {
    trellis_size *size = (trellis_size *)(uintptr_t)(memory_end() - 4);
    trellis_status measured = trellis_import_measure(request->context, 0, 4, 1, NULL, size);
    const trellis_style *style = (const trellis_style *)(uintptr_t)(memory_end() - 8);
    trellis_status status = trellis_import_begin_output(request->context, 4, 1);
    if (status == TRELLIS_OK) status = trellis_import_put_text(request->context, 0, 0, "edge", 4, style);
    return measured != TRELLIS_OK ? measured : status;
}

static uint32_t recurse(volatile uint32_t depth) { return depth == 0xFFFFFFFFu ? 0 : recurse(depth + 1) + 1; }

static trellis_status recurse_layout(const trellis_layout_request *request) {
    return recurse(0) == 7 ? draw(request, "deep", 4) : TRELLIS_ERROR_FAILED;
}

static trellis_status status_layout(const trellis_layout_request *request) {
    (void)request;
    return 0x7FFFFFFF;
}

static trellis_status error_ok_layout(const trellis_layout_request *request) {
    trellis_import_set_error(request->context, "first", 5);
    trellis_import_set_error(request->context, "second", 6);
    return draw(request, "ok", 2);
}

static trellis_status wild_size(const trellis_layout_request *request, trellis_size *size) {
    (void)request;
    size->width = INT32_MIN;
    size->height = INT32_MAX;
    return TRELLIS_OK;
}

static trellis_status wild_layout(const trellis_layout_request *request) {
    trellis_status status = trellis_import_begin_output(request->context, 4, 1);
    if (status == TRELLIS_OK) status = trellis_import_fill(request->context, INT32_MIN, INT32_MIN, INT32_MAX, INT32_MAX, "x", 1, &plain);
    if (status == TRELLIS_OK) status = trellis_import_fill(request->context, 0, 0, INT32_MAX, INT32_MAX, "y", 1, &plain);
    if (status == TRELLIS_OK) status = trellis_import_put_text(request->context, INT32_MIN, 0, "z", 1, &plain);
    return status;
}

static trellis_status prefix_layout(const trellis_layout_request *request) {
    static const char text[] = "ab\xff\xfe\xc0\x80 cd";
    uint32_t none = trellis_import_text_prefix_fitting(text, sizeof text - 1, INT32_MIN);
    uint32_t all = trellis_import_text_prefix_fitting(text, sizeof text - 1, INT32_MAX);
    int32_t width = trellis_import_text_width(text, sizeof text - 1);
    char answer[3] = {(char)('0' + none % 10), (char)('0' + all % 10), width < 0 ? '-' : '+'};
    return draw(request, answer, 3);
}

static trellis_status chatter_layout(const trellis_layout_request *request) {
    for (;;) trellis_import_text_width("", 0);
    (void)request;
}

static trellis_status alloc_trap_layout(const trellis_layout_request *request) { return render_with(request, &alloc_trap); }

static trellis_status alloc_odd_layout(const trellis_layout_request *request) { return render_with(request, &alloc_odd); }

static trellis_status grow_outer_layout(const trellis_layout_request *request) {
    trellis_cells cells;
    trellis_status status = trellis_import_render_subview(request->context, 0, 6, 1, NULL, &cells);
    if (status == TRELLIS_OK) status = trellis_import_begin_output(request->context, cells.width, cells.height);
    if (status == TRELLIS_OK) status = trellis_import_put_cells(request->context, 0, 0, &cells);
    return status;
}

static trellis_status grow_inner_layout(const trellis_layout_request *request) {
    if (__builtin_wasm_memory_grow(0, 40) == (size_t)-1) return TRELLIS_ERROR_OUT_OF_MEMORY;
    return draw(request, "grown", 5);
}

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
    CONTAINER("Escapes", escapes_layout, NULL, 0), CONTAINER("Glyphs", glyphs_layout, NULL, 0),
    CONTAINER("Subviews", subviews_layout, NULL, 0), CONTAINER("Twice", twice_layout, NULL, 0),
    CONTAINER("Never", never_layout, NULL, 0), CONTAINER("Negative", negative_layout, NULL, 0),
    CONTAINER("Wrap", wrap_layout, NULL, 0), CONTAINER("Edges", edges_layout, NULL, 0),
    CONTAINER("Recurse", recurse_layout, NULL, 0), CONTAINER("Status", status_layout, NULL, 0),
    CONTAINER("ErrorOK", error_ok_layout, NULL, 0), CONTAINER("Prefix", prefix_layout, NULL, 0),
    CONTAINER("Chatter", chatter_layout, NULL, 0), CONTAINER("AllocTrap", alloc_trap_layout, NULL, 0),
    CONTAINER("AllocOdd", alloc_odd_layout, NULL, 0), CONTAINER("GrowOuter", grow_outer_layout, NULL, 0),
    CONTAINER("GrowInner", grow_inner_layout, NULL, 0),
    {sizeof(trellis_container), "Wild", NULL, NULL, 0, TRELLIS_CONTAINER_TAKES_CONTENT, wild_size, wild_layout, NULL},
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
