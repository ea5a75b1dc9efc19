/*
 * A module with nothing but an ABI marker of a future major (2.0), built without the glue:
 * the host must refuse it on the marker alone, before looking for anything else.
 */
__attribute__((export_name("trellis_wasm_abi_v1"))) unsigned trellis_wasm_abi_v1(void) { return 2u << 16; }
