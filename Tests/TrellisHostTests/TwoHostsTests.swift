import CTrellis
import Foundation
import Synchronization
import Testing

/// What the fake hosts were asked to do, in order: "A begin_output", "B set_container_value".
private let calls = Mutex<[String]>([])

/// Two hosts in one process load one Swift plugin (each calls its entry with its own table):
/// every call of the plugin back into a host goes to the host that made the call, not to the one
/// that loaded it last. The hosts are fakes that record which of them was called.
@MainActor @Suite(.serialized) struct TwoHostsTests {
    /// A host table whose functions record `name` with what they were asked.
    static func fakeHost(_ name: String) -> UnsafeMutablePointer<trellis_host> {
        let table = UnsafeMutablePointer<trellis_host>.allocate(capacity: 1)
        table.initialize(to: trellis_host(
            magic: trellis_magic(
                struct_size: UInt32(MemoryLayout<trellis_magic>.size), abi_major: UInt16(TRELLIS_ABI_MAJOR),
                abi_minor: UInt16(TRELLIS_ABI_MINOR), abi_minor_required: UInt16(TRELLIS_ABI_MINOR),
                pointer_size: UInt16(MemoryLayout<UnsafeRawPointer>.size), value_size: UInt16(MemoryLayout<trellis_value>.size),
                runtime: UInt16(TRELLIS_RUNTIME_C), runtime_version: nil),
            struct_size: UInt32(MemoryLayout<trellis_host>.size), name: strdup(name)!, version: strdup("0")!,
            get_extension: { _, _ in nil }, log: { _, _, _ in }, set_error: { _, _ in },
            measure: { _, _, _, _, _ in trellis_status(TRELLIS_ERROR_INVALID_ARGUMENT) },
            begin_output: { context, _ in
                calls.withLock { $0.append("\(TwoHostsTests.host(of: context)) begin_output") }
                return trellis_status(TRELLIS_OK)
            },
            draw_subview: { _, _, _, _, _, _ in trellis_status(TRELLIS_ERROR_INVALID_ARGUMENT) },
            put_text: { _, _, _, _, _ in trellis_status(TRELLIS_ERROR_INVALID_ARGUMENT) },
            fill: { _, _, _, _ in trellis_status(TRELLIS_ERROR_INVALID_ARGUMENT) },
            put_cells: { context, _, _, _ in
                calls.withLock { $0.append("\(TwoHostsTests.host(of: context)) put_cells") }
                return trellis_status(TRELLIS_OK)
            },
            render_subview: { _, _, _, _, _ in trellis_status(TRELLIS_ERROR_INVALID_ARGUMENT) },
            modifier_user_data: { _ in nil },
            set_container_value: { context, _, _ in
                calls.withLock { $0.append("\(TwoHostsTests.host(of: context)) set_container_value") }
                return trellis_status(TRELLIS_OK)
            },
            set_environment_value: { _, _, _ in trellis_status(TRELLIS_ERROR_INVALID_ARGUMENT) }))
        return table
    }

    /// The fake contexts: host A's calls use 0xA, host B's 0xB.
    static func host(of context: OpaquePointer) -> String {
        Int(bitPattern: UnsafeRawPointer(context)) == 0xA ? "A" : "B"
    }

    /// Content without subviews or sections.
    static func emptyContent() -> UnsafeMutablePointer<trellis_content> {
        let content = UnsafeMutablePointer<trellis_content>.allocate(capacity: 1)
        content.initialize(to: trellis_content(
            struct_size: UInt32(MemoryLayout<trellis_content>.size), subviews: nil, subview_count: 0, sections: nil, section_count: 0))
        return content
    }

    static func context(_ host: String) -> OpaquePointer {
        OpaquePointer(bitPattern: host == "A" ? 0xA : 0xB)!
    }

    @Test("a Swift plugin loaded by two hosts calls back the host of each call")
    func eachCallReachesItsHost() throws {
        let path = PluginParityTests.productsFolder + "/libChecklist.so"
        let handle = try #require(dlopen(path, RTLD_NOW | RTLD_LOCAL))
        let symbol = try #require(dlsym(handle, TRELLIS_PLUGIN_ENTRY_NAME))
        let entry = unsafeBitCast(symbol, to: trellis_plugin_entry_fn.self)
        let hostA = Self.fakeHost("A"), hostB = Self.fakeHost("B")
        var descriptor: UnsafePointer<trellis_plugin>?
        #expect(entry(hostA, &descriptor) == TRELLIS_OK)
        #expect(entry(hostB, &descriptor) == TRELLIS_OK)  // B loads last
        let plugin = try #require(descriptor).pointee
        #expect(plugin.magic.abi_minor_required == 1)
        let container = try #require(plugin.containers).pointee
        let content = Self.emptyContent()
        defer { content.deallocate() }
        calls.withLock { $0 = [] }
        for name in ["A", "B", "A"] {
            var request = trellis_layout_request(
                struct_size: UInt32(MemoryLayout<trellis_layout_request>.size), proposal: trellis_proposal(width: 10, height: -1),
                content: content, arguments: nil, argument_count: 0, environment: nil, environment_count: 0,
                context: Self.context(name), user_data: container.user_data, occurrence: 1, host: UnsafePointer(name == "A" ? hostA : hostB))
            #expect(container.layout(&request) == TRELLIS_OK)
        }
        let modifier = try #require(plugin.modifiers).pointee
        #expect(String(cString: modifier.signature) == "v(Rb)")
        let setBool = unsafeBitCast(modifier.function, to: (@convention(c) (UnsafePointer<trellis_modifier_request>, Bool) -> Void).self)
        var request = trellis_modifier_request(
            struct_size: UInt32(MemoryLayout<trellis_modifier_request>.size), context: Self.context("A"), host: UnsafePointer(hostA),
            user_data: modifier.user_data)
        setBool(&request, true)
        #expect(calls.withLock { $0 } == [
            "A begin_output", "A put_cells", "B begin_output", "B put_cells", "A begin_output", "A put_cells",
            "A set_container_value",
        ])
    }

    @Test("a layout request without a host (from a 1.0 host) is refused, not answered through another host")
    func requestWithoutHost() throws {
        let path = PluginParityTests.productsFolder + "/libChecklist.so"
        let handle = try #require(dlopen(path, RTLD_NOW | RTLD_LOCAL))
        let entry = unsafeBitCast(try #require(dlsym(handle, TRELLIS_PLUGIN_ENTRY_NAME)), to: trellis_plugin_entry_fn.self)
        var descriptor: UnsafePointer<trellis_plugin>?
        #expect(entry(Self.fakeHost("A"), &descriptor) == TRELLIS_OK)
        let plugin = try #require(descriptor).pointee
        let container = try #require(plugin.containers).pointee
        let content = Self.emptyContent()
        defer { content.deallocate() }
        var request = trellis_layout_request(
            struct_size: UInt32(MemoryLayout<trellis_layout_request>.offset(of: \.host)!), proposal: trellis_proposal(width: 10, height: -1),
            content: content, arguments: nil, argument_count: 0, environment: nil, environment_count: 0,
            context: Self.context("A"), user_data: container.user_data, occurrence: 2, host: nil)
        calls.withLock { $0 = [] }
        #expect(container.layout(&request) == TRELLIS_ERROR_INVALID_ARGUMENT)
        #expect(calls.withLock { $0 }.isEmpty)
    }
}
