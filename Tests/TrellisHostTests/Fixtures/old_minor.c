/*
 * A plugin built against ABI 1.0, as plugins were before 1.1 appended the host to layout
 * requests and added modifier requests: its magic says 1.0, it reads requests through the
 * 1.0 layout of trellis_layout_request (declared below, as the 1.0 header had it), keeps the
 * host table from its entry call, and its modifier takes the context (`C`) and finds its
 * user_data through host->modifier_user_data.
 *
 * Its container "Old" draws "old <label>", <label> being its `label` argument or, when the
 * modifier `oldMark` set it on the first subview, that subview's `mark` value.
 * Built by the tests with: cc -shared -fPIC -I Headers old_minor.c
 */
#include <string.h>

#include "trellis_plugin.h"

/* trellis_layout_request as ABI 1.0 declares it. */
typedef struct layout_request_1_0 {
    uint32_t struct_size;
    trellis_proposal proposal;
    const trellis_content *content;
    const trellis_named_value *arguments;
    uint32_t argument_count;
    const trellis_named_value *environment;
    uint32_t environment_count;
    trellis_context *context;
    void *user_data;
    uint64_t occurrence;
} layout_request_1_0;

static const trellis_host *saved_host;

static trellis_status layout(const trellis_layout_request *request) {
    const layout_request_1_0 *old = (const layout_request_1_0 *)(const void *)request;
    if (old->struct_size < sizeof(layout_request_1_0) || old->argument_count != 1) return TRELLIS_ERROR_INVALID_ARGUMENT;
    trellis_str label = old->arguments[0].value.as.string;
    const trellis_content *content = old->content;
    if (content->subview_count > 0 && content->subviews[0].value_count == 1) {
        trellis_str mark = content->subviews[0].values[0].value.as.string;
        if (mark.length > 0) label = mark;
    }
    char text[64] = "old ";
    size_t length = label.length < 59 ? label.length : 59;
    if (length > 0) memcpy(text + 4, label.data, length);
    trellis_size size = {(int32_t)(4 + length), 1};
    const trellis_style plain = {0, 0, 0};
    trellis_status status = saved_host->begin_output(old->context, size);
    if (status == TRELLIS_OK) status = saved_host->put_text(old->context, 0, 0, (trellis_str){text, 4 + length}, &plain);
    return status;
}

static void mark(trellis_context *context, const char *text) {
    const char *key = (const char *)saved_host->modifier_user_data(context);
    trellis_value value = {TRELLIS_TYPE_STRING, 0, {.string = {text, strlen(text)}}};
    saved_host->set_container_value(context, (trellis_str){key, strlen(key)}, &value);
}

static const trellis_parameter parameters[] = {
    {sizeof(trellis_parameter), "label", TRELLIS_TYPE_STRING, 0, TRELLIS_PARAMETER_REQUIRED, {0, 0, {.integer = 0}}, NULL},
};

static const trellis_container containers[] = {
    {sizeof(trellis_container), "Old", NULL, parameters, 1, TRELLIS_CONTAINER_TAKES_CONTENT, NULL, layout, NULL},
};

static const trellis_value_key keys[] = {
    {sizeof(trellis_value_key), "mark", TRELLIS_TYPE_STRING, 0, TRELLIS_SCOPE_CONTAINER, {TRELLIS_TYPE_STRING, 0, {.string = {"", 0}}}, NULL},
};

static const trellis_modifier modifiers[] = {
    {sizeof(trellis_modifier), "oldMark", "v(Cs)", NULL, (void (*)(void))mark, (void *)"mark", NULL},
};

static const trellis_plugin plugin = {
    {sizeof(trellis_magic), 1, 0, 0, sizeof(void *), sizeof(trellis_value), TRELLIS_RUNTIME_C, NULL},
    sizeof(trellis_plugin), "OldMinor", "1.0", NULL, containers, 1, keys, 1, modifiers, 1, NULL,
};

TRELLIS_EXPORT trellis_status trellis_plugin_entry_v1(const trellis_host *host, const trellis_plugin **descriptor) {
    saved_host = host;
    *descriptor = &plugin;
    return TRELLIS_OK;
}
