/*
 * trellis_plugin.h: the Trellis container-plugin ABI, version 1.
 *
 * A plugin is a shared object that exports one function, trellis_plugin_entry_v1. The host calls
 * it first; the plugin answers with a descriptor that says, in data, which containers it provides
 * (with typed parameters), which container-value and environment keys it reads (with types and
 * defaults) and which modifiers it offers (typed C functions with signature strings). The host
 * then lays out each plugin container by calling its `layout` function with a proposal, the
 * container's resolved content (subviews and sections with their container values), its
 * arguments and environment; the plugin measures and draws subviews through the host's function
 * table and answers with a block of styled cells that the host composes.
 *
 * Conventions (ABI.md beside this header explains each choice):
 *
 *  - Versioning. TRELLIS_ABI_MAJOR changes only on an incompatible change, and then the entry
 *    function gets a new name (trellis_plugin_entry_v2). Within a major, minors only add: new
 *    fields at the end of size-prefixed structs, new functions at the end of the host table, new
 *    constants. A host loads every plugin of its major whose `abi_minor_required` is at most the
 *    host's minor.
 *  - Growable structs start with `uint32_t struct_size` (or with a trellis_magic, which starts
 *    with its own size) and grow only at their end. A reader copies min(struct_size, what it
 *    knows) and treats missing fields as zero. In an array of size-prefixed structs every
 *    element has the same struct_size and readers step through the array by it.
 *  - Frozen value structs (trellis_str, trellis_value, trellis_named_value, trellis_range,
 *    trellis_proposal, trellis_size, trellis_rect, trellis_style) never change within a major.
 *  - Ownership is stated beside every pointer: "borrowed for the call" pointers are valid until
 *    the function they were passed to returns; "plugin-owned, static" pointers must stay valid
 *    as long as the plugin is loaded (plugins are never unloaded while the host runs).
 *    Nothing is freed across the boundary: plugins write results through host functions.
 *  - Strings are UTF-8 (pointer, length) slices (trellis_str), not NUL-terminated, except
 *    identifiers and descriptor texts, which are NUL-terminated (`const char *`).
 *  - Errors are trellis_status codes; a failing plugin function may attach a message with
 *    host->set_error. Nothing unwinds across the boundary (no longjmp, C++ exceptions or Swift
 *    errors).
 *  - Threads. Every function's comment ends with tags from this list, defined here once:
 *      [load]        the entry: called by whichever thread loads the plugin (not necessarily
 *                    the main thread), once for each host in the process that loads it, never
 *                    at the same time as another entry call (hosts load under a process-wide
 *                    lock).
 *      [host-serial] called on the thread that renders with a host, one call at a time per
 *                    host. Two hosts in one process may call the same plugin at the same time
 *                    from two threads: reach the host through the request (never a global) and
 *                    keep per-call state on the stack.
 *      [in-call]     only from inside the plugin call the context belongs to, on its thread.
 *      [reentrant]   may call into plugins (the calling one included) before it returns.
 *      [any-thread]  from any thread at any time, concurrently.
 */
#ifndef TRELLIS_PLUGIN_H
#define TRELLIS_PLUGIN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Clang nullability, so that Swift imports pointers as optional or not; gcc ignores it. */
#if defined(__clang__)
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wnullability-extension"
#define TRELLIS_NONNULL _Nonnull
#define TRELLIS_NULLABLE _Nullable
#else
#define TRELLIS_NONNULL
#define TRELLIS_NULLABLE
#endif

#if defined(_WIN32)
#define TRELLIS_EXPORT __declspec(dllexport)
#else
#define TRELLIS_EXPORT __attribute__((visibility("default")))
#endif

/* ---------------------------------------------------------------------------------------------
 * Versions
 * ------------------------------------------------------------------------------------------- */

#define TRELLIS_ABI_MAJOR 1
/* 1.1 appends the host table to trellis_layout_request and adds trellis_modifier_request (the
 * `R` signature code), so that every call carries the host that makes it. */
#define TRELLIS_ABI_MINOR 1

/* The name of the one exported function (see trellis_plugin_entry_fn). */
#define TRELLIS_PLUGIN_ENTRY_NAME "trellis_plugin_entry_v1"

/* What the plugin (or host) is written in, for the magic block. */
#define TRELLIS_RUNTIME_C 1
#define TRELLIS_RUNTIME_SWIFT 2

/*
 * The magic block: build facts the host compares before it reads anything else. Its layout is
 * frozen for every major version, so that a host can always report "host has X, plugin has Y".
 */
typedef struct trellis_magic {
    uint32_t struct_size;          /* sizeof(trellis_magic) */
    uint16_t abi_major;            /* TRELLIS_ABI_MAJOR the plugin was built with */
    uint16_t abi_minor;            /* TRELLIS_ABI_MINOR the plugin was built with */
    uint16_t abi_minor_required;   /* the oldest host minor the plugin works with (<= abi_minor) */
    uint16_t pointer_size;         /* sizeof(void *) */
    uint16_t value_size;           /* sizeof(trellis_value) */
    uint16_t runtime;              /* TRELLIS_RUNTIME_C or TRELLIS_RUNTIME_SWIFT */
    /* Swift: the compiler version ("6.3"), which must equal the host's (Swift has no stable ABI
     * on Linux and the process has one Swift runtime). C: NULL.
     * Plugin-owned, static, NUL-terminated. */
    const char *TRELLIS_NULLABLE runtime_version;
} trellis_magic;

/* ---------------------------------------------------------------------------------------------
 * Status codes
 * ------------------------------------------------------------------------------------------- */

/* 0 is success; 1-63 are defined here; anything else returned by a plugin is reported as a
 * misbehaving plugin. */
typedef int32_t trellis_status;
#define TRELLIS_OK 0
#define TRELLIS_ERROR_INVALID_ARGUMENT 1 /* an argument is out of range, null or of the wrong type */
#define TRELLIS_ERROR_UNSUPPORTED 2      /* an ABI version, feature or key the callee does not know */
#define TRELLIS_ERROR_FAILED 3           /* the callee could not do it; the message says why */
#define TRELLIS_ERROR_OUT_OF_MEMORY 4
#define TRELLIS_ERROR_LIMIT 5            /* a size or depth limit of the host was exceeded */
#define TRELLIS_ERROR_STATE 6            /* a function was called at the wrong moment */
#define TRELLIS_STATUS_MAX 63

/* ---------------------------------------------------------------------------------------------
 * Frozen value types
 * ------------------------------------------------------------------------------------------- */

/* A UTF-8 string slice. `data` may be NULL only when `length` is 0. Never NUL-terminated by
 * contract (it may contain no NUL bytes either). */
typedef struct trellis_str {
    const char *TRELLIS_NULLABLE data;
    size_t length;
} trellis_str;

/* The types of values that cross: arguments, container values, environment values. */
typedef uint32_t trellis_value_type;
#define TRELLIS_TYPE_NONE 0   /* no value (an unset optional) */
#define TRELLIS_TYPE_BOOL 1
#define TRELLIS_TYPE_INT 2    /* int64_t */
#define TRELLIS_TYPE_DOUBLE 3
#define TRELLIS_TYPE_STRING 4
#define TRELLIS_TYPE_LIST 5   /* `count` items of the declared element type */

/* A tagged value. Pointers inside are owned by whoever made the value and live as long as the
 * structure that holds it (borrowed for the call, or static in a descriptor). */
typedef struct trellis_value {
    trellis_value_type type;
    uint32_t count; /* TRELLIS_TYPE_LIST: the number of items; otherwise 0 */
    union {
        bool boolean;
        int64_t integer;
        double number;
        trellis_str string;
        const struct trellis_value *TRELLIS_NULLABLE items; /* TRELLIS_TYPE_LIST */
    } as;
} trellis_value;

/* A value with its key or parameter name (UTF-8, not NUL-terminated). */
typedef struct trellis_named_value {
    trellis_str name;
    trellis_value value;
} trellis_named_value;

/* Sizes and positions in terminal cells: columns across, lines down. */
#define TRELLIS_UNSPECIFIED (-1)  /* a proposal dimension asking for the ideal size */
#define TRELLIS_INFINITY INT32_MAX /* a proposal dimension asking for the maximum size */

/* A size proposed to a view: each dimension TRELLIS_UNSPECIFIED, 0..INT32_MAX-1, or
 * TRELLIS_INFINITY. 0 asks for the minimum size. */
typedef struct trellis_proposal {
    int32_t width;
    int32_t height;
} trellis_proposal;

typedef struct trellis_size {
    int32_t width;
    int32_t height;
} trellis_size;

typedef struct trellis_rect {
    int32_t x;
    int32_t y;
    int32_t width;
    int32_t height;
} trellis_rect;

/* A contiguous run of subview indices. */
typedef struct trellis_range {
    uint32_t start;
    uint32_t count;
} trellis_range;

/* Colours: 0 is the terminal's default; otherwise a kind in the top byte and a value below. */
typedef uint32_t trellis_color;
#define TRELLIS_COLOR_DEFAULT 0u
#define TRELLIS_COLOR_ANSI(n) (0x01000000u | ((uint32_t)(n) & 0x0Fu))     /* 0-7 normal, 8-15 bright */
#define TRELLIS_COLOR_PALETTE(n) (0x02000000u | ((uint32_t)(n) & 0xFFu))  /* the 256-colour palette */
#define TRELLIS_COLOR_RGB(r, g, b) \
    (0x03000000u | (((uint32_t)(r) & 0xFFu) << 16) | (((uint32_t)(g) & 0xFFu) << 8) | ((uint32_t)(b) & 0xFFu))
#define TRELLIS_COLOR_PRIMARY 0x04000000u /* the terminal's default colour, set explicitly */

/* Cell attributes; the other bits are reserved and must be 0. */
#define TRELLIS_ATTR_BOLD 0x01u
#define TRELLIS_ATTR_DIM 0x02u
#define TRELLIS_ATTR_ITALIC 0x04u
#define TRELLIS_ATTR_UNDERLINE 0x08u
#define TRELLIS_ATTR_STRIKETHROUGH 0x10u
#define TRELLIS_ATTR_INVERSE 0x20u
#define TRELLIS_ATTR_ALL 0x3Fu

/* The look of a cell. */
typedef struct trellis_style {
    uint32_t attributes; /* TRELLIS_ATTR_* */
    trellis_color foreground;
    trellis_color background;
} trellis_style;

/* ---------------------------------------------------------------------------------------------
 * Cells: a rectangle of styled terminal cells
 * ------------------------------------------------------------------------------------------- */

/* A glyph is one of:
 *  - TRELLIS_GLYPH_EMPTY: a blank cell; with style 0 (plain) nothing was drawn there, and
 *    composing keeps what is beneath; with another style it is a blank in that style (a
 *    background behind a gap);
 *  - a Unicode scalar value (U+0020 and up, not a control character): a one-scalar cluster;
 *  - TRELLIS_GLYPH_CLUSTER | i: the grapheme cluster clusters[i] (several scalars);
 *  - TRELLIS_GLYPH_CONTINUATION: the right half of the wide cluster in the cell to its left. */
#define TRELLIS_GLYPH_EMPTY 0u
#define TRELLIS_GLYPH_CLUSTER 0x200000u
#define TRELLIS_GLYPH_CONTINUATION 0x400000u

typedef struct trellis_cells {
    uint32_t struct_size; /* sizeof(trellis_cells) */
    int32_t width;
    int32_t height;
    /* width * height glyphs, row by row. */
    const uint32_t *TRELLIS_NULLABLE glyphs;
    /* width * height indices into style_table, row by row. */
    const uint16_t *TRELLIS_NULLABLE styles;
    const trellis_style *TRELLIS_NULLABLE style_table;
    uint32_t style_count;
    /* Each one extended grapheme cluster. */
    const trellis_str *TRELLIS_NULLABLE clusters;
    uint32_t cluster_count;
} trellis_cells;

/* ---------------------------------------------------------------------------------------------
 * Resolved content
 * ------------------------------------------------------------------------------------------- */

/* One resolved subview of a plugin container's content. */
typedef struct trellis_subview {
    /* The subview's identity: stable across renders, printable. */
    trellis_str id;
    /* The container values of the keys the plugin declared with TRELLIS_SCOPE_CONTAINER, one per
     * key, in the order of the plugin's value_keys (skipping environment keys): a key nobody
     * set holds its declared default. */
    const trellis_named_value *TRELLIS_NULLABLE values;
    uint32_t value_count;
} trellis_subview;

/* One section of a plugin container's content. */
typedef struct trellis_section {
    trellis_str id;
    /* Runs of indices into trellis_content.subviews. */
    trellis_range header;
    trellis_range content;
    trellis_range footer;
    /* As for trellis_subview: the section's container values for the declared keys. */
    const trellis_named_value *TRELLIS_NULLABLE values;
    uint32_t value_count;
    uint32_t is_explicit; /* 1 for a `Section` of the content, 0 for the implicit section */
} trellis_section;

/* The resolved content of a plugin container, as SwiftUI's Group(subviews:) and
 * Group(sections:) see it: `subviews` lists every resolved subview in order (each section's
 * header, content and footer, flattened); `sections` groups them. A subview's index in
 * `subviews` is its handle for host->measure and host->draw_subview. */
typedef struct trellis_content {
    uint32_t struct_size; /* sizeof(trellis_content) */
    const trellis_subview *TRELLIS_NULLABLE subviews;
    uint32_t subview_count;
    const trellis_section *TRELLIS_NULLABLE sections;
    uint32_t section_count;
} trellis_content;

/* ---------------------------------------------------------------------------------------------
 * Host services
 * ------------------------------------------------------------------------------------------- */

/* The host's state for one layout or modifier call. Opaque; valid only during that call. */
typedef struct trellis_context trellis_context;
typedef struct trellis_host trellis_host;

/* Log levels for host->log. */
#define TRELLIS_LOG_DEBUG 0
#define TRELLIS_LOG_INFO 1
#define TRELLIS_LOG_WARNING 2
#define TRELLIS_LOG_ERROR 3

/* The host's function table: every service a plugin may use. Host-owned; valid from the
 * entry call until the process exits. Fields are appended in later minors: read
 * `magic.abi_minor` (or check struct_size) before using a field added after 1.0. */
struct trellis_host {
    trellis_magic magic; /* the host's build facts */
    uint32_t struct_size; /* sizeof(trellis_host) */
    /* Host-owned, static, NUL-terminated: "trellis" and its version. */
    const char *TRELLIS_NONNULL name;
    const char *TRELLIS_NONNULL version;

    /* An optional host feature by namespaced, revisioned id ("trellis.text/1"), or NULL when
     * the host lacks it. The returned table is host-owned and static.
     * [any-thread] */
    const void *TRELLIS_NULLABLE (*TRELLIS_NONNULL get_extension)(
        const trellis_host *TRELLIS_NONNULL host, const char *TRELLIS_NONNULL id);

    /* Writes a message to the host's diagnostics (stderr unless the host redirects it).
     * `message` is borrowed for the call. From the entry or from inside a call of this host,
     * on its thread (the host keeps the last message to quote when a plugin refuses to load).
     * [load, in-call] */
    void (*TRELLIS_NONNULL log)(const trellis_host *TRELLIS_NONNULL host, int32_t level, trellis_str message);

    /* Attaches a message to the error the current call is about to return; the host shows it
     * with the plugin's and container's names. Borrowed for the call. [in-call] */
    void (*TRELLIS_NONNULL set_error)(trellis_context *TRELLIS_NONNULL context, trellis_str message);

    /* --- layout calls ---------------------------------------------------------------------- */

    /* The size subview `subview` (an index into the content's subviews) takes for `proposal`.
     * `text_style`, when not NULL, is the text style the container applies to the subview (as
     * SwiftUI's .bold() or .foregroundStyle() around it would): its attributes are added to the
     * subview's inherited ones and its colours, when not default, replace them. Borrowed for
     * the call. The subview may itself be a plugin container: this can call back into plugins
     * (the same one included) before it returns. [in-call, reentrant] */
    trellis_status (*TRELLIS_NONNULL measure)(trellis_context *TRELLIS_NONNULL context, uint32_t subview,
                                              trellis_proposal proposal,
                                              const trellis_style *TRELLIS_NULLABLE text_style,
                                              trellis_size *TRELLIS_NONNULL size);

    /* Sets the size of this call's answer. Call it once, before drawing; the size must fit the
     * proposal (a TRELLIS_UNSPECIFIED dimension accepts any size up to the host's limits).
     * [in-call] */
    trellis_status (*TRELLIS_NONNULL begin_output)(trellis_context *TRELLIS_NONNULL context, trellis_size size);

    /* Draws subview `subview` at `size` with its top-left corner at (x, y) of the answer, with
     * `text_style` as for measure. Drawing is in call order: later drawing covers earlier.
     * Clipped to the answer. [in-call, reentrant] */
    trellis_status (*TRELLIS_NONNULL draw_subview)(trellis_context *TRELLIS_NONNULL context, uint32_t subview,
                                                   int32_t x, int32_t y, trellis_size size,
                                                   const trellis_style *TRELLIS_NULLABLE text_style);

    /* Writes `text` (one line of UTF-8; no control characters) from (x, y) in `style`, one
     * grapheme cluster per cell or two for wide ones; clipped at the answer's right edge (a
     * wide cluster that does not fit becomes a space). `text` and `style` are borrowed for the
     * call. [in-call] */
    trellis_status (*TRELLIS_NONNULL put_text)(trellis_context *TRELLIS_NONNULL context, int32_t x, int32_t y,
                                               trellis_str text, const trellis_style *TRELLIS_NONNULL style);

    /* Fills `rect` (clipped to the answer) with `cluster` (one grapheme cluster one cell wide,
     * or an empty string for blank cells) in `style`. Borrowed for the call.
     * [in-call] */
    trellis_status (*TRELLIS_NONNULL fill)(trellis_context *TRELLIS_NONNULL context, trellis_rect rect,
                                           trellis_str cluster, const trellis_style *TRELLIS_NONNULL style);

    /* Copies `cells` with their top-left corner at (x, y), clipped; empty glyphs in style 0
     * keep what is beneath. `cells` is borrowed for the call and validated (scalars, clusters, widths,
     * styles). [in-call] */
    trellis_status (*TRELLIS_NONNULL put_cells)(trellis_context *TRELLIS_NONNULL context, int32_t x, int32_t y,
                                                const trellis_cells *TRELLIS_NONNULL cells);

    /* Renders subview `subview` at `size` (with `text_style` as for measure) into host-owned
     * cells written to `*cells`, valid until the current layout call returns: for plugins that
     * compose their answer themselves and then hand it over with put_cells.
     * [in-call, reentrant] */
    trellis_status (*TRELLIS_NONNULL render_subview)(trellis_context *TRELLIS_NONNULL context, uint32_t subview,
                                                     trellis_size size,
                                                     const trellis_style *TRELLIS_NULLABLE text_style,
                                                     trellis_cells *TRELLIS_NONNULL cells);

    /* --- modifier calls -------------------------------------------------------------------- */

    /* The `user_data` of the modifier being called (a modifier of signature `R...` finds it
     * in its request as well). [in-call] */
    void *TRELLIS_NULLABLE (*TRELLIS_NONNULL modifier_user_data)(trellis_context *TRELLIS_NONNULL context);

    /* Sets a container value (or, for set_environment_value, an environment value) on the view
     * the modifier modifies. `key` must be one of the plugin's declared keys of that scope and
     * `value` of its declared type. Both are borrowed for the call (the host copies them).
     * [in-call] */
    trellis_status (*TRELLIS_NONNULL set_container_value)(trellis_context *TRELLIS_NONNULL context, trellis_str key,
                                                          const trellis_value *TRELLIS_NONNULL value);
    trellis_status (*TRELLIS_NONNULL set_environment_value)(trellis_context *TRELLIS_NONNULL context, trellis_str key,
                                                            const trellis_value *TRELLIS_NONNULL value);
};

/* The host extension "trellis.text/1": text measurement as the host does it, so that plugins
 * agree with the host on widths. */
#define TRELLIS_EXTENSION_TEXT "trellis.text/1"
typedef struct trellis_text_extension {
    uint32_t struct_size; /* sizeof(trellis_text_extension) */
    /* The width of `text` in cells (sum of its grapheme clusters' widths), or -1 when `text` is
     * not valid UTF-8. Borrowed for the call. [any-thread] */
    int32_t (*TRELLIS_NONNULL width)(trellis_str text);
    /* The length in bytes of the longest prefix of `text` made of whole grapheme clusters that
     * fits in `cells` cells. Borrowed for the call. [any-thread] */
    size_t (*TRELLIS_NONNULL prefix_fitting)(trellis_str text, int32_t cells);
} trellis_text_extension;

/* ---------------------------------------------------------------------------------------------
 * What a plugin declares
 * ------------------------------------------------------------------------------------------- */

/* Flags of a parameter. */
#define TRELLIS_PARAMETER_REQUIRED 0x1u  /* documents must pass it; otherwise default_value is used */
#define TRELLIS_PARAMETER_UNLABELED 0x2u /* written without its label in documents: Foo(3) */

/* A container's parameter (an argument in documents: `DisplayBoard(columns: 3) { ... }`). */
typedef struct trellis_parameter {
    uint32_t struct_size; /* sizeof(trellis_parameter) */
    const char *TRELLIS_NONNULL name;     /* plugin-owned, static; an identifier */
    trellis_value_type type;
    trellis_value_type element_type;      /* TRELLIS_TYPE_LIST: the items' type; otherwise 0 */
    uint32_t flags;                       /* TRELLIS_PARAMETER_* */
    trellis_value default_value;          /* when not required; plugin-owned, static */
    const char *TRELLIS_NULLABLE summary; /* plugin-owned, static */
} trellis_parameter;

/* A layout call's input. Everything is borrowed for the call. */
typedef struct trellis_layout_request {
    uint32_t struct_size; /* sizeof(trellis_layout_request) */
    trellis_proposal proposal;
    const trellis_content *TRELLIS_NONNULL content;
    /* The container's arguments: one per declared parameter, in declaration order (defaults
     * filled in). */
    const trellis_named_value *TRELLIS_NULLABLE arguments;
    uint32_t argument_count;
    /* The environment values of the keys the plugin declared with TRELLIS_SCOPE_ENVIRONMENT, one
     * per key in declaration order (defaults filled in). */
    const trellis_named_value *TRELLIS_NULLABLE environment;
    uint32_t environment_count;
    /* Pass to the host's functions. */
    trellis_context *TRELLIS_NONNULL context;
    /* The container's `user_data`. */
    void *TRELLIS_NULLABLE user_data;
    /* Identifies this occurrence of the container: calls with the same id have the same
     * content, arguments and environment (only the proposal and context differ), so a plugin
     * may keep work from one call for the next (its measured body, say). Never 0; not reused
     * while the host runs; two hosts in one process may use the same id (key kept work by
     * `host` and `occurrence` together). */
    uint64_t occurrence;
    /* ABI 1.1: the host making this call, whose functions the plugin must use with `context`.
     * A 1.0 host passes a smaller struct_size and no host: check struct_size first. */
    const trellis_host *TRELLIS_NULLABLE host;
} trellis_layout_request;

/* ABI 1.1: what a modifier of signature `r(R...)` receives first, instead of the context.
 * Borrowed for the call. */
typedef struct trellis_modifier_request {
    uint32_t struct_size; /* sizeof(trellis_modifier_request) */
    /* Pass to the host's functions. */
    trellis_context *TRELLIS_NONNULL context;
    /* The host making this call, whose functions the plugin must use with `context`. */
    const trellis_host *TRELLIS_NONNULL host;
    /* The modifier's `user_data`. */
    void *TRELLIS_NULLABLE user_data;
} trellis_modifier_request;

/* Flags of a container. */
#define TRELLIS_CONTAINER_TAKES_CONTENT 0x1u /* written with a trailing { content } in documents */

/* A container the plugin provides. */
typedef struct trellis_container {
    uint32_t struct_size; /* sizeof(trellis_container) */
    const char *TRELLIS_NONNULL name;     /* plugin-owned, static; a type name ("DisplayBoard") */
    const char *TRELLIS_NULLABLE summary; /* plugin-owned, static */
    const trellis_parameter *TRELLIS_NULLABLE parameters; /* plugin-owned, static */
    uint32_t parameter_count;
    uint32_t flags; /* TRELLIS_CONTAINER_* */

    /* Optional (may be NULL): the size the container takes for request->proposal, without
     * drawing. When NULL the host calls `layout` and keeps the answer's size. Must not call
     * begin_output or draw. [host-serial, reentrant] */
    trellis_status (*TRELLIS_NULLABLE size_that_fits)(const trellis_layout_request *TRELLIS_NONNULL request,
                                                      trellis_size *TRELLIS_NONNULL size);

    /* Lays the content out for request->proposal: calls host->begin_output once, then draws
     * (host->draw_subview, put_text, fill, put_cells). On failure returns a status other than
     * TRELLIS_OK, after host->set_error. [host-serial, reentrant] */
    trellis_status (*TRELLIS_NONNULL layout)(const trellis_layout_request *TRELLIS_NONNULL request);

    void *TRELLIS_NULLABLE user_data; /* plugin-owned; passed back in each request */
} trellis_container;

/* Scopes of a value key. */
#define TRELLIS_SCOPE_CONTAINER 1   /* a container value, read from subviews and sections */
#define TRELLIS_SCOPE_ENVIRONMENT 2 /* an environment value, read from the container's environment */

/* A key the plugin reads. Documents write it with .containerValue(\.name, value) or
 * .environment(\.name, value). */
typedef struct trellis_value_key {
    uint32_t struct_size; /* sizeof(trellis_value_key) */
    const char *TRELLIS_NONNULL name;     /* plugin-owned, static; an identifier */
    trellis_value_type type;
    trellis_value_type element_type;      /* TRELLIS_TYPE_LIST: the items' type; otherwise 0 */
    uint32_t scope;                       /* TRELLIS_SCOPE_* */
    trellis_value default_value;          /* plugin-owned, static */
    const char *TRELLIS_NULLABLE summary; /* plugin-owned, static */
} trellis_value_key;

/*
 * A modifier the plugin offers: a plain typed C function the host calls through libffi.
 *
 * `signature` is `<return>(<arguments>)` with one character per type:
 *   v  void (return only)          i  int32_t          l  int64_t
 *   b  bool                         d  double           s  const char * (NUL-terminated UTF-8)
 *   C  trellis_context * (first argument)               ?  the next `s` may be NULL
 *   R  const trellis_modifier_request * (first argument, instead of C; ABI 1.1)
 * and the return type is `v`, or `i` for a trellis_status. Example: "v(Cb)" is
 *   void displayBoardCardRejected(trellis_context *context, bool rejected);
 * Strings passed in are borrowed for the call. The function sets values on the modified view
 * with host->set_container_value / set_environment_value. A plugin whose modifiers take `R`
 * needs a 1.1 host: it sets abi_minor_required to 1.
 * [host-serial]
 */
typedef struct trellis_modifier {
    uint32_t struct_size; /* sizeof(trellis_modifier) */
    const char *TRELLIS_NONNULL name;      /* plugin-owned, static; an identifier */
    const char *TRELLIS_NONNULL signature; /* plugin-owned, static */
    /* Plugin-owned, static, or NULL: the argument labels for documents, separated by spaces,
     * "_" for an unlabeled argument (the context argument has none). NULL: all unlabeled. */
    const char *TRELLIS_NULLABLE labels;
    void (*TRELLIS_NONNULL function)(void); /* called as declared by `signature` */
    void *TRELLIS_NULLABLE user_data;       /* plugin-owned; host->modifier_user_data returns it */
    const char *TRELLIS_NULLABLE summary;   /* plugin-owned, static */
} trellis_modifier;

/* The plugin's descriptor. Plugin-owned, static: valid as long as the process runs. */
typedef struct trellis_plugin {
    trellis_magic magic;
    uint32_t struct_size; /* sizeof(trellis_plugin) */
    /* Plugin-owned, static, NUL-terminated. `name` is what documents import ("DisplayBoard"). */
    const char *TRELLIS_NONNULL name;
    const char *TRELLIS_NONNULL version;
    const char *TRELLIS_NULLABLE summary;
    const trellis_container *TRELLIS_NULLABLE containers;
    uint32_t container_count;
    const trellis_value_key *TRELLIS_NULLABLE value_keys;
    uint32_t value_key_count;
    const trellis_modifier *TRELLIS_NULLABLE modifiers;
    uint32_t modifier_count;
    /* Optional: a plugin feature by namespaced, revisioned id, or NULL. [any-thread] */
    const void *TRELLIS_NULLABLE (*TRELLIS_NULLABLE get_extension)(const char *TRELLIS_NONNULL id);
} trellis_plugin;

/*
 * The one exported function, named TRELLIS_PLUGIN_ENTRY_NAME. The host calls it once, first,
 * before any other plugin function. `host` is the host's table (host-owned, valid until the
 * process exits; host->magic says which ABI minor the host speaks). The plugin writes its
 * descriptor to `*plugin` and returns TRELLIS_OK, or returns TRELLIS_ERROR_UNSUPPORTED (after
 * host->log says why) when it cannot work with this host; it should still write its descriptor
 * then, so that the host can report both versions. Must be fast and without side effects
 * beyond the plugin's own memory. Each host in the process that loads the plugin calls it,
 * with its own table: keep no table from one entry call for another host's calls. [load]
 */
typedef trellis_status (*trellis_plugin_entry_fn)(const trellis_host *TRELLIS_NONNULL host,
                                                  const trellis_plugin *TRELLIS_NULLABLE *TRELLIS_NONNULL plugin);

/* Initialises a trellis_magic for a C plugin built with this header. */
#define TRELLIS_MAGIC_C                                                                            \
    { sizeof(trellis_magic), TRELLIS_ABI_MAJOR, TRELLIS_ABI_MINOR, TRELLIS_ABI_MINOR, sizeof(void *), \
      sizeof(trellis_value), TRELLIS_RUNTIME_C, NULL }

#if defined(__clang__)
#pragma clang diagnostic pop
#endif

#ifdef __cplusplus
}
#endif

#endif /* TRELLIS_PLUGIN_H */
