/*
 * The plugin "Probe": modifiers of every argument type that set container values, and the
 * container "Values", which prints each subview's container values on a line of its own.
 * Built by the tests with: cc -shared -fPIC -I Headers probe.c
 */
#include <stdio.h>
#include <string.h>

#include "trellis_plugin.h"

static const trellis_host *host;

static trellis_status values(const trellis_layout_request *request) {
    const trellis_content *content = request->content;
    int32_t width = request->proposal.width >= 0 && request->proposal.width < 80 ? request->proposal.width : 80;
    trellis_size size = {width, (int32_t)content->subview_count};
    const trellis_style plain = {0, 0, 0};
    trellis_status status = host->begin_output(request->context, size);
    for (uint32_t i = 0; i < content->subview_count && status == TRELLIS_OK; i++) {
        char line[256];
        int length = 0;
        const trellis_subview *subview = &content->subviews[i];
        for (uint32_t k = 0; k < subview->value_count; k++) {
            const trellis_named_value *named = &subview->values[k];
            const trellis_value *value = &named->value;
            int room = (int)sizeof line - length;
            const char *separator = k > 0 ? " " : "";
            int name_length = (int)named->name.length;
            switch (value->type) {
            case TRELLIS_TYPE_BOOL:
                length += snprintf(line + length, room, "%s%.*s=%s", separator, name_length, named->name.data, value->as.boolean ? "true" : "false");
                break;
            case TRELLIS_TYPE_INT:
                length += snprintf(line + length, room, "%s%.*s=%lld", separator, name_length, named->name.data, (long long)value->as.integer);
                break;
            case TRELLIS_TYPE_DOUBLE:
                length += snprintf(line + length, room, "%s%.*s=%g", separator, name_length, named->name.data, value->as.number);
                break;
            default:
                length += snprintf(line + length, room, "%s%.*s=%.*s", separator, name_length, named->name.data,
                                   (int)value->as.string.length, value->as.string.data);
            }
        }
        status = host->put_text(request->context, 0, (int32_t)i, (trellis_str){line, (size_t)length}, &plain);
    }
    return status;
}

static void set(trellis_context *context, const char *key, trellis_value value) {
    host->set_container_value(context, (trellis_str){key, strlen(key)}, &value);
}

static void set_flag(trellis_context *context, bool flag) {
    set(context, "flag", (trellis_value){TRELLIS_TYPE_BOOL, 0, {.boolean = flag}});
}

static void set_count(trellis_context *context, int32_t count) {
    set(context, "count", (trellis_value){TRELLIS_TYPE_INT, 0, {.integer = count}});
}

static void set_total(trellis_context *context, int64_t total) {
    set(context, "total", (trellis_value){TRELLIS_TYPE_INT, 0, {.integer = total}});
}

static void set_ratio(trellis_context *context, double ratio) {
    set(context, "ratio", (trellis_value){TRELLIS_TYPE_DOUBLE, 0, {.number = ratio}});
}

static void set_label(trellis_context *context, const char *label) {
    set(context, "label", (trellis_value){TRELLIS_TYPE_STRING, 0, {.string = {label, strlen(label)}}});
}

/* Every type at once, interleaved, returning a status: refuses a negative count. */
static trellis_status set_all(trellis_context *context, bool flag, int32_t count, int64_t total, double ratio, const char *label) {
    if (count < 0) {
        const char *message = "count must not be negative";
        host->set_error(context, (trellis_str){message, strlen(message)});
        return TRELLIS_ERROR_INVALID_ARGUMENT;
    }
    set_flag(context, flag);
    set_count(context, count);
    set_total(context, total);
    set_ratio(context, ratio);
    set_label(context, label);
    return TRELLIS_OK;
}

/* Sets a key the plugin never declared. */
static void set_undeclared(trellis_context *context) {
    set(context, "colour", (trellis_value){TRELLIS_TYPE_INT, 0, {.integer = 1}});
}

#define KEY(name, type, ...) \
    {sizeof(trellis_value_key), name, type, 0, TRELLIS_SCOPE_CONTAINER, {type, 0, __VA_ARGS__}, NULL}
#define MODIFIER(name, signature, function) \
    {sizeof(trellis_modifier), name, signature, NULL, (void (*)(void))function, NULL, NULL}

static const trellis_value_key keys[] = {
    KEY("flag", TRELLIS_TYPE_BOOL, {.boolean = false}), KEY("count", TRELLIS_TYPE_INT, {.integer = 0}),
    KEY("total", TRELLIS_TYPE_INT, {.integer = 0}),     KEY("ratio", TRELLIS_TYPE_DOUBLE, {.number = 0}),
    KEY("label", TRELLIS_TYPE_STRING, {.string = {"-", 1}}),
};

static const trellis_modifier modifiers[] = {
    MODIFIER("setFlag", "v(Cb)", set_flag),   MODIFIER("setCount", "v(Ci)", set_count),
    MODIFIER("setTotal", "v(Cl)", set_total), MODIFIER("setRatio", "v(Cd)", set_ratio),
    MODIFIER("setLabel", "v(Cs)", set_label), MODIFIER("setAll", "i(Cbilds)", set_all),
    MODIFIER("setUndeclared", "v(C)", set_undeclared),
};

static const trellis_container containers[] = {
    {sizeof(trellis_container), "Values", NULL, NULL, 0, TRELLIS_CONTAINER_TAKES_CONTENT, NULL, values, NULL},
};

static const trellis_plugin plugin = {
    TRELLIS_MAGIC_C, sizeof(trellis_plugin), "Probe", "1.0", NULL, containers, 1,
    keys, sizeof keys / sizeof keys[0], modifiers, sizeof modifiers / sizeof modifiers[0], NULL,
};

TRELLIS_EXPORT trellis_status trellis_plugin_entry_v1(const trellis_host *table, const trellis_plugin **descriptor) {
    host = table;
    *descriptor = &plugin;
    return TRELLIS_OK;
}
