// `import Combine` on Linux, where Apple's framework does not exist: Trellis's implementation
// of it (`TrellisCombine`, which Trellis re-exports too, so `import Combine` beside
// `import Trellis` names the same types). On Apple platforms the system framework is used.
#if os(Linux)
@_exported import TrellisCombine
#endif
