/*
 * trellis_wasm.h: the WebAssembly flavour of the Trellis plugin ABI, version 1 (ABI-wasm.md).
 *
 * A wasm plugin is the same C plugin as a native one (trellis_plugin.h, compiled for wasm32),
 * linked with Headers/wasm/trellis_wasm.c, which turns the host's imports into the
 * trellis_host table the plugin expects and exports what the host calls. This header names
 * those imports and exports; plugins written in C include only trellis_plugin.h.
 */
#ifndef TRELLIS_WASM_H
#define TRELLIS_WASM_H

#include <stdint.h>

#include "trellis_plugin.h"

/* The marker the host reads before anything else: TRELLIS_WASM_ABI_MARKER from the export
 * trellis_wasm_abi_v1. Its major must equal the host's. */
#define TRELLIS_WASM_ABI_MAJOR 1
#define TRELLIS_WASM_ABI_MINOR 0
#define TRELLIS_WASM_ABI_MARKER (((uint32_t)TRELLIS_WASM_ABI_MAJOR << 16) | TRELLIS_WASM_ABI_MINOR)

/* The module name of every host import. */
#define TRELLIS_WASM_IMPORT(name) __attribute__((import_module("trellis"), import_name(#name)))
#define TRELLIS_WASM_EXPORT(name) __attribute__((export_name(#name), used))

/* Host imports. Pointers are offsets into the plugin's memory, borrowed for the call; `context`
 * is the handle from the request. Each returns a trellis_status unless said otherwise. */
TRELLIS_WASM_IMPORT(log) void trellis_import_log(int32_t level, const char *text, uint32_t length);
TRELLIS_WASM_IMPORT(set_error) void trellis_import_set_error(trellis_context *context, const char *text, uint32_t length);
TRELLIS_WASM_IMPORT(measure)
trellis_status trellis_import_measure(trellis_context *context, uint32_t subview, int32_t width, int32_t height,
                                      const trellis_style *text_style, trellis_size *size);
TRELLIS_WASM_IMPORT(begin_output) trellis_status trellis_import_begin_output(trellis_context *context, int32_t width, int32_t height);
TRELLIS_WASM_IMPORT(draw_subview)
trellis_status trellis_import_draw_subview(trellis_context *context, uint32_t subview, int32_t x, int32_t y, int32_t width,
                                           int32_t height, const trellis_style *text_style);
TRELLIS_WASM_IMPORT(put_text)
trellis_status trellis_import_put_text(trellis_context *context, int32_t x, int32_t y, const char *text, uint32_t length,
                                       const trellis_style *style);
TRELLIS_WASM_IMPORT(fill)
trellis_status trellis_import_fill(trellis_context *context, int32_t x, int32_t y, int32_t width, int32_t height,
                                   const char *cluster, uint32_t length, const trellis_style *style);
TRELLIS_WASM_IMPORT(put_cells)
trellis_status trellis_import_put_cells(trellis_context *context, int32_t x, int32_t y, const trellis_cells *cells);
TRELLIS_WASM_IMPORT(render_subview)
trellis_status trellis_import_render_subview(trellis_context *context, uint32_t subview, int32_t width, int32_t height,
                                             const trellis_style *text_style, trellis_cells *cells);
TRELLIS_WASM_IMPORT(modifier_user_data) void *trellis_import_modifier_user_data(trellis_context *context);
TRELLIS_WASM_IMPORT(set_container_value)
trellis_status trellis_import_set_container_value(trellis_context *context, const char *key, uint32_t length,
                                                  const trellis_value *value);
TRELLIS_WASM_IMPORT(set_environment_value)
trellis_status trellis_import_set_environment_value(trellis_context *context, const char *key, uint32_t length,
                                                    const trellis_value *value);
/* "trellis.text/1": the width in cells (-1: not UTF-8), and the longest prefix fitting `cells`. */
TRELLIS_WASM_IMPORT(text_width) int32_t trellis_import_text_width(const char *text, uint32_t length);
TRELLIS_WASM_IMPORT(text_prefix_fitting)
uint32_t trellis_import_text_prefix_fitting(const char *text, uint32_t length, int32_t cells);

#endif /* TRELLIS_WASM_H */
