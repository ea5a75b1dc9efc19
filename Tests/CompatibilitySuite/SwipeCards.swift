import SwiftUI

/// A stack of cards, the top one draggable; only the top card reacts to the gesture.
struct SwipeDeck<Content: View>: View {
    @ViewBuilder var content: Content
    @GestureState private var dragOffset: CGSize = .zero
    @State private var dismissed = 0

    var body: some View {
        ZStack {
            Group(subviews: content) { cards in
                ForEach(Array(cards.dropFirst(dismissed).enumerated()), id: \.element.id) { index, card in
                    card
                        .padding()
                        .frame(width: 260, height: 160)
                        .background(RoundedRectangle(cornerRadius: 16).fill(.background))
                        .overlay(RoundedRectangle(cornerRadius: 16).strokeBorder(.secondary))
                        .offset(index == 0 ? dragOffset : .zero)
                        .rotationEffect(.degrees(index == 0 ? Double(dragOffset.width / 20) : 0))
                        .zIndex(Double(-index))
                        .allowsHitTesting(index == 0)
                        .gesture(
                            DragGesture()
                                .updating($dragOffset) { value, state, _ in
                                    state = value.translation
                                }
                                .onEnded { value in
                                    if abs(value.translation.width) > 100 {
                                        dismissed += 1
                                    }
                                }
                        )
                }
            }
        }
        .animation(.interactiveSpring, value: dismissed)
    }
}

struct Flashcards: View {
    var body: some View {
        SwipeDeck {
            Text("der Baum — the tree")
            Text("das Haus — the house")
            Text("die Katze — the cat")
        }
    }
}
