import SwiftUI

// Written for this suite in the idiom of p0deje/Maccy,
// "Maccy/Views/AsyncView.swift" (MIT; not copied): a generic async loader: an enum
// state, .task(id:) running an async throwing operation, Task.checkCancellation, and a
// placeholder until the value arrives.

enum LoadPhase<Value> {
    case pending
    case failed
    case ready(Value)
}

struct AsyncContent<Value, Content: View, Placeholder: View>: View {
    let key: AnyHashable?
    let load: () async throws -> Value
    @ViewBuilder var content: (Value) -> Content
    @ViewBuilder var placeholder: () -> Placeholder

    @State private var phase = LoadPhase<Value>.pending

    var body: some View {
        Group {
            switch phase {
            case .pending, .failed:
                placeholder()
            case .ready(let value):
                content(value)
            }
        }
        .id(key)
        .task(id: key) {
            phase = .pending
            do {
                let value = try await load()
                try Task.checkCancellation()
                phase = .ready(value)
            } catch is CancellationError {
            } catch {
                phase = .failed
            }
        }
    }
}

struct ClipPreview: View {
    let clipID: Int

    var body: some View {
        AsyncContent(key: clipID, load: { "Clip \(clipID)" }) { text in
            Text(text)
        } placeholder: {
            ProgressView()
        }
    }
}
