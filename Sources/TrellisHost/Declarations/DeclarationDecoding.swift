import CTrellis
import TrellisABI

/// Reads a plugin's declarations (containers, keys, modifiers) out of its descriptor, checking
/// every name, type, default, count and function pointer. A wasm plugin's descriptor arrives
/// here copied into native structs (``WasmReading``), its function pointers holding their table
/// indices: `wasm` is then its instance, through which they are called.
///
/// The arrays are walked by index, never with `for x in array`: a plugin may leave a field the
/// header declares non-null NULL, and an iterator's `Optional` element reads such a struct as
/// `nil`, which would end the loop early and skip the declaration instead of rejecting it.
enum DeclarationDecoding {
    static func valueKeys(_ plugin: trellis_plugin) throws(PluginError.Reason) -> [PluginValueKey] {
        let raw = try CValueDecoding.structs(
            CValueDecoding.pointer(plugin, \.value_keys), count: plugin.value_key_count, of: trellis_value_key.self,
            minimumSize: MemoryLayout<trellis_value_key>.size, what: "value key")
        var keys: [PluginValueKey] = []
        var names = Set<String>()
        for index in raw.indices {
            let key = raw[index]
            let name = try identifier(key, \.name, what: "value key \(index)")
            let what = "value key '\(name)'"
            guard let type = PluginValueType(code: key.type, elementCode: key.element_type) else {
                throw .invalid("\(what) has unknown type code \(key.type)")
            }
            let scope: PluginKeyScope
            switch Int32(key.scope) {
            case TRELLIS_SCOPE_CONTAINER: scope = .containerValue
            case TRELLIS_SCOPE_ENVIRONMENT: scope = .environment
            default: throw .invalid("\(what) has unknown scope \(key.scope)")
            }
            let defaultValue = try CValueDecoding.value(key.default_value, as: type, what: "the default of \(what)")
            guard names.insert(name).inserted else { throw .invalid("value key '\(name)' is declared twice") }
            let summary = try CValueDecoding.text(key, \.summary, optional: true, what: "the summary of \(what)")
            keys.append(PluginValueKey(name: name, type: type, scope: scope, defaultValue: defaultValue, summary: summary))
        }
        return keys
    }

    static func containers(_ plugin: trellis_plugin, wasm: WasmInstance?) throws(PluginError.Reason) -> [PluginContainerDeclaration] {
        let raw = try CValueDecoding.structs(
            CValueDecoding.pointer(plugin, \.containers), count: plugin.container_count, of: trellis_container.self,
            minimumSize: MemoryLayout<trellis_container>.size, what: "container")
        var containers: [PluginContainerDeclaration] = []
        var names = Set<String>()
        for index in raw.indices {
            let container = raw[index]
            let name = try identifier(container, \.name, what: "container \(index)")
            guard names.insert(name).inserted else {
                throw .invalid("container '\(name)' is declared twice")
            }
            guard let layout = CValueDecoding.pointer(container, \.layout) else {
                throw .invalid("container '\(name)' has no layout function")
            }
            let sizeThatFits = CValueDecoding.pointer(container, \.size_that_fits)
            let userData = CValueDecoding.pointer(container, \.user_data)
            let entry: ContainerEntry
            if let wasm {
                entry = .wasm(wasm, layout: Self.index(layout), sizeThatFits: sizeThatFits.map(Self.index), userData: Self.index(userData))
            } else {
                entry = .native(
                    layout: unsafeBitCast(layout, to: ContainerEntry.Layout.self),
                    sizeThatFits: sizeThatFits.map { unsafeBitCast($0, to: ContainerEntry.SizeThatFits.self) },
                    userData: userData.map { UnsafeMutableRawPointer(mutating: $0) })
            }
            containers.append(PluginContainerDeclaration(
                name: name, summary: try CValueDecoding.text(container, \.summary, optional: true, what: "the summary of container '\(name)'"),
                parameters: try parameters(container, of: name),
                takesContent: container.flags & UInt32(TRELLIS_CONTAINER_TAKES_CONTENT) != 0, entry: entry))
        }
        return containers
    }

    private static func parameters(_ container: trellis_container, of owner: String) throws(PluginError.Reason) -> [PluginParameter] {
        let raw = try CValueDecoding.structs(
            CValueDecoding.pointer(container, \.parameters), count: container.parameter_count, of: trellis_parameter.self,
            minimumSize: MemoryLayout<trellis_parameter>.size, limit: 64, what: "parameter of container '\(owner)'")
        var parameters: [PluginParameter] = []
        var names = Set<String>()
        for index in raw.indices {
            let parameter = raw[index]
            let name = try identifier(parameter, \.name, what: "parameter \(index) of container '\(owner)'")
            let what = "parameter '\(name)' of container '\(owner)'"
            guard names.insert(name).inserted else { throw .invalid("\(what) is declared twice") }
            guard let type = PluginValueType(code: parameter.type, elementCode: parameter.element_type) else {
                throw .invalid("\(what) has unknown type code \(parameter.type)")
            }
            let isRequired = parameter.flags & UInt32(TRELLIS_PARAMETER_REQUIRED) != 0
            let defaultValue = isRequired ? nil : try CValueDecoding.value(parameter.default_value, as: type, what: "the default of \(what)")
            parameters.append(PluginParameter(
                name: name, type: type, isRequired: isRequired,
                isUnlabeled: parameter.flags & UInt32(TRELLIS_PARAMETER_UNLABELED) != 0, defaultValue: defaultValue,
                summary: try CValueDecoding.text(parameter, \.summary, optional: true, what: "the summary of \(what)")))
        }
        return parameters
    }

    static func modifiers(_ plugin: trellis_plugin, wasm: WasmInstance?) throws(PluginError.Reason) -> [PluginModifierDeclaration] {
        let raw = try CValueDecoding.structs(
            CValueDecoding.pointer(plugin, \.modifiers), count: plugin.modifier_count, of: trellis_modifier.self,
            minimumSize: MemoryLayout<trellis_modifier>.size, what: "modifier")
        var modifiers: [PluginModifierDeclaration] = []
        var names = Set<String>()
        for index in raw.indices {
            let modifier = raw[index]
            let name = try identifier(modifier, \.name, what: "modifier \(index)")
            guard names.insert(name).inserted else { throw .invalid("modifier '\(name)' is declared twice") }
            let text = try CValueDecoding.text(modifier, \.signature, what: "the signature of modifier '\(name)'")!
            let signature: ModifierSignature
            do { signature = try ModifierSignature(parsing: text) } catch { throw .invalid("modifier '\(name)': \(error.message)") }
            let labels = try self.labels(modifier, count: signature.arguments.count, of: name)
            guard let function = CValueDecoding.pointer(modifier, \.function) else {
                throw .invalid("modifier '\(name)' has no function")
            }
            let userData = CValueDecoding.pointer(modifier, \.user_data)
            let entry: ModifierEntry
            if let wasm {
                guard signature.arguments.count <= 2 else {
                    throw .invalid("modifier '\(name)' takes \(signature.arguments.count) arguments; a wasm plugin's modifiers take at most 2 (Headers/ABI-wasm.md)")
                }
                entry = .wasm(wasm, function: Self.index(function), userData: Self.index(userData))
            } else {
                entry = .native(
                    function: unsafeBitCast(function, to: (@convention(c) () -> Void).self),
                    userData: userData.map { UnsafeMutableRawPointer(mutating: $0) }, invoker: try FFIInvoker(signature: signature))
            }
            modifiers.append(PluginModifierDeclaration(
                name: name, signature: signature, labels: labels,
                summary: try CValueDecoding.text(modifier, \.summary, optional: true, what: "the summary of modifier '\(name)'"),
                entry: entry))
        }
        return modifiers
    }

    /// The document labels of a modifier's arguments: space-separated, `_` for none.
    private static func labels(_ modifier: trellis_modifier, count: Int, of name: String) throws(PluginError.Reason) -> [String?] {
        guard let text = try CValueDecoding.text(modifier, \.labels, optional: true, what: "the labels of modifier '\(name)'") else {
            return Array(repeating: nil, count: count)
        }
        let words = text.split(separator: " ").map(String.init)
        guard words.count == count else {
            throw .invalid("modifier '\(name)' has \(words.count) labels for \(count) arguments")
        }
        return try words.map { (word: String) throws(PluginError.Reason) -> String? in
            if word == "_" { return nil }
            guard CValueDecoding.isIdentifier(word) else { throw .invalid("modifier '\(name)' has label \"\(word)\", not an identifier") }
            return word
        }
    }

    /// A wasm plugin's table index or address, carried in a native pointer's bits.
    private static func index(_ pointer: UnsafeRawPointer?) -> UInt32 {
        UInt32(truncatingIfNeeded: UInt(bitPattern: pointer))
    }

    private static func identifier<T>(_ value: T, _ keyPath: PartialKeyPath<T>, what: String) throws(PluginError.Reason) -> String {
        let name = try CValueDecoding.text(value, keyPath, what: "the name of \(what)")!
        guard CValueDecoding.isIdentifier(name) else { throw .invalid("the name of \(what), \"\(name)\", is not an identifier") }
        return name
    }
}

extension PluginError.Reason {
    /// The reason's detail text.
    var message: String {
        switch self {
        case .notFound(let text), .notLoadable(let text), .incompatible(let text), .refused(let text), .invalid(let text),
             .failed(let text), .duplicate(let text), .badCall(let text), .untrusted(let text), .crashed(let text):
            text
        case .noEntryPoint: "no entry point"
        }
    }
}
