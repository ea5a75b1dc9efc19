import CTrellis
import Synchronization
import Trellis
import TrellisABI

/// A plugin container's resolved content, environment and arguments in the ABI's form: built
/// once per occurrence of the container and lent to every call on it.
struct ContentEncoding {
    let arena = Arena()
    /// The occurrence's id in requests: unique while the process runs.
    let occurrence = ContentEncoding.nextOccurrence.add(1, ordering: .relaxed).newValue
    let content: UnsafePointer<trellis_content>
    let arguments: UnsafePointer<trellis_named_value>?
    let argumentCount: Int
    let environment: UnsafePointer<trellis_named_value>?
    let environmentCount: Int
    /// For a wasm plugin, why the request would take the host more than the plugin's memory cap
    /// (its container values, one per subview and section and key, counted before they are
    /// built); its values are then left out and the container fails instead of being called.
    let oversize: String?
    /// What the request holds, to compare with another's (``PluginCallMemo``).
    let fingerprint: PluginRequestFingerprint

    /// What one container value costs the host, natively and lent into plugin memory.
    static let valueBytes = MemoryLayout<trellis_named_value>.stride + 24

    init(sections: SectionCollection, environment values: EnvironmentValues, arguments: [(name: String, value: PluginValue)], plugin: Plugin) {
        let containerKeys = plugin.keys(.containerValue)
        let arena = arena
        // Every subview's and section's values go into one array (each key's name encoded
        // once), and the structs point into it once it is in the arena.
        let views = sections.reduce(0) { $0 + 1 + $1.header.count + $1.content.count + $1.footer.count }
        let (bytes, overflow) = (views * containerKeys.count).multipliedReportingOverflow(by: Self.valueBytes)
        if case .wasm(_, _, _, let memoryBytes) = plugin.kind, overflow || bytes > memoryBytes {
            oversize = "the container values of its \(views) subviews and sections would take more than its memory cap of \(WasmInstance.bytes(memoryBytes)) (--wasm-memory raises the cap)"
        } else {
            oversize = nil
        }
        let encodesValues = oversize == nil
        let keyNames = containerKeys.map { arena.str($0.name) }
        // A key's default is encoded once and shared by every subview that does not set it.
        let defaults = containerKeys.map { arena.value($0.defaultValue) }
        var store: [trellis_named_value] = []
        var subviews: [trellis_subview] = []
        var encodedSections: [trellis_section] = []
        var fingerprint = PluginRequestFingerprint()
        func encode(_ values: ContainerValues) -> Int {
            let start = store.count
            for (index, key) in containerKeys.enumerated() where encodesValues {
                let given = values[named: key.name].flatMap { PluginValue(swiftValue: $0, as: key.type) }
                fingerprint.append(given ?? key.defaultValue)
                store.append(trellis_named_value(name: keyNames[index], value: given.map(arena.value) ?? defaults[index]))
            }
            return start
        }
        var subviewStarts: [Int] = [], sectionStarts: [Int] = []
        func append(_ collection: SubviewsCollection) -> trellis_range {
            let start = subviews.count
            for subview in collection {
                let id = subview.id.description
                fingerprint.append(id)
                let values = encode(subview.containerValues)
                subviewStarts.append(values)
                subviews.append(trellis_subview(id: arena.str(id), values: nil, value_count: UInt32(store.count - values)))
            }
            return trellis_range(start: UInt32(start), count: UInt32(subviews.count - start))
        }
        for section in sections {
            let header = append(section.header), content = append(section.content), footer = append(section.footer)
            fingerprint.append(section.id.description)
            fingerprint.append(count: section.isExplicit ? 1 : 0)
            for range in [header, content, footer] { fingerprint.append(count: Int(range.count)) }
            let values = encode(section.containerValues)
            sectionStarts.append(values)
            encodedSections.append(trellis_section(
                id: arena.str(section.id.description), header: header, content: content, footer: footer,
                values: nil, value_count: UInt32(store.count - values), is_explicit: section.isExplicit ? 1 : 0))
        }
        if let base = arena.array(store) {
            for index in subviews.indices { subviews[index].values = base + subviewStarts[index] }
            for index in encodedSections.indices { encodedSections[index].values = base + sectionStarts[index] }
        }
        let content = arena.allocate(trellis_content.self, count: 1)
        content.initialize(to: trellis_content(
            struct_size: UInt32(MemoryLayout<trellis_content>.size),
            subviews: arena.array(subviews), subview_count: UInt32(subviews.count),
            sections: arena.array(encodedSections), section_count: UInt32(encodedSections.count)))
        self.content = UnsafePointer(content)
        self.arguments = arena.namedValues(arguments)
        argumentCount = arguments.count
        let environmentValues = plugin.keys(.environment).map { key in
            (name: key.name, value: values[named: key.name].flatMap { PluginValue(swiftValue: $0, as: key.type) } ?? key.defaultValue)
        }
        environment = arena.namedValues(environmentValues)
        environmentCount = environmentValues.count
        for (name, value) in arguments + environmentValues {
            fingerprint.append(name)
            fingerprint.append(value)
        }
        self.fingerprint = fingerprint
    }

    private static let nextOccurrence = Atomic<UInt64>(0)

    /// A layout request for `proposal` in `context`, from `host` (the plugin's table).
    func request(
        proposal: CellProposal, context: OpaquePointer, userData: UnsafeMutableRawPointer?, host: UnsafePointer<trellis_host>
    ) -> trellis_layout_request {
        trellis_layout_request(
            struct_size: UInt32(MemoryLayout<trellis_layout_request>.size), proposal: trellis_proposal(proposal),
            content: content, arguments: arguments, argument_count: UInt32(argumentCount),
            environment: environment, environment_count: UInt32(environmentCount), context: context, user_data: userData,
            occurrence: occurrence, host: host)
    }
}
