/*
 * Kanban: a board of columns, a Trellis container plugin in plain C.
 *
 * Build it alone, from the repository's root:
 *   cc -shared -fPIC -fvisibility=hidden -I Headers Plugins/Kanban/kanban.c -o libKanban.so
 * SwiftPM builds it as the dynamic library product `Kanban`. Everything but the entry point is
 * static, so the library exports trellis_plugin_entry_v1 alone, with or without
 * -fvisibility=hidden.
 *
 * Each section of the content is a column: its header is the title, drawn in the top border of
 * the column's box; its content subviews are cards, stacked and separated by rules; its footer
 * closes the column under a rule. Columns stand side by side, `spacing` cells apart, each
 * `columnWidth` cells wide (0: they share the proposed width equally). A card whose container
 * value `isBlocked` is true (set with `.kanbanBlocked(true)`) gets a red ✖ before it.
 *
 * Narrow widths degrade: the spacing goes first, then the columns that cannot get a box with
 * one cell inside. A height shorter than the tallest column cuts every column's box there.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "trellis_plugin.h"

/* The narrowest column: a box with one cell inside. */
#define KANBAN_MIN_COLUMN 3
/* The widest board, column and spacing (far beyond any terminal). */
#define KANBAN_MAX_LENGTH 100000

static const trellis_style kanban_plain = {0, TRELLIS_COLOR_DEFAULT, TRELLIS_COLOR_DEFAULT};
static const trellis_style kanban_blocked_style = {TRELLIS_ATTR_BOLD, TRELLIS_COLOR_ANSI(1), TRELLIS_COLOR_DEFAULT};
static const char kanban_mark[] = "\xE2\x9C\x96"; /* ✖ */

static trellis_str kanban_str(const char *text) {
    trellis_str str = {text, strlen(text)};
    return str;
}

static bool kanban_is(trellis_str name, const char *expected) {
    size_t length = strlen(expected);
    return name.length == length && memcmp(name.data, expected, length) == 0;
}

/* The integer argument `name`, clamped to 0...KANBAN_MAX_LENGTH. */
static int32_t kanban_length_argument(const trellis_layout_request *request, const char *name) {
    for (uint32_t i = 0; i < request->argument_count; i++) {
        const trellis_named_value *argument = &request->arguments[i];
        if (kanban_is(argument->name, name) && argument->value.type == TRELLIS_TYPE_INT) {
            int64_t value = argument->value.as.integer;
            return value < 0 ? 0 : value > KANBAN_MAX_LENGTH ? KANBAN_MAX_LENGTH : (int32_t)value;
        }
    }
    return 0;
}

static bool kanban_is_blocked(const trellis_subview *subview) {
    for (uint32_t i = 0; i < subview->value_count; i++) {
        const trellis_named_value *value = &subview->values[i];
        if (kanban_is(value->name, "isBlocked") && value->value.type == TRELLIS_TYPE_BOOL) return value->value.as.boolean;
    }
    return false;
}

/* The geometry of a board for one proposal. */
typedef struct kanban_board {
    const trellis_layout_request *request;
    const trellis_host *host;            /* the host making the request: every call has its own */
    const trellis_text_extension *text;  /* that host's "trellis.text/1" */
    int32_t spacing;
    uint32_t columns;  /* the columns shown: the first `columns` sections */
    int32_t *widths;   /* per column shown */
    int32_t *heights;  /* per column shown, before the cut */
    trellis_size size; /* the answer */
} kanban_board;

/* The cells the blocked mark and its gap take before a card. */
static int32_t kanban_mark_width(const kanban_board *board) {
    return board->text->width(kanban_str(kanban_mark)) + 1;
}

static trellis_status kanban_measure(const kanban_board *board, uint32_t subview, int32_t width, trellis_size *size) {
    trellis_proposal proposal = {width, TRELLIS_UNSPECIFIED};
    return board->host->measure(board->request->context, subview, proposal, NULL, size);
}

/* The width a card needs inside a column of interior `inner` when it is blocked. */
static int32_t kanban_card_inner(const kanban_board *board, const trellis_subview *card, int32_t inner) {
    int32_t mark = kanban_mark_width(board);
    return kanban_is_blocked(card) && inner > mark ? inner - mark : inner;
}

/* The ideal width of the column of `section`: its title, cards and footer at their ideal sizes. */
static trellis_status kanban_ideal_width(const kanban_board *board, const trellis_section *section, int32_t *width) {
    const trellis_content *content = board->request->content;
    int32_t title = 0, widest = 0;
    for (uint32_t i = 0; i < section->header.count; i++) {
        trellis_size size;
        trellis_status status = kanban_measure(board, section->header.start + i, TRELLIS_UNSPECIFIED, &size);
        if (status != TRELLIS_OK) return status;
        title += size.width + (i > 0 ? 1 : 0);
    }
    trellis_range parts[2] = {section->content, section->footer};
    for (int part = 0; part < 2; part++) {
        for (uint32_t i = 0; i < parts[part].count; i++) {
            uint32_t index = parts[part].start + i;
            trellis_size size;
            trellis_status status = kanban_measure(board, index, TRELLIS_UNSPECIFIED, &size);
            if (status != TRELLIS_OK) return status;
            int32_t needed = size.width + (part == 0 && kanban_is_blocked(&content->subviews[index]) ? kanban_mark_width(board) : 0);
            if (needed > widest) widest = needed;
        }
    }
    *width = widest + 2;
    if (title > 0 && title + 5 > *width) *width = title + 5;
    if (*width < KANBAN_MIN_COLUMN) *width = KANBAN_MIN_COLUMN;
    return TRELLIS_OK;
}

/* Shares `width` among the sections' columns: `column` each when it fits, else equally,
 * dropping the spacing and then columns when they would get less than the minimum. */
static void kanban_share(kanban_board *board, int32_t width, int32_t column) {
    uint32_t count = board->request->content->section_count;
    int64_t gaps = (int64_t)board->spacing * (count - 1);
    if (column > 0 && (int64_t)column * count + gaps <= width) {
        for (uint32_t i = 0; i < count; i++) board->widths[i] = column;
        board->columns = count;
        return;
    }
    if ((int64_t)width - gaps < (int64_t)KANBAN_MIN_COLUMN * count) {
        board->spacing = 0;
        gaps = 0;
    }
    uint32_t shown = count;
    if ((int64_t)width < (int64_t)KANBAN_MIN_COLUMN * count) shown = (uint32_t)(width / KANBAN_MIN_COLUMN);
    board->columns = shown;
    if (shown == 0) return;
    int64_t available = width - (int64_t)board->spacing * (shown - 1);
    for (uint32_t i = 0; i < shown; i++) {
        board->widths[i] = (int32_t)(available / shown + (i < available % shown ? 1 : 0));
    }
}

/* The height of the column of `section` at `width`, uncut. */
static trellis_status kanban_column_height(const kanban_board *board, const trellis_section *section, int32_t width, int32_t *height) {
    const trellis_content *content = board->request->content;
    int32_t inner = width - 2;
    *height = 2;
    trellis_range parts[2] = {section->content, section->footer};
    for (int part = 0; part < 2; part++) {
        if (parts[part].count > 0 && part == 1) *height += 1; /* the rule above the footer */
        for (uint32_t i = 0; i < parts[part].count; i++) {
            uint32_t index = parts[part].start + i;
            trellis_size size;
            int32_t card = part == 0 ? kanban_card_inner(board, &content->subviews[index], inner) : inner;
            trellis_status status = kanban_measure(board, index, card, &size);
            if (status != TRELLIS_OK) return status;
            *height += (size.height > 0 ? size.height : 1) + (part == 0 && i > 0 ? 1 : 0);
        }
    }
    return TRELLIS_OK;
}

static void kanban_release(kanban_board *board) {
    free(board->widths);
    free(board->heights);
}

/* Plans the board for the request's proposal; release it with kanban_release. */
static trellis_status kanban_plan(const trellis_layout_request *request, kanban_board *board) {
    memset(board, 0, sizeof *board);
    board->request = request;
    /* ABI 1.1 requests carry their host; the magic block asks for a 1.1 host. */
    if (request->struct_size < sizeof(trellis_layout_request) || request->host == NULL) return TRELLIS_ERROR_UNSUPPORTED;
    board->host = request->host;
    board->text = board->host->get_extension(board->host, TRELLIS_EXTENSION_TEXT);
    if (board->text == NULL) return TRELLIS_ERROR_UNSUPPORTED;
    board->spacing = kanban_length_argument(request, "spacing");
    const trellis_content *content = request->content;
    uint32_t count = content->section_count;
    if (count == 0) return TRELLIS_OK;
    board->widths = calloc(count, sizeof *board->widths);
    board->heights = calloc(count, sizeof *board->heights);
    if (board->widths == NULL || board->heights == NULL) {
        board->host->set_error(request->context, kanban_str("out of memory"));
        return TRELLIS_ERROR_OUT_OF_MEMORY;
    }
    int32_t column = kanban_length_argument(request, "columnWidth");
    if (column > 0 && column < KANBAN_MIN_COLUMN) column = KANBAN_MIN_COLUMN;
    int32_t width = request->proposal.width;
    if (width == TRELLIS_UNSPECIFIED || width == TRELLIS_INFINITY) {
        board->columns = count;
        for (uint32_t i = 0; i < count; i++) {
            if (column > 0) {
                board->widths[i] = column;
                continue;
            }
            trellis_status status = kanban_ideal_width(board, &content->sections[i], &board->widths[i]);
            if (status != TRELLIS_OK) return status;
        }
    } else {
        kanban_share(board, width, column);
    }
    int64_t total = 0, tallest = 0;
    for (uint32_t i = 0; i < board->columns; i++) {
        trellis_status status = kanban_column_height(board, &content->sections[i], board->widths[i], &board->heights[i]);
        if (status != TRELLIS_OK) return status;
        total += board->widths[i] + (i > 0 ? board->spacing : 0);
        if (board->heights[i] > tallest) tallest = board->heights[i];
    }
    int32_t height = request->proposal.height;
    if (height != TRELLIS_UNSPECIFIED && height != TRELLIS_INFINITY && tallest > height) tallest = height;
    if (total > KANBAN_MAX_LENGTH) {
        board->host->set_error(request->context, kanban_str("the board would be wider than 100000 cells"));
        return TRELLIS_ERROR_LIMIT;
    }
    board->size.width = (int32_t)total;
    board->size.height = (int32_t)tallest;
    return TRELLIS_OK;
}

/* A horizontal rule across a column: `left`, `─`s, `right`. */
static trellis_status kanban_rule(const kanban_board *board, int32_t x, int32_t y, int32_t width, const char *left, const char *right) {
    trellis_context *context = board->request->context;
    trellis_rect middle = {x + 1, y, width - 2, 1};
    trellis_status status = board->host->fill(context, middle, kanban_str("\xE2\x94\x80"), &kanban_plain);
    if (status == TRELLIS_OK) status = board->host->put_text(context, x, y, kanban_str(left), &kanban_plain);
    if (status == TRELLIS_OK) status = board->host->put_text(context, x + width - 1, y, kanban_str(right), &kanban_plain);
    return status;
}

/* The title: the header subviews side by side in the top border, between spaces. */
static trellis_status kanban_title(const kanban_board *board, const trellis_section *section, int32_t x, int32_t width) {
    trellis_context *context = board->request->context;
    int32_t room = width - 5, used = 0;
    for (uint32_t i = 0; i < section->header.count && used < room; i++) {
        if (i > 0) used += 1;
        trellis_size size;
        trellis_proposal proposal = {room - used, 1};
        trellis_status status = board->host->measure(context, section->header.start + i, proposal, NULL, &size);
        if (status != TRELLIS_OK) return status;
        if (size.width > room - used) size.width = room - used;
        size.height = 1;
        status = board->host->draw_subview(context, section->header.start + i, x + 3 + used, 0, size, NULL);
        if (status != TRELLIS_OK) return status;
        used += size.width;
    }
    if (used == 0) return TRELLIS_OK;
    trellis_status status = board->host->put_text(context, x + 2, 0, kanban_str(" "), &kanban_plain);
    if (status == TRELLIS_OK) status = board->host->put_text(context, x + 3 + used, 0, kanban_str(" "), &kanban_plain);
    return status;
}

/* Draws subview `index` from line *y at width `inner`, no lower than line `bottom`; a blocked
 * card gets its mark. Advances *y. */
static trellis_status kanban_card(const kanban_board *board, uint32_t index, bool is_card, int32_t x, int32_t *y, int32_t inner, int32_t bottom) {
    trellis_context *context = board->request->context;
    const trellis_subview *subview = &board->request->content->subviews[index];
    bool blocked = is_card && kanban_is_blocked(subview);
    int32_t width = is_card ? kanban_card_inner(board, subview, inner) : inner;
    trellis_size size;
    trellis_status status = kanban_measure(board, index, width, &size);
    if (status != TRELLIS_OK) return status;
    int32_t lines = size.height > 0 ? size.height : 1;
    size.width = width;
    size.height = lines < bottom - *y ? lines : bottom - *y;
    if (blocked) status = board->host->put_text(context, x, *y, kanban_str(kanban_mark), &kanban_blocked_style);
    if (status == TRELLIS_OK) status = board->host->draw_subview(context, index, x + inner - width, *y, size, NULL);
    *y += lines;
    return status;
}

/* Draws column `i` of the board at `x`. */
static trellis_status kanban_column(const kanban_board *board, uint32_t i, int32_t x) {
    trellis_context *context = board->request->context;
    const trellis_section *section = &board->request->content->sections[i];
    int32_t width = board->widths[i], inner = width - 2;
    int32_t height = board->heights[i] < board->size.height ? board->heights[i] : board->size.height;
    int32_t bottom = height - 1; /* the line of the bottom border */
    trellis_status status = kanban_rule(board, x, 0, width, "\xE2\x94\x8C", "\xE2\x94\x90"); /* ┌ ┐ */
    if (status == TRELLIS_OK) status = kanban_title(board, section, x, width);
    if (status != TRELLIS_OK || bottom < 1) return status;
    trellis_rect side = {x, 1, 1, bottom - 1};
    status = board->host->fill(context, side, kanban_str("\xE2\x94\x82"), &kanban_plain); /* │ */
    side.x = x + width - 1;
    if (status == TRELLIS_OK) status = board->host->fill(context, side, kanban_str("\xE2\x94\x82"), &kanban_plain);
    int32_t y = 1;
    trellis_range parts[2] = {section->content, section->footer};
    for (int part = 0; part < 2 && status == TRELLIS_OK; part++) {
        for (uint32_t card = 0; card < parts[part].count && status == TRELLIS_OK && y < bottom; card++) {
            bool ruled = part == 0 ? card > 0 : card == 0; /* between cards, and above the footer */
            if (ruled) {
                status = kanban_rule(board, x, y++, width, "\xE2\x94\x9C", "\xE2\x94\xA4"); /* ├ ┤ */
                if (status != TRELLIS_OK || y >= bottom) break;
            }
            status = kanban_card(board, parts[part].start + card, part == 0, x + 1, &y, inner, bottom);
        }
    }
    if (status == TRELLIS_OK) status = kanban_rule(board, x, bottom, width, "\xE2\x94\x94", "\xE2\x94\x98"); /* └ ┘ */
    return status;
}

static trellis_status kanban_size_that_fits(const trellis_layout_request *request, trellis_size *size) {
    kanban_board board;
    trellis_status status = kanban_plan(request, &board);
    *size = board.size;
    kanban_release(&board);
    return status;
}

static trellis_status kanban_layout(const trellis_layout_request *request) {
    kanban_board board;
    trellis_status status = kanban_plan(request, &board);
    if (status == TRELLIS_OK) status = board.host->begin_output(request->context, board.size);
    int32_t x = 0;
    for (uint32_t i = 0; i < board.columns && status == TRELLIS_OK && board.size.height > 0; i++) {
        status = kanban_column(&board, i, x);
        x += board.widths[i] + board.spacing;
    }
    kanban_release(&board);
    return status;
}

/* kanbanBlocked(_ blocked: Bool): sets the card's isBlocked container value. */
static void kanban_blocked(const trellis_modifier_request *request, bool blocked) {
    trellis_value value = {TRELLIS_TYPE_BOOL, 0, {.boolean = blocked}};
    request->host->set_container_value(request->context, kanban_str("isBlocked"), &value);
}

static const trellis_parameter kanban_parameters[] = {
    {sizeof(trellis_parameter), "columnWidth", TRELLIS_TYPE_INT, 0, 0, {TRELLIS_TYPE_INT, 0, {.integer = 0}},
     "The width of every column in cells; 0 shares the width equally."},
    {sizeof(trellis_parameter), "spacing", TRELLIS_TYPE_INT, 0, 0, {TRELLIS_TYPE_INT, 0, {.integer = 1}},
     "The cells between columns."},
};

static const trellis_container kanban_container = {
    sizeof(trellis_container), "Kanban", "A board: each section a column of cards, its header the column's title.",
    kanban_parameters, 2, TRELLIS_CONTAINER_TAKES_CONTENT, kanban_size_that_fits, kanban_layout, NULL,
};

static const trellis_value_key kanban_keys[] = {
    {sizeof(trellis_value_key), "isBlocked", TRELLIS_TYPE_BOOL, 0, TRELLIS_SCOPE_CONTAINER,
     {TRELLIS_TYPE_BOOL, 0, {.boolean = false}}, "Whether a card is blocked: drawn with a red mark."},
};

static const trellis_modifier kanban_modifiers[] = {
    {sizeof(trellis_modifier), "kanbanBlocked", "v(Rb)", NULL, (void (*)(void))kanban_blocked, NULL,
     "Marks a card blocked (or not)."},
};

static const trellis_plugin kanban_plugin = {
    TRELLIS_MAGIC_C, sizeof(trellis_plugin), "Kanban", "1.0.0", "A kanban board container.",
    &kanban_container, 1, kanban_keys, 1, kanban_modifiers, 1, NULL,
};

TRELLIS_EXPORT trellis_status trellis_plugin_entry_v1(const trellis_host *host, const trellis_plugin **plugin) {
    *plugin = &kanban_plugin;
    const trellis_text_extension *text = host->get_extension(host, TRELLIS_EXTENSION_TEXT);
    if (text == NULL || text->struct_size < sizeof(trellis_text_extension)) {
        host->log(host, TRELLIS_LOG_ERROR, kanban_str("Kanban needs the host extension " TRELLIS_EXTENSION_TEXT));
        return TRELLIS_ERROR_UNSUPPORTED;
    }
    return TRELLIS_OK;
}
