/* The part of <string.h> that trellis_wasm.c provides to wasm plugins (no libc is linked). */
#ifndef TRELLIS_WASM_STRING_H
#define TRELLIS_WASM_STRING_H
#include <stddef.h>
void *memcpy(void *destination, const void *source, size_t count);
void *memmove(void *destination, const void *source, size_t count);
void *memset(void *destination, int byte, size_t count);
int memcmp(const void *left, const void *right, size_t count);
size_t strlen(const char *text);
int strcmp(const char *left, const char *right);
#endif
