import SwiftUI

// Own code: a chat thread as sample apps write it (no single model file): ScrollViewReader
// scrolling to the newest message, a LazyVStack of bubbles, onChange(of:) with the
// two-argument closure, a growing TextField(axis: .vertical) with a lineLimit range in a
// bottom safeAreaInset, and scrollDismissesKeyboard.

struct ChatMessage: Identifiable, Equatable {
    let id = UUID()
    let text: String
    let isMine: Bool
}

struct Bubble: View {
    let message: ChatMessage

    var body: some View {
        HStack {
            if message.isMine { Spacer(minLength: 40) }
            Text(message.text)
                .padding(.horizontal, 12)
                .padding(.vertical, 8)
                .background(message.isMine ? Color.blue : Color.gray.opacity(0.2))
                .foregroundColor(message.isMine ? .white : .primary)
                .clipShape(RoundedRectangle(cornerRadius: 18))
            if !message.isMine { Spacer(minLength: 40) }
        }
    }
}

struct ChatThread: View {
    @State private var messages: [ChatMessage] = [
        ChatMessage(text: "Did the build pass?", isMine: false),
        ChatMessage(text: "Yes, all green.", isMine: true),
    ]
    @State private var draft = ""

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                LazyVStack(spacing: 8) {
                    ForEach(messages) { message in
                        Bubble(message: message)
                            .id(message.id)
                    }
                }
                .padding()
            }
            .scrollDismissesKeyboard(.interactively)
            .onChange(of: messages) { oldValue, newValue in
                guard let last = newValue.last, newValue.count > oldValue.count else { return }
                withAnimation {
                    proxy.scrollTo(last.id, anchor: .bottom)
                }
            }
            .safeAreaInset(edge: .bottom) {
                HStack(alignment: .bottom) {
                    TextField("Message", text: $draft, axis: .vertical)
                        .lineLimit(1...5)
                        .textFieldStyle(.roundedBorder)
                    Button {
                        send()
                    } label: {
                        Image(systemName: "arrow.up.circle.fill")
                            .font(.title)
                    }
                    .disabled(draft.isEmpty)
                }
                .padding()
                .background(.bar)
            }
        }
        .navigationTitle("Team")
    }

    private func send() {
        messages.append(ChatMessage(text: draft, isMine: true))
        draft = ""
    }
}
