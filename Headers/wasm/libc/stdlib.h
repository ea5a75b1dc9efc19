/* The part of <stdlib.h> that trellis_wasm.c provides to wasm plugins (no libc is linked). */
#ifndef TRELLIS_WASM_STDLIB_H
#define TRELLIS_WASM_STDLIB_H
#include <stddef.h>
void *malloc(size_t size);
void *calloc(size_t count, size_t size);
void *realloc(void *pointer, size_t size);
void free(void *pointer);
void abort(void);
#endif
