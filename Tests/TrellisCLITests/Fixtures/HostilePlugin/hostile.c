/*
 * The plugin "Hostile": every text it hands the host carries escape sequences that would clear
 * the screen, retitle the window and turn the terminal red. Its container Fail fails with such
 * an error message; Quiet draws nothing. Built by the tests with: cc -shared -fPIC -I Headers hostile.c
 */
#include <string.h>
#include "trellis_plugin.h"

#define ATTACK "\x1b[2J\x1b]0;pwned\x07\x1b[31mred\xc2\x9b"

static const trellis_host *host;

static trellis_status fail(const trellis_layout_request *request) {
    static const char message[] = "broke " ATTACK;
    host->set_error(request->context, (trellis_str){message, sizeof message - 1});
    return TRELLIS_ERROR_FAILED;
}

static trellis_status quiet(const trellis_layout_request *request) {
    return host->begin_output(request->context, (trellis_size){0, 0});
}

static const trellis_parameter parameters[] = {
    {sizeof(trellis_parameter), "label", TRELLIS_TYPE_STRING, 0, 0,
     {TRELLIS_TYPE_STRING, 0, {.string = {ATTACK, sizeof ATTACK - 1}}}, "a label " ATTACK},
};

static const trellis_container containers[] = {
    {sizeof(trellis_container), "Fail", "fails " ATTACK, parameters, 1, TRELLIS_CONTAINER_TAKES_CONTENT, NULL, fail, NULL},
    {sizeof(trellis_container), "Quiet", "draws nothing " ATTACK, NULL, 0, TRELLIS_CONTAINER_TAKES_CONTENT, NULL, quiet, NULL},
};

static const trellis_value_key keys[] = {
    {sizeof(trellis_value_key), "tone", TRELLIS_TYPE_STRING, 0, TRELLIS_SCOPE_CONTAINER,
     {TRELLIS_TYPE_STRING, 0, {.string = {ATTACK, sizeof ATTACK - 1}}}, "a tone " ATTACK},
};

static const trellis_plugin plugin = {
    TRELLIS_MAGIC_C, sizeof(trellis_plugin), "Hostile", "1.0" ATTACK, "a summary " ATTACK,
    containers, sizeof containers / sizeof containers[0], keys, 1, NULL, 0, NULL,
};

TRELLIS_EXPORT trellis_status trellis_plugin_entry_v1(const trellis_host *h, const trellis_plugin **out) {
    host = h;
    host->log(host, TRELLIS_LOG_INFO, (trellis_str){"loaded " ATTACK, sizeof("loaded " ATTACK) - 1});
    *out = &plugin;
    return TRELLIS_OK;
}
