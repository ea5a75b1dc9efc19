extension Compiler {
    /// How loaded data records (JSON objects, CSV rows: type `Record`) become values of a
    /// document struct that describes them (`struct Service { let name: String; let uptime:
    /// Double }`, with or without `: Decodable`), as `JSONDecoder` would decode them: checked
    /// field by field before anything runs, extra fields ignored.
    ///
    /// - Returns: `nil` when `source` to `target` is not data to a struct (or arrays and
    ///   optionals of them); else the conversion, or why the data does not fit, naming the field.
    func recordFitting(from source: ValueType, to target: ValueType) -> Result<(Value) throws -> Value, FittingProblem>? {
        switch (source, target) {
        case (.record(let data), .record(let shape)) where data.name == "Record" && shape.name != "Record":
            return fitting(data, to: shape)
        case (.array(let element), .array(let targetElement)):
            return recordFitting(from: element, to: targetElement).map { result in
                result.map { fit in
                    { value throws in
                        var fitted: [Value] = []
                        for (index, element) in (value.elements ?? []).enumerated() {
                            do {
                                fitted.append(try fit(element))
                            } catch let problem as FittingProblem {
                                throw FittingProblem(
                                    message: "record \(index + 1): \(problem.message)", steps: [.index(index)] + problem.steps,
                                    character: problem.character)
                            }
                        }
                        return .array(fitted)
                    }
                }
            }
        case (.optional(let wrapped), .optional(let targetWrapped)), (let wrapped, .optional(let targetWrapped)):
            return recordFitting(from: wrapped, to: targetWrapped).map { result in
                result.map { fit in { value throws in value.isNull ? .null : try fit(value) } }
            }
        default:
            return nil
        }
    }

    /// Why data does not fit a struct.
    struct FittingProblem: Error {
        let message: String
        /// The way to the refused value from the data (elements and fields), and the character
        /// of its text where it went wrong, when one value was refused.
        var steps: [DataStep] = []
        var character: Int?

        /// The message and where the refused value lies: `place` (`file:line:column`), else
        /// the character of the value.
        func described(at place: String?) -> String {
            guard let character else { return message }
            return "\(message) (\(place ?? "at character \(character)"))"
        }
    }

    /// The diagnostic of loaded data that `error` refused. Where the refused value lies in its
    /// file is found after checking (`ScriptDiagnostic.locatingData`), which reads the file again.
    func misfit(_ error: any Error, in data: Value) -> ScriptDiagnostic.Representation {
        guard let problem = error as? FittingProblem else { return .misfit(reason: "\(error)", place: .unplaced) }
        guard let character = problem.character else { return .misfit(reason: problem.message, place: .unplaced) }
        return .misfit(reason: problem.message, place: .character(character, origin: prelude.origin(of: data), steps: problem.steps))
    }

    private func fitting(_ data: RecordShape, to shape: RecordShape) -> Result<(Value) throws -> Value, FittingProblem> {
        guard let fields = shape.fields else { return .failure(FittingProblem(message: "'\(shape.name)' has no known fields")) }
        var fits: [(Value) throws -> Value] = []
        for field in fields {
            let qualified = "'\(shape.name).\(field.name)'"
            guard let found = data.type(of: field.name) else {
                guard case .optional = field.type else {
                    return .failure(FittingProblem(message: "the data has no field '\(field.name)', which \(qualified) needs"))
                }
                fits.append { _ in .null }
                continue
            }
            if let origin = found.mixedOrigin {
                return .failure(FittingProblem(message: "\(origin), so it cannot be \(qualified) of type '\(field.type)'"))
            }
            if case .optional = found, !(field.type.isOptional) {
                return .failure(FittingProblem(
                    message: "'\(field.name)' is missing or null in some records of the data, but \(qualified) is not optional; declare it '\(field.type)?'"))
            }
            let fit: (Value) throws -> Value
            switch recordFitting(from: found, to: field.type) {
            case .failure(let problem)?: return .failure(problem)
            case .success(let nested)?: fit = nested
            case nil where field.type.unwrapped == .date && found.unwrapped == .string:
                fit = { value throws in
                    guard case .string(let text) = value else { return .null }
                    do throws(ISO8601Date.Failure) {
                        return .date(try ISO8601Date.parse(text))
                    } catch {
                        throw FittingProblem(
                            message: "'\(field.name)' is '\(text)', not an ISO 8601 date: \(error.message)", character: error.character)
                    }
                }
            case nil:
                guard found.converts(to: field.type) else {
                    return .failure(FittingProblem(message: "'\(field.name)' is \(found) in the data, but \(qualified) is \(field.type)"))
                }
                fit = found.unwrapped == .int && field.type.unwrapped == .double ? { value in value.isNull ? value : .double(value.double) } : { $0 }
            }
            let name = field.name
            fits.append { value throws in
                guard case .record(let record) = value else { return .null }
                do {
                    return try fit(record[name] ?? .null)
                } catch let problem as FittingProblem {
                    throw FittingProblem(message: problem.message, steps: [.field(name)] + problem.steps, character: problem.character)
                }
            }
        }
        let order = fields.indices.sorted { fields[$0].name < fields[$1].name }
        let layout = RecordLayout(typeName: shape.name, names: order.map { fields[$0].name })
        return .success { value throws in
            var values: [Value] = []
            for index in order { values.append(try fits[index](value)) }
            return .record(Record(layout: layout, values: values))
        }
    }
}

extension ValueType {
    var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }
}

extension Value {
    var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}
