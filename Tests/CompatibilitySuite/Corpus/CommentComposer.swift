import SwiftUI

// Written for this corpus in the idiom of easydev991/SwiftUI-WorkoutApp,
// "SwiftUI-WorkoutApp/Screens/Common/SendMessageScreen.swift" (GPL-3.0; not copied): a sheet
// with an untyped @FocusState, a custom environment value, a LocalizedStringKey header, a
// focused TextEditor focused after Task.sleep in .task, interactiveDismissDisabled, a
// loading overlay modifier.

private struct IsOnlineKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    var isOnline: Bool {
        get { self[IsOnlineKey.self] }
        set { self[IsOnlineKey.self] = newValue }
    }
}

extension View {
    func busyOverlay(if busy: Bool) -> some View {
        overlay { if busy { ProgressView() } }
    }
}

struct CommentComposer: View {
    @Environment(\.isOnline) private var isOnline
    @Binding var text: String
    @FocusState private var isFocused
    private let header: LocalizedStringKey
    private let isSending: Bool
    private let send: () -> Void

    init(header: LocalizedStringKey, text: Binding<String>, isSending: Bool, send: @escaping () -> Void) {
        self.header = header
        self._text = text
        self.isSending = isSending
        self.send = send
    }

    var body: some View {
        VStack {
            Text(header).font(.headline)
            TextEditor(text: $text)
                .frame(height: 200)
                .focused($isFocused)
                .task {
                    guard !isFocused else { return }
                    try? await Task.sleep(nanoseconds: 500_000_000)
                    isFocused = true
                }
            Spacer()
            Button("Send") {
                guard isOnline else { return }
                isFocused = false
                send()
            }
            .buttonStyle(.borderedProminent)
            .disabled(text.isEmpty)
        }
        .padding([.horizontal, .bottom])
        .background(Color(white: 0.97))
        .busyOverlay(if: isSending)
        .interactiveDismissDisabled(isSending)
    }
}

#if DEBUG
#Preview {
    CommentComposer(header: "New comment", text: .constant("Nice park"), isSending: false, send: {})
}
#endif
