// libffi for Swift. The ffi_type globals are mutable C variables, which Swift 6 refuses to read
// from concurrent code, and several of them are macros the importer drops; these accessors hand
// out their addresses instead.
#include <ffi.h>

static inline ffi_type *cffi_type_void(void) { return &ffi_type_void; }
static inline ffi_type *cffi_type_uint8(void) { return &ffi_type_uint8; }
static inline ffi_type *cffi_type_sint32(void) { return &ffi_type_sint32; }
static inline ffi_type *cffi_type_sint64(void) { return &ffi_type_sint64; }
static inline ffi_type *cffi_type_double(void) { return &ffi_type_double; }
static inline ffi_type *cffi_type_pointer(void) { return &ffi_type_pointer; }
static inline ffi_abi cffi_default_abi(void) { return FFI_DEFAULT_ABI; }
