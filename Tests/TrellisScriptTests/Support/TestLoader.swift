import Foundation
import Trellis
import TrellisPluginValues
import TrellisScript

/// An in-memory module loader with one fake plugin, `Boards`: a `Board(title:columns:)`
/// container, a `stamp(_:)` modifier, an `isPinned` container-value key and an `accent`
/// environment key.
struct TestLoader: ScriptModuleLoader {
    var availableModuleNames: [String] { ["Boards"] }

    func module(named name: String) throws -> ScriptModule {
        guard name == "Boards" else { throw Missing(name: name) }
        return ScriptModule(
            name: "Boards",
            containers: [
                ScriptContainerDeclaration(
                    name: "Board",
                    parameters: [
                        ScriptParameter(label: "title", type: .string),
                        ScriptParameter(label: "columns", type: .int, defaultValue: .int(1)),
                    ],
                    takesContent: true,
                    make: { arguments, content in
                        let byLabel = Dictionary(arguments.map { ($0.label ?? "_", $0.value) }, uniquingKeysWith: { first, _ in first })
                        guard case .string(let title)? = byLabel["title"], case .int(let columns)? = byLabel["columns"] else {
                            throw Missing(name: "arguments")
                        }
                        return AnyView(BoardProbe(title: title, columns: columns, content: content))
                    }),
            ],
            modifiers: [
                ScriptModifierDeclaration(
                    name: "stamp", parameters: [ScriptParameter(label: nil, type: .string)],
                    apply: { view, arguments in
                        guard case .string(let text)? = arguments.first?.value else { throw Missing(name: "stamp") }
                        return AnyView(HStack { view; Text("[\(text)]") })
                    }),
            ],
            valueKeys: [
                ScriptValueKeyDeclaration(name: "isPinned", type: .bool, defaultValue: .bool(false), scope: .container),
                ScriptValueKeyDeclaration(name: "accent", type: .string, defaultValue: .string("none"), scope: .environment),
            ])
    }

    struct Missing: Error, CustomStringConvertible {
        let name: String
        var description: String { "no plugin named '\(name)' (searched: memory)" }
    }
}

/// What the fake `Board` container draws: its title, then each resolved subview with a pin
/// when its run-time `isPinned` value is true, and the `accent` it sees.
private nonisolated struct BoardProbe: View {
    let title: String
    let columns: Int
    let content: AnyView
    @Environment(\.self) private var environment

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(title) (\(columns) col, accent \(environment[named: "accent"].map { "\($0)" } ?? "none"))")
            ForEach(subviews: content) { subview in
                HStack {
                    Text((subview.containerValues[named: "isPinned"] as? Bool) == true ? "*" : "-")
                    subview
                }
            }
        }
    }
}
