import CTrellis
import Foundation
import Glibc
import Trellis
import TrellisABI

/// The host's services as C functions: each checks the context it is given and every
/// argument, and rejects misuse with a status (the call then fails with a message naming the
/// plugin) rather than trusting the plugin.
///
/// The functions take every pointer as optional although the header declares most non-null:
/// the table is filled through ``bridge(_:)``, so a plugin that passes NULL gets an error
/// instead of undefined behaviour.
enum HostFunctions {
    /// `function` as the table field's type, which differs only in pointer nullability (the
    /// same C ABI).
    static func bridge<Declared, Field>(_ function: Declared) -> Field {
        unsafeBitCast(function, to: Field.self)
    }

    static let getExtension: @convention(c) (UnsafePointer<trellis_host>?, UnsafePointer<CChar>?) -> UnsafeRawPointer? = { host, id in
        guard let id, let table = HostTable.from(host) else { return nil }
        return strcmp(id, TRELLIS_EXTENSION_TEXT) == 0 ? UnsafeRawPointer(table.textExtension) : nil
    }

    static let log: @convention(c) (UnsafePointer<trellis_host>?, Int32, trellis_str) -> Void = { host, level, message in
        guard let table = HostTable.from(host) else { return }
        let text = PluginText.shown((try? CValueDecoding.string(message, what: "log message")) ?? "(a log message that is not UTF-8)")
        table.lastLog = text
        table.write(level: PluginLogLine.Level.allCases[Int(min(max(level, 0), 3))], text)
    }

    static let setError: @convention(c) (OpaquePointer?, trellis_str) -> Void = { pointer, message in
        guard let context = CallContext.from(pointer) else { return }
        context.errorMessage = PluginText.shown((try? CValueDecoding.string(message, what: "error message")) ?? "(an error message that is not UTF-8)")
    }

    static let measure: @convention(c) (OpaquePointer?, UInt32, trellis_proposal, UnsafePointer<trellis_style>?, UnsafeMutablePointer<trellis_size>?) -> trellis_status = {
        pointer, subview, proposal, textStyle, size in
        guard let context = CallContext.from(pointer) else { return trellis_status(TRELLIS_ERROR_INVALID_ARGUMENT) }
        guard let children = context.children, Int(subview) < children.count else {
            return context.reject(TRELLIS_ERROR_INVALID_ARGUMENT, "measure: no subview \(subview)")
        }
        guard let size else { return context.reject(TRELLIS_ERROR_INVALID_ARGUMENT, "measure: size is NULL") }
        guard let proposal = CellProposal(proposal) else {
            return context.reject(TRELLIS_ERROR_INVALID_ARGUMENT, "measure: invalid proposal \(proposal.width)×\(proposal.height)")
        }
        guard let style = decode(textStyle, in: context, for: "measure") else { return trellis_status(TRELLIS_ERROR_INVALID_ARGUMENT) }
        let measured = children.sizeThatFits(Int(subview), proposal, textStyle: style)
        context.subviewQueries.append(.measure(index: Int(subview), proposal: proposal, style: style, size: measured))
        size.pointee = trellis_size(width: Int32(clamping: measured.width), height: Int32(clamping: measured.height))
        return trellis_status(TRELLIS_OK)
    }

    static let beginOutput: @convention(c) (OpaquePointer?, trellis_size) -> trellis_status = { pointer, size in
        guard let context = CallContext.from(pointer) else { return trellis_status(TRELLIS_ERROR_INVALID_ARGUMENT) }
        guard case .layout = context.kind else { return context.reject(TRELLIS_ERROR_STATE, "begin_output outside layout") }
        guard context.output == nil else { return context.reject(TRELLIS_ERROR_STATE, "begin_output called twice") }
        if let problem = OutputLimits.problem(with: size, for: context.proposal) { return context.reject(TRELLIS_ERROR_LIMIT, problem) }
        context.output = CellBlock(size: CellSize(width: Int(size.width), height: Int(size.height)))
        context.outputIsBlank = true
        return trellis_status(TRELLIS_OK)
    }

    static let drawSubview: @convention(c) (OpaquePointer?, UInt32, Int32, Int32, trellis_size, UnsafePointer<trellis_style>?) -> trellis_status = {
        pointer, subview, x, y, size, textStyle in
        guard let context = CallContext.from(pointer) else { return trellis_status(TRELLIS_ERROR_INVALID_ARGUMENT) }
        guard context.output != nil else { return context.reject(TRELLIS_ERROR_STATE, "draw_subview before begin_output") }
        guard let children = context.children, Int(subview) < children.count else {
            return context.reject(TRELLIS_ERROR_INVALID_ARGUMENT, "draw_subview: no subview \(subview)")
        }
        guard size.width >= 0, size.height >= 0, size.width <= CellsBridge.maxWidth, size.height <= CellsBridge.maxHeight else {
            return context.reject(TRELLIS_ERROR_INVALID_ARGUMENT, "draw_subview: invalid size \(size.width)×\(size.height)")
        }
        let rect = CellRect(origin: CellPoint(x: Int(x), y: Int(y)), size: CellSize(width: Int(size.width), height: Int(size.height)))
        guard let style = decode(textStyle, in: context, for: "draw_subview") else { return trellis_status(TRELLIS_ERROR_INVALID_ARGUMENT) }
        context.outputIsBlank = false
        let block = children.render(Int(subview), size: rect.size, textStyle: style)
        context.subviewQueries.append(.render(index: Int(subview), size: rect.size, style: style, block: block))
        context.output!.paste(block, at: rect.origin)
        return trellis_status(TRELLIS_OK)
    }

    static let putText: @convention(c) (OpaquePointer?, Int32, Int32, trellis_str, UnsafePointer<trellis_style>?) -> trellis_status = {
        pointer, x, y, text, style in
        guard let context = CallContext.from(pointer) else { return trellis_status(TRELLIS_ERROR_INVALID_ARGUMENT) }
        guard context.output != nil else { return context.reject(TRELLIS_ERROR_STATE, "put_text before begin_output") }
        guard let style else { return context.reject(TRELLIS_ERROR_INVALID_ARGUMENT, "put_text: style is NULL") }
        let string: String
        do throws(PluginError.Reason) { string = try CValueDecoding.string(text, what: "put_text's text") } catch {
            return context.reject(TRELLIS_ERROR_INVALID_ARGUMENT, error.message)
        }
        switch StyleBridge.decode(style.pointee) {
        case .failure(let error): return context.reject(TRELLIS_ERROR_INVALID_ARGUMENT, "put_text: \(error)")
        case .success(let decoded):
            context.outputIsBlank = false
            context.output!.put(text: string, x: Int(x), y: Int(y), style: decoded)
            return trellis_status(TRELLIS_OK)
        }
    }

    static let fill: @convention(c) (OpaquePointer?, trellis_rect, trellis_str, UnsafePointer<trellis_style>?) -> trellis_status = {
        pointer, rect, cluster, style in
        guard let context = CallContext.from(pointer) else { return trellis_status(TRELLIS_ERROR_INVALID_ARGUMENT) }
        guard context.output != nil else { return context.reject(TRELLIS_ERROR_STATE, "fill before begin_output") }
        guard let style else { return context.reject(TRELLIS_ERROR_INVALID_ARGUMENT, "fill: style is NULL") }
        let string: String
        do throws(PluginError.Reason) { string = try CValueDecoding.string(cluster, what: "fill's cluster") } catch {
            return context.reject(TRELLIS_ERROR_INVALID_ARGUMENT, error.message)
        }
        let scalars = string.unicodeScalars
        guard scalars.count <= 1, scalars.first.map({ CellWidth.width(of: String($0)) == 1 && !TerminalSafety.isControl($0) }) ?? true else {
            return context.reject(TRELLIS_ERROR_INVALID_ARGUMENT, "fill: \"\(TerminalSafety.visible(string))\" is not one scalar one cell wide")
        }
        switch StyleBridge.decode(style.pointee) {
        case .failure(let error): return context.reject(TRELLIS_ERROR_INVALID_ARGUMENT, "fill: \(error)")
        case .success(let decoded):
            let area = CellRect(origin: CellPoint(x: Int(rect.x), y: Int(rect.y)),
                                size: CellSize(width: Int(max(0, rect.width)), height: Int(max(0, rect.height))))
            context.outputIsBlank = false
            context.output!.fill(area, scalar: scalars.first, style: decoded)
            return trellis_status(TRELLIS_OK)
        }
    }

    static let putCells: @convention(c) (OpaquePointer?, Int32, Int32, UnsafePointer<trellis_cells>?) -> trellis_status = {
        pointer, x, y, cells in
        guard let context = CallContext.from(pointer) else { return trellis_status(TRELLIS_ERROR_INVALID_ARGUMENT) }
        guard context.output != nil else { return context.reject(TRELLIS_ERROR_STATE, "put_cells before begin_output") }
        guard let cells else { return context.reject(TRELLIS_ERROR_INVALID_ARGUMENT, "put_cells: cells is NULL") }
        do {
            let block = try CellsBridge.decode(cells)
            if context.outputIsBlank, x == 0, y == 0, block.size == context.output!.size {
                context.output = block  // the whole answer at once: no copy
                context.outputIsBlank = false
            } else {
                context.outputIsBlank = false
                context.output!.paste(block, at: CellPoint(x: Int(x), y: Int(y)))
            }
            return trellis_status(TRELLIS_OK)
        } catch {
            return context.reject(TRELLIS_ERROR_INVALID_ARGUMENT, "put_cells: \(error)")
        }
    }

    static let renderSubview: @convention(c) (OpaquePointer?, UInt32, trellis_size, UnsafePointer<trellis_style>?, UnsafeMutablePointer<trellis_cells>?) -> trellis_status = {
        pointer, subview, size, textStyle, cells in
        guard let context = CallContext.from(pointer) else { return trellis_status(TRELLIS_ERROR_INVALID_ARGUMENT) }
        guard case .layout = context.kind else { return context.reject(TRELLIS_ERROR_STATE, "render_subview outside layout") }
        guard let children = context.children, Int(subview) < children.count else {
            return context.reject(TRELLIS_ERROR_INVALID_ARGUMENT, "render_subview: no subview \(subview)")
        }
        guard let cells else { return context.reject(TRELLIS_ERROR_INVALID_ARGUMENT, "render_subview: cells is NULL") }
        if let problem = OutputLimits.problem(with: size, for: .unspecified) { return context.reject(TRELLIS_ERROR_LIMIT, "render_subview: \(problem)") }
        guard let style = decode(textStyle, in: context, for: "render_subview") else { return trellis_status(TRELLIS_ERROR_INVALID_ARGUMENT) }
        let block = children.render(Int(subview), size: CellSize(width: Int(size.width), height: Int(size.height)), textStyle: style)
        context.subviewQueries.append(.render(index: Int(subview), size: block.size, style: style, block: block))
        cells.pointee = CellsBridge.encode(block, in: context.arena)
        return trellis_status(TRELLIS_OK)
    }

    /// The text style a plugin passed to `function` with a subview: `.some(nil)` for none; `nil`
    /// when it is invalid, after rejecting the call.
    private static func decode(_ style: UnsafePointer<trellis_style>?, in context: CallContext, for function: String) -> TextStyle?? {
        guard let style else { return .some(nil) }
        switch StyleBridge.decode(style.pointee) {
        case .success(let decoded): return decoded
        case .failure(let error):
            _ = context.reject(TRELLIS_ERROR_INVALID_ARGUMENT, "\(function): \(error)")
            return nil
        }
    }

    static let modifierUserData: @convention(c) (OpaquePointer?) -> UnsafeMutableRawPointer? = { pointer in
        guard let context = CallContext.from(pointer), case .modifier(let modifier) = context.kind else { return nil }
        return modifier.entry.userData
    }

    static let setContainerValue: @convention(c) (OpaquePointer?, trellis_str, UnsafePointer<trellis_value>?) -> trellis_status = {
        pointer, key, value in setValue(pointer, key, value, scope: .containerValue)
    }

    static let setEnvironmentValue: @convention(c) (OpaquePointer?, trellis_str, UnsafePointer<trellis_value>?) -> trellis_status = {
        pointer, key, value in setValue(pointer, key, value, scope: .environment)
    }

    private static func setValue(_ pointer: OpaquePointer?, _ key: trellis_str, _ value: UnsafePointer<trellis_value>?, scope: PluginKeyScope) -> trellis_status {
        guard let context = CallContext.from(pointer) else { return trellis_status(TRELLIS_ERROR_INVALID_ARGUMENT) }
        guard case .modifier = context.kind else { return context.reject(TRELLIS_ERROR_STATE, "setting a \(scope) outside a modifier") }
        guard let value else { return context.reject(TRELLIS_ERROR_INVALID_ARGUMENT, "setting a \(scope): value is NULL") }
        do throws(PluginError.Reason) {
            let name = try CValueDecoding.string(key, what: "the key")
            guard let declared = context.plugin.valueKeys.first(where: { $0.name == name && $0.scope == scope }) else {
                return context.reject(TRELLIS_ERROR_UNSUPPORTED, "set \(scope) '\(name)', which the plugin does not declare")
            }
            let decoded = try CValueDecoding.value(value.pointee, as: declared.type, what: "the value of '\(name)'")
            context.writes.append((scope, name, decoded))
            return trellis_status(TRELLIS_OK)
        } catch {
            return context.reject(TRELLIS_ERROR_INVALID_ARGUMENT, error.message)
        }
    }
}
