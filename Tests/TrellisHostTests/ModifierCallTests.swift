import Testing
import Trellis
import TrellisHost

@MainActor @Suite("Modifiers through libffi") struct ModifierCallTests {
    let host = PluginHost(searchPath: PluginSearchPath(directories: []))
    let probe: Plugin

    init() throws {
        probe = try host.load(path: try PluginBuilds.fixture("probe.c", name: "Probe"))
    }

    /// The container values the Probe's container sees on `card`, as it prints them.
    func values(of card: some View) throws -> String {
        ViewRenderer(width: 80).render(try host.container("Values", of: probe) { card }).plain
    }

    /// `Text("card")` modified by `modifier` with `arguments`.
    func card(_ modifier: String, _ arguments: [PluginValue]) throws(PluginError) -> AnyView {
        try host.apply(modifier, of: probe, arguments: arguments, to: Text("card"))
    }

    @Test("an unmodified card has the keys' defaults")
    func defaults() throws {
        #expect(try values(of: Text("card")) == "flag=false count=0 total=0 ratio=0 label=-\n")
    }

    @Test("bool (b), int32 (i), int64 (l), double (d) and string (s) arguments reach the C function")
    func eachType() throws {
        #expect(try values(of: card("setFlag", [.bool(true)])) == "flag=true count=0 total=0 ratio=0 label=-\n")
        #expect(try values(of: card("setCount", [.int(-42)])) == "flag=false count=-42 total=0 ratio=0 label=-\n")
        #expect(try values(of: card("setTotal", [.int(1 << 40)])) == "flag=false count=0 total=1099511627776 ratio=0 label=-\n")
        #expect(try values(of: card("setRatio", [.double(0.25)])) == "flag=false count=0 total=0 ratio=0.25 label=-\n")
        #expect(try values(of: card("setLabel", [.string("héllo 한")])) == "flag=false count=0 total=0 ratio=0 label=héllo 한\n")
    }

    @Test("mixed arguments arrive in order, and an integer is accepted for a double")
    func mixedArguments() throws {
        let card = try card("setAll", [.bool(true), .int(7), .int(Int.min), .int(3), .string("x y")])
        #expect(try values(of: card) == "flag=true count=7 total=-9223372036854775808 ratio=3 label=x y\n")
    }

    @Test("modifiers compose: each sets its own key")
    func composed() throws {
        let card = try host.apply("setCount", of: probe, arguments: [.int(2)], to: try card("setFlag", [.bool(true)]))
        #expect(try values(of: card) == "flag=true count=2 total=0 ratio=0 label=-\n")
    }

    @Test("a wrong argument type, count or range is a clear error, and the function is not called")
    func badCalls() {
        #expect(failure { () throws(PluginError) in try card("setFlag", [.string("yes")]) }
            == "plugin 'Probe', 'setFlag': argument 1 must be Bool, not \"yes\"")
        #expect(failure { () throws(PluginError) in try card("setLabel", [.int(1)]) }
            == "plugin 'Probe', 'setLabel': argument 1 must be String, not 1")
        #expect(failure { () throws(PluginError) in try card("setCount", []) }
            == "plugin 'Probe', 'setCount': takes 1 argument (Int), got 0")
        #expect(failure { () throws(PluginError) in try card("setAll", [.bool(true)]) }
            == "plugin 'Probe', 'setAll': takes 5 arguments (Bool, Int, Int, Double, String), got 1")
        #expect(failure { () throws(PluginError) in try card("setCount", [.int(1 << 40)]) }
            == "plugin 'Probe', 'setCount': argument 1 (1099511627776) does not fit a 32-bit integer")
        #expect(failure { () throws(PluginError) in try card("nope", []) } == "plugin 'Probe': has no modifier named 'nope'")
        #expect(host.takeFailures().isEmpty)
    }

    @Test("a modifier that fails or sets an undeclared key is an error naming it")
    func failingModifiers() {
        #expect(failure { () throws(PluginError) in try card("setAll", [.bool(true), .int(-1), .int(0), .double(0), .string("")]) }
            == "plugin 'Probe', 'setAll': failed: count must not be negative")
        #expect(failure { () throws(PluginError) in try card("setUndeclared", []) }
            == "plugin 'Probe', 'setUndeclared': misbehaved: set container value 'colour', which the plugin does not declare")
    }
}
