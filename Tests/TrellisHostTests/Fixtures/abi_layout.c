/*
 * The ABI manifest of trellis_plugin.h on LP64: the size and every field offset of each
 * boundary struct. The tests compile it as C11 and C17 (gcc, clang) and as C++17 (g++,
 * clang++) with -Wall -Wextra -pedantic -Werror; a change that moves a field fails here.
 */
#include <stddef.h>

#include "trellis_plugin.h"

#ifdef __cplusplus
#define CHECK(condition) static_assert(condition, #condition)
#else
#define CHECK(condition) _Static_assert(condition, #condition)
#endif
#define SIZE(type, size) CHECK(sizeof(type) == (size))
#define AT(type, field, offset) CHECK(offsetof(type, field) == (offset))

CHECK(sizeof(void *) == 8 && sizeof(size_t) == 8 && sizeof(bool) == 1);

SIZE(trellis_magic, 24);
AT(trellis_magic, struct_size, 0);
AT(trellis_magic, abi_major, 4);
AT(trellis_magic, abi_minor, 6);
AT(trellis_magic, abi_minor_required, 8);
AT(trellis_magic, pointer_size, 10);
AT(trellis_magic, value_size, 12);
AT(trellis_magic, runtime, 14);
AT(trellis_magic, runtime_version, 16);

SIZE(trellis_str, 16);
AT(trellis_str, data, 0);
AT(trellis_str, length, 8);

SIZE(trellis_value, 24);
AT(trellis_value, type, 0);
AT(trellis_value, count, 4);
AT(trellis_value, as, 8);

SIZE(trellis_named_value, 40);
AT(trellis_named_value, name, 0);
AT(trellis_named_value, value, 16);

SIZE(trellis_proposal, 8);
AT(trellis_proposal, width, 0);
AT(trellis_proposal, height, 4);

SIZE(trellis_size, 8);
AT(trellis_size, width, 0);
AT(trellis_size, height, 4);

SIZE(trellis_rect, 16);
AT(trellis_rect, x, 0);
AT(trellis_rect, y, 4);
AT(trellis_rect, width, 8);
AT(trellis_rect, height, 12);

SIZE(trellis_range, 8);
AT(trellis_range, start, 0);
AT(trellis_range, count, 4);

SIZE(trellis_style, 12);
AT(trellis_style, attributes, 0);
AT(trellis_style, foreground, 4);
AT(trellis_style, background, 8);

SIZE(trellis_cells, 64);
AT(trellis_cells, struct_size, 0);
AT(trellis_cells, width, 4);
AT(trellis_cells, height, 8);
AT(trellis_cells, glyphs, 16);
AT(trellis_cells, styles, 24);
AT(trellis_cells, style_table, 32);
AT(trellis_cells, style_count, 40);
AT(trellis_cells, clusters, 48);
AT(trellis_cells, cluster_count, 56);

SIZE(trellis_subview, 32);
AT(trellis_subview, id, 0);
AT(trellis_subview, values, 16);
AT(trellis_subview, value_count, 24);

SIZE(trellis_section, 56);
AT(trellis_section, id, 0);
AT(trellis_section, header, 16);
AT(trellis_section, content, 24);
AT(trellis_section, footer, 32);
AT(trellis_section, values, 40);
AT(trellis_section, value_count, 48);
AT(trellis_section, is_explicit, 52);

SIZE(trellis_content, 40);
AT(trellis_content, struct_size, 0);
AT(trellis_content, subviews, 8);
AT(trellis_content, subview_count, 16);
AT(trellis_content, sections, 24);
AT(trellis_content, section_count, 32);

SIZE(trellis_host, 152);
AT(trellis_host, magic, 0);
AT(trellis_host, struct_size, 24);
AT(trellis_host, name, 32);
AT(trellis_host, version, 40);
AT(trellis_host, get_extension, 48);
AT(trellis_host, log, 56);
AT(trellis_host, set_error, 64);
AT(trellis_host, measure, 72);
AT(trellis_host, begin_output, 80);
AT(trellis_host, draw_subview, 88);
AT(trellis_host, put_text, 96);
AT(trellis_host, fill, 104);
AT(trellis_host, put_cells, 112);
AT(trellis_host, render_subview, 120);
AT(trellis_host, modifier_user_data, 128);
AT(trellis_host, set_container_value, 136);
AT(trellis_host, set_environment_value, 144);

SIZE(trellis_text_extension, 24);
AT(trellis_text_extension, struct_size, 0);
AT(trellis_text_extension, width, 8);
AT(trellis_text_extension, prefix_fitting, 16);

SIZE(trellis_parameter, 64);
AT(trellis_parameter, struct_size, 0);
AT(trellis_parameter, name, 8);
AT(trellis_parameter, type, 16);
AT(trellis_parameter, element_type, 20);
AT(trellis_parameter, flags, 24);
AT(trellis_parameter, default_value, 32);
AT(trellis_parameter, summary, 56);

SIZE(trellis_layout_request, 88);
AT(trellis_layout_request, struct_size, 0);
AT(trellis_layout_request, proposal, 4);
AT(trellis_layout_request, content, 16);
AT(trellis_layout_request, arguments, 24);
AT(trellis_layout_request, argument_count, 32);
AT(trellis_layout_request, environment, 40);
AT(trellis_layout_request, environment_count, 48);
AT(trellis_layout_request, context, 56);
AT(trellis_layout_request, user_data, 64);
AT(trellis_layout_request, occurrence, 72);
AT(trellis_layout_request, host, 80);

SIZE(trellis_modifier_request, 32);
AT(trellis_modifier_request, struct_size, 0);
AT(trellis_modifier_request, context, 8);
AT(trellis_modifier_request, host, 16);
AT(trellis_modifier_request, user_data, 24);

SIZE(trellis_container, 64);
AT(trellis_container, struct_size, 0);
AT(trellis_container, name, 8);
AT(trellis_container, summary, 16);
AT(trellis_container, parameters, 24);
AT(trellis_container, parameter_count, 32);
AT(trellis_container, flags, 36);
AT(trellis_container, size_that_fits, 40);
AT(trellis_container, layout, 48);
AT(trellis_container, user_data, 56);

SIZE(trellis_value_key, 64);
AT(trellis_value_key, struct_size, 0);
AT(trellis_value_key, name, 8);
AT(trellis_value_key, type, 16);
AT(trellis_value_key, element_type, 20);
AT(trellis_value_key, scope, 24);
AT(trellis_value_key, default_value, 32);
AT(trellis_value_key, summary, 56);

SIZE(trellis_modifier, 56);
AT(trellis_modifier, struct_size, 0);
AT(trellis_modifier, name, 8);
AT(trellis_modifier, signature, 16);
AT(trellis_modifier, labels, 24);
AT(trellis_modifier, function, 32);
AT(trellis_modifier, user_data, 40);
AT(trellis_modifier, summary, 48);

SIZE(trellis_plugin, 112);
AT(trellis_plugin, magic, 0);
AT(trellis_plugin, struct_size, 24);
AT(trellis_plugin, name, 32);
AT(trellis_plugin, version, 40);
AT(trellis_plugin, summary, 48);
AT(trellis_plugin, containers, 56);
AT(trellis_plugin, container_count, 64);
AT(trellis_plugin, value_keys, 72);
AT(trellis_plugin, value_key_count, 80);
AT(trellis_plugin, modifiers, 88);
AT(trellis_plugin, modifier_count, 96);
AT(trellis_plugin, get_extension, 104);
