/*
 * The plugin "Misbehaving": each container's layout breaks the contract in one way.
 * Built by the tests with: cc -shared -fPIC -I Headers misbehaving.c
 */
#include "trellis_plugin.h"

static const trellis_host *host;
static const trellis_style plain = {0, 0, 0};

/* Begins an answer 10 columns wide and one line high, or less when the proposal is smaller. */
static trellis_status begin(const trellis_layout_request *request) {
    int32_t width = request->proposal.width;
    trellis_size size = {width >= 0 && width < 10 ? width : 10, request->proposal.height == 0 ? 0 : 1};
    return host->begin_output(request->context, size);
}

static trellis_status put_cells(const trellis_layout_request *request, int32_t width, const uint32_t *glyphs, const uint16_t *styles) {
    trellis_cells cells = {sizeof(trellis_cells), width, 1, glyphs, styles, &plain, 1, NULL, 0};
    return host->put_cells(request->context, 0, 0, &cells);
}

static trellis_status bad_status(const trellis_layout_request *request) {
    begin(request);
    return 99;
}

static trellis_status no_output(const trellis_layout_request *request) {
    (void)request;
    return TRELLIS_OK;
}

static trellis_status too_big(const trellis_layout_request *request) {
    trellis_size size = {request->proposal.width + 5, 1};
    return host->begin_output(request->context, size);
}

static trellis_status bad_utf8(const trellis_layout_request *request) {
    begin(request);
    return host->put_text(request->context, 0, 0, (trellis_str){"a\xFF\xFE", 3}, &plain);
}

static trellis_status bad_glyph(const trellis_layout_request *request) {
    static const uint32_t glyphs[] = {'a', 0x07};
    static const uint16_t styles[] = {0, 0};
    begin(request);
    return put_cells(request, 2, glyphs, styles);
}

static trellis_status bad_style(const trellis_layout_request *request) {
    static const uint32_t glyphs[] = {'a', 'b'};
    static const uint16_t styles[] = {0, 3};
    begin(request);
    return put_cells(request, 2, glyphs, styles);
}

static trellis_status cut_wide(const trellis_layout_request *request) {
    static const uint32_t glyphs[] = {0xD55C /* 한 */, 'b'};
    static const uint16_t styles[] = {0, 0};
    begin(request);
    return put_cells(request, 2, glyphs, styles);
}

static trellis_status escape(const trellis_layout_request *request) {
    begin(request);
    return host->put_text(request->context, 0, 0, (trellis_str){"\x1b[31mred", 8}, &plain);
}

#define CONTAINER(name, layout) {sizeof(trellis_container), name, NULL, NULL, 0, 0, NULL, layout, NULL}

static const trellis_container containers[] = {
    CONTAINER("BadStatus", bad_status), CONTAINER("NoOutput", no_output), CONTAINER("TooBig", too_big),
    CONTAINER("BadUTF8", bad_utf8),     CONTAINER("BadGlyph", bad_glyph), CONTAINER("BadStyle", bad_style),
    CONTAINER("CutWide", cut_wide),     CONTAINER("Escape", escape),
};

static const trellis_plugin plugin = {
    TRELLIS_MAGIC_C, sizeof(trellis_plugin), "Misbehaving", "1.0", NULL,
    containers, sizeof containers / sizeof containers[0], NULL, 0, NULL, 0, NULL,
};

TRELLIS_EXPORT trellis_status trellis_plugin_entry_v1(const trellis_host *table, const trellis_plugin **descriptor) {
    host = table;
    *descriptor = &plugin;
    return TRELLIS_OK;
}
