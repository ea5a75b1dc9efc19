import CFFI
import CTrellis
import TrellisABI

/// One libffi call interface for a modifier signature, prepared once when the plugin loads and
/// reused for every call.
final class FFIInvoker {
    let signature: ModifierSignature
    private let cif: UnsafeMutablePointer<ffi_cif>
    private let types: UnsafeMutablePointer<UnsafeMutablePointer<ffi_type>?>

    init(signature: ModifierSignature) throws(PluginError.Reason) {
        self.signature = signature
        let count = signature.arguments.count + 1
        types = .allocate(capacity: count)
        types[0] = cffi_type_pointer()
        for (index, argument) in signature.arguments.enumerated() {
            types[index + 1] = switch argument {
            case .int32: cffi_type_sint32()
            case .int64: cffi_type_sint64()
            case .bool: cffi_type_uint8()
            case .double: cffi_type_double()
            case .string: cffi_type_pointer()
            }
        }
        cif = .allocate(capacity: 1)
        let result = signature.returnsStatus ? cffi_type_sint32() : cffi_type_void()
        let status = ffi_prep_cif(cif, cffi_default_abi(), UInt32(count), result, types)
        guard status == FFI_OK else {
            types.deallocate()
            cif.deallocate()
            throw .invalid("libffi cannot prepare a call for signature \"\(signature)\" (status \(status.rawValue))")
        }
    }

    deinit {
        types.deallocate()
        cif.deallocate()
    }

    /// Calls `function` with `first` (the context or the modifier request, as the signature
    /// says) and `arguments` (already checked against the signature); returns the status it
    /// returned, or `TRELLIS_OK` for a `v` function.
    func call(_ function: @convention(c) () -> Void, first: UnsafeRawPointer, arguments: [PluginValue]) -> trellis_status {
        let slotCount = arguments.count + 1
        // Every argument gets an 8-byte, 8-aligned slot; libffi reads the declared width.
        let slots = UnsafeMutableRawPointer.allocate(byteCount: 8 * slotCount, alignment: 8)
        let values = UnsafeMutablePointer<UnsafeMutableRawPointer?>.allocate(capacity: slotCount)
        let strings = Arena()
        defer {
            slots.deallocate()
            values.deallocate()
        }
        slots.storeBytes(of: UInt(bitPattern: first), as: UInt.self)
        values[0] = slots
        for (index, (argument, value)) in zip(signature.arguments, arguments).enumerated() {
            let slot = slots + 8 * (index + 1)
            switch (argument, value) {
            case (.int32, .int(let integer)): slot.storeBytes(of: Int32(truncatingIfNeeded: integer), as: Int32.self)
            case (.int64, .int(let integer)): slot.storeBytes(of: Int64(integer), as: Int64.self)
            case (.bool, .bool(let flag)): slot.storeBytes(of: flag ? UInt8(1) : 0, as: UInt8.self)
            case (.double, .double(let number)): slot.storeBytes(of: number, as: Double.self)
            case (.string, .string(let text)): slot.storeBytes(of: strings.cString(text), as: UnsafePointer<CChar>.self)
            default: slot.storeBytes(of: 0, as: UInt.self)  // a nullable string left out
            }
            values[index + 1] = slot
        }
        var result: ffi_arg = 0
        ffi_call(cif, function, &result, values)
        return signature.returnsStatus ? trellis_status(truncatingIfNeeded: result) : trellis_status(TRELLIS_OK)
    }
}
