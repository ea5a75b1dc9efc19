/*
 * A minimal plugin for the loader's tests, broken on purpose by -D options:
 *   PLUGIN_NAME="..." CONTAINER_NAME="..."  its names ("Fixture", "Box")
 *   NO_ENTRY                 exports trellis_plugin_entry_v0 instead of the v1 entry point
 *   MAGIC_MAJOR=n MAGIC_MINOR=n MAGIC_MINOR_REQUIRED=n MAGIC_POINTER_SIZE=n  its magic block
 *   SWIFT_VERSION="..."      claims to be a Swift plugin built by that compiler
 *   REFUSE                   the entry logs why and returns TRELLIS_ERROR_UNSUPPORTED
 *   NULL_NAME                the plugin's name is NULL
 *   CONTAINER_SIZE=n         the containers' struct_size
 *   DUPLICATE_CONTAINER      declares its container twice
 *   MODIFIER_SIGNATURE="..." its modifier's signature ("v(Ci)")
 *   NULL_MODIFIER            its modifier's function is NULL
 *   NULL_LAYOUT              its container's layout function is NULL
 *   FUTURE_FIELDS            every size-prefixed struct carries a field of a later minor
 * Built by the tests with: cc -shared -fPIC -I Headers [-D...] loading.c
 */
#include "trellis_plugin.h"

#ifndef PLUGIN_NAME
#define PLUGIN_NAME "Fixture"
#endif
#ifndef CONTAINER_NAME
#define CONTAINER_NAME "Box"
#endif
#ifndef MAGIC_MAJOR
#define MAGIC_MAJOR TRELLIS_ABI_MAJOR
#endif
#ifndef MAGIC_MINOR
#define MAGIC_MINOR TRELLIS_ABI_MINOR
#endif
#ifndef MAGIC_MINOR_REQUIRED
#define MAGIC_MINOR_REQUIRED TRELLIS_ABI_MINOR
#endif
#ifndef MAGIC_POINTER_SIZE
#define MAGIC_POINTER_SIZE sizeof(void *)
#endif
#ifdef SWIFT_VERSION
#define RUNTIME TRELLIS_RUNTIME_SWIFT, SWIFT_VERSION
#else
#define RUNTIME TRELLIS_RUNTIME_C, NULL
#endif
#ifdef NULL_NAME
#define NAME NULL
#else
#define NAME PLUGIN_NAME
#endif
#ifdef FUTURE_FIELDS
#define LATER_FIELD void (*later)(void);
#else
#define LATER_FIELD
#endif
#ifdef NULL_LAYOUT
#define LAYOUT NULL
#else
#define LAYOUT layout
#endif
#ifdef DUPLICATE_CONTAINER
#define CONTAINER_COUNT 2
#else
#define CONTAINER_COUNT 1
#endif
#ifndef MODIFIER_SIGNATURE
#define MODIFIER_SIGNATURE "v(Ci)"
#endif
#ifdef NULL_MODIFIER
#define MODIFIER_FUNCTION NULL
#else
#define MODIFIER_FUNCTION (void (*)(void))touch
#endif

/* Draws "ok". */
static trellis_status layout(const trellis_layout_request *request) {
    const trellis_host *host = (const trellis_host *)request->user_data;
    trellis_size size = {2, 1};
    const trellis_style plain = {0, 0, 0};
    trellis_status status = host->begin_output(request->context, size);
    if (status == TRELLIS_OK) status = host->put_text(request->context, 0, 0, (trellis_str){"ok", 2}, &plain);
    return status;
}

static void touch(trellis_context *context, int32_t value) {
    (void)context;
    (void)value;
}

typedef struct fixture_container { trellis_container base; LATER_FIELD } fixture_container;
typedef struct fixture_modifier { trellis_modifier base; LATER_FIELD } fixture_modifier;
typedef struct fixture_plugin { trellis_plugin base; LATER_FIELD } fixture_plugin;

#ifndef CONTAINER_SIZE
#define CONTAINER_SIZE sizeof(fixture_container)
#endif

static fixture_container containers[CONTAINER_COUNT] = {
    {{CONTAINER_SIZE, CONTAINER_NAME, NULL, NULL, 0, 0, NULL, LAYOUT, NULL}},
#ifdef DUPLICATE_CONTAINER
    {{CONTAINER_SIZE, CONTAINER_NAME, NULL, NULL, 0, 0, NULL, LAYOUT, NULL}},
#endif
};

static const fixture_modifier modifiers[] = {
    {{sizeof(fixture_modifier), "touch", MODIFIER_SIGNATURE, NULL, MODIFIER_FUNCTION, NULL, NULL}},
};

static const fixture_plugin plugin = {{
    {sizeof(trellis_magic), MAGIC_MAJOR, MAGIC_MINOR, MAGIC_MINOR_REQUIRED, MAGIC_POINTER_SIZE, sizeof(trellis_value), RUNTIME},
    sizeof(fixture_plugin), NAME, "1.0", NULL, &containers[0].base, CONTAINER_COUNT, NULL, 0, &modifiers[0].base, 1, NULL,
}};

#ifdef NO_ENTRY
TRELLIS_EXPORT trellis_status trellis_plugin_entry_v0(const trellis_host *host, const trellis_plugin **descriptor) {
#else
TRELLIS_EXPORT trellis_status trellis_plugin_entry_v1(const trellis_host *host, const trellis_plugin **descriptor) {
#endif
    for (int i = 0; i < CONTAINER_COUNT; i++) containers[i].base.user_data = (void *)host;
    *descriptor = &plugin.base;
#ifdef REFUSE
    host->log(host, TRELLIS_LOG_ERROR, (trellis_str){"this plugin needs a host with a colour extension", 48});
    return TRELLIS_ERROR_UNSUPPORTED;
#else
    return TRELLIS_OK;
#endif
}
