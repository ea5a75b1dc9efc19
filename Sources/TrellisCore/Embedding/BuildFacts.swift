/// Facts about how this copy of Trellis was built, compared between a host and its plugins.
package enum BuildFacts {
    /// The Swift compiler that built this code, to the precision `#if compiler` offers. Swift
    /// has no stable ABI on Linux and a process has one Swift runtime, so Swift plugins must
    /// come from the host's compiler.
    public static let swiftCompilerVersion: String = {
        #if compiler(>=6.5)
        return "6.5+"
        #elseif compiler(>=6.4)
        return "6.4"
        #elseif compiler(>=6.3)
        return "6.3"
        #else
        return "6.2-"
        #endif
    }()
}
