extension ScriptDiagnostic {
    /// A Swift construct view documents do not have, with what to write instead when there is
    /// one: "<what> is not supported in view documents; <instead>".
    enum Unsupported: Hashable, Sendable {
        /// Where a declaration or statement the document language lacks was written.
        enum Place: Hashable, Sendable { case topLevel, function, viewBuilder }
        /// Where a pattern the document language lacks was written.
        enum PatternPlace: Hashable, Sendable {
            case caseBinding, caseItem, localDeclaration, conditionalBinding, loopVariable, property
        }
        /// Which kind of type a member the document language lacks was declared in.
        enum MemberPlace: Hashable, Sendable { case view, dataStruct, viewExtension, enumeration, observableClass }

        case declaration(Place)
        case statement(Place)
        case pattern(PatternPlace)
        case member(MemberPlace)
        case ifConfigInSwitch, calledExpression, interpolation, expression, optionalChaining
        /// An operator by its symbol, or one that is not a plain symbol (`nil`).
        case operatorSymbol(String?)
        case enumAssociatedValues, enumStoredProperty, whileLoop, computedLocal, assignmentTarget
        case condition, forForm, accessors, builderBinding, forInViewBuilder, guardInViewBuilder
        case multiStatementClosure, keyPathComponent
        /// `extension <type>` of a type other than `View`.
        case extensionOf(String)
        /// A property wrapper other than `@State`, `@Binding`, `@Environment` and `@ViewBuilder`, by name.
        case propertyWrapper(String)
        /// `@State var name: Type` without an initial value.
        case stateWithoutValue(name: String)
        /// `@Binding var name: Type = value`: a binding's value comes from its caller.
        case bindingWithValue(name: String)
        /// A `class` without `@Observable`.
        case classDeclaration
        /// A stored property of a class that holds a class instance (a reference cycle could form).
        case objectInClass(name: String)
        /// A binding argument other than `$name` of a `@State` property or `.constant(value)`.
        case bindingArgument

        /// What is not supported and, when there is one, what to write instead.
        var parts: (what: String, instead: String?) {
            switch self {
            case .declaration(.topLevel): ("this declaration", nil)
            case .declaration(.viewBuilder): ("this declaration inside a view builder", nil)
            case .declaration(.function):
                ("this declaration inside a function (declare types and functions at the top level or in a struct)", nil)
            case .statement(.topLevel): ("this statement", nil)
            case .statement(.function):
                ("this statement", "functions have let, var, =, +=, if, guard, switch, for … in, break, continue and return")
            case .statement(.viewBuilder):
                ("this statement inside a view builder", "it has views, let, if, if let, if case and switch")
            case .pattern(let place): Self.pattern(place)
            case .member(let place): Self.member(place)
            case .ifConfigInSwitch: ("'#if' in a switch", nil)
            case .calledExpression: ("calling this expression", nil)
            case .interpolation:
                ("this interpolation", "write \\(value), \\(value, format: .number) or \\(value, specifier: \"%.2f\")")
            case .expression: ("this expression", nil)
            case .optionalChaining: ("optional chaining", "use '?? default'")
            case .operatorSymbol(let symbol?): ("operator '\(symbol)'", nil)
            case .operatorSymbol(nil): ("this operator", nil)
            case .enumAssociatedValues: ("an enum case with associated values", "declare a struct for data")
            case .enumStoredProperty: ("a stored property or accessors in an enum", "write 'var name: Type { … }'")
            case .whileLoop: ("a 'while' loop (its work has no bound)", "iterate a collection or a range with 'for … in'")
            case .computedLocal: ("a computed local variable", nil)
            case .assignmentTarget: ("assigning to this expression", "assign to a 'var' of the function")
            case .condition: ("this condition", nil)
            case .forForm: ("this form of 'for'", "write 'for name in sequence'")
            case .accessors: ("accessors other than a getter", nil)
            case .builderBinding: ("this binding", nil)
            case .forInViewBuilder: ("a 'for' loop inside a view builder", "write ForEach(items, id: \\.self) { item in … }")
            case .guardInViewBuilder: ("'guard' inside a view builder", "write 'if let name = value { … } else { … }'")
            case .multiStatementClosure: ("a closure of several statements here", "write one expression")
            case .keyPathComponent: ("this key path component", nil)
            case .extensionOf(let type): ("an extension of '\(type)'", nil)
            case .propertyWrapper(let name) where ["ObservedObject", "StateObject", "EnvironmentObject"].contains(name):
                ("'@\(name)' (ObservableObject classes)", "declare an '@Observable final class' and hold it in '@State var model = Model()'")
            case .propertyWrapper(let name): ("the property wrapper '@\(name)'", "view properties have @State, @Binding, @Bindable, @Environment and @ViewBuilder")
            case .stateWithoutValue(let name): ("'@State var \(name)' without an initial value", "give it one: '@State var \(name) = value'")
            case .bindingWithValue(let name):
                ("'@Binding var \(name)' with an initial value", "declare 'var \(name): Type' and pass '$state' where the view is made")
            case .classDeclaration:
                ("a class without '@Observable' (its changes would redraw nothing)", "write '@Observable final class'")
            case .objectInClass(let name):
                ("property '\(name)' holding a class instance inside a class (references could form a cycle)",
                 "keep models apart, each in a view's '@State'")
            case .bindingArgument: ("this binding", "pass '$name' of a '@State' or '@Binding' property of this view, or '.constant(value)'")
            }
        }

        private static func pattern(_ place: PatternPlace) -> (what: String, instead: String?) {
            switch place {
            case .caseBinding: ("this pattern", "write 'let name'")
            case .caseItem: ("this pattern", "write a value, a range, 'let name' or '_'")
            case .localDeclaration: ("this pattern in a declaration", "declare one name")
            case .conditionalBinding: ("this pattern in 'if let'", "bind one name")
            case .loopVariable: ("this pattern", "write a name, '_' or a tuple of names")
            case .property: ("this pattern", nil)
            }
        }

        private static func member(_ place: MemberPlace) -> (what: String, instead: String?) {
            switch place {
            case .view: ("this member", nil)
            case .dataStruct: ("this member of a data struct", "it has stored and computed properties and methods")
            case .viewExtension: ("this member of a View extension", nil)
            case .enumeration: ("this member of an enum", "enums have cases, computed properties and methods")
            case .observableClass:
                ("this member of an @Observable class", "it has 'var name = value', 'let name = value', computed properties and methods")
            }
        }

        var message: String {
            let (what, instead) = parts
            return "\(what) is not supported in view documents" + (instead.map { "; \($0)" } ?? "")
        }
    }
}
