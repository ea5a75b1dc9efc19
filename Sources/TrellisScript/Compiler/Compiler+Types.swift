import SwiftSyntax

extension Compiler {
    /// The type a type annotation names; `generics` are the struct's generic `View` parameters.
    func resolveType(_ type: TypeSyntax, generics: Set<String> = []) -> ValueType {
        if let some = type.as(SomeOrAnyTypeSyntax.self) {
            if some.constraint.trimmedDescription == "View" { return .view }
            if some.constraint.trimmedDescription == "ShapeStyle" { return .symbol(.shapeStyle) }
            if some.constraint.trimmedDescription == "Shape" { return .symbol(.shape) }
        }
        // A type made of one that failed (`[Strnig]`) fails whole: its uses add no errors.
        if let array = type.as(ArrayTypeSyntax.self) {
            let element = resolveType(array.element, generics: generics)
            return element == .failed ? .failed : .array(element)
        }
        if let optional = type.as(OptionalTypeSyntax.self) {
            let wrapped = resolveType(optional.wrappedType, generics: generics)
            return wrapped == .failed ? .failed : .optional(wrapped)
        }
        let name = type.trimmedDescription
        if generics.contains(name) { return .view }
        switch name {
        case "Any": return .any
        case "Bool": return .bool
        case "Int": return .int
        case "Double", "CGFloat", "Float": return .double
        case "String": return .string
        case "Date": return .date
        case "Text": return .text
        case "AnyView", "Content": return .view
        case "Subview": return .subview
        case "SubviewsCollection", "SubviewsCollectionSlice": return .subviews
        case "SectionConfiguration": return .section
        case "SectionCollection": return .sections
        case "ContainerValues": return .containerValues
        default: break
        }
        // The document's own types shadow Trellis's option types of the same name.
        if let record = declared.records[name] { return .record(record.shape) }
        if declared.enums[name] != nil { return .enumeration(name) }
        if declared.classes[name] != nil { return .object(name) }
        if let kind = SymbolKind(rawValue: name) { return .symbol(kind) }
        if let dictionary = type.as(DictionaryTypeSyntax.self) {
            let key = resolveType(dictionary.key, generics: generics), value = resolveType(dictionary.value, generics: generics)
            return key == .failed || value == .failed ? .failed : .dictionary(key, value)
        }
        guard !isReportedUnknown(name) else { return .failed }
        let known = ["Bool", "Int", "Double", "String", "Date", "Text", "AnyView", "Subview", "SubviewsCollection",
                     "SectionConfiguration", "SectionCollection"] + SymbolKind.allCases.map(\.rawValue) + Array(declared.records.keys) + Array(declared.enums.keys)
        error(.unknownName(name, suggestion: Suggestion.closest(to: name, in: known)), at: type)
        return .failed
    }

    /// `value` checked against `expected` (when given): a mismatch is reported at `node`;
    /// an `Int` passed where a `Double` is expected becomes a `Double`.
    func checked(_ value: Compiled, against expected: ValueType?, at node: some SyntaxProtocol) -> Compiled {
        guard let expected else { return value }
        // A value that failed takes the declared type, so that its uses are checked against it.
        if value.type == .failed { return Compiled(type: expected, run: value.run) }
        if let fitting = recordFitting(from: value.type, to: expected) {
            switch fitting {
            case .failure(let problem):
                error(.misfit(reason: problem.message, place: .unplaced), at: node)
                return .invalid
            case .success(let fit):
                let location = location(of: node)
                if let known = value.known {  // loaded data: fitted once, now
                    do {
                        return .constant(try fit(known), expected)
                    } catch {
                        self.error(misfit(error, in: known), at: node)
                        return .invalid
                    }
                }
                return Compiled(type: expected) { frame in
                    do {
                        return try fit(try value.run(frame))
                    } catch let problem as FittingProblem {
                        throw RuntimeFailure(message: problem.described(at: nil), location: location)
                    }
                }
            }
        }
        if let origin = value.type.mixedOrigin, !value.type.converts(to: expected) {
            error(.mismatch(.mixedValue(origin: origin, expected: expected)), at: node)
            return .invalid
        }
        guard value.type.converts(to: expected) else {
            error(.typeMismatch(found: value.type.description, expected: expected.description), at: node)
            return .invalid
        }
        return coerced(value, to: expected)
    }

    /// `value` converted at run time where its type differs in representation from `target`,
    /// still known to the checker when it was (`frame(width: -5)` is checked as `-5.0`).
    func coerced(_ value: Compiled, to target: ValueType) -> Compiled {
        switch (value.type, target) {
        case (.int, .double), (.int, .optional(.double)):
            return Compiled(type: target, known: value.known.map { .double($0.double) }) { frame in .double(try value.run(frame).double) }
        case (.array(.int), .array(.double)):
            return Compiled(type: target) { frame in
                .array((try value.run(frame).elements ?? []).map { .double($0.double) })
            }
        default:
            return value
        }
    }
}
