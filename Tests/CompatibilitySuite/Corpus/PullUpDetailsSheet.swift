import SwiftUI

// Written for this corpus in the idiom of pd95/SwiftUI-Animations-Mastery,
// "SwiftUIAnimations/Triggers/Triggers_Challenge1.swift" (no licence given; not copied): a
// GeometryReader layout whose text panel is dragged with DragGesture(minimumDistance:)
// updating a @GestureState offset and toggling state onEnded, the implicit .animation(.easeOut),
// edgesIgnoringSafeArea.

struct PullUpDetailsSheet: View {
    @State private var expanded = false
    @GestureState private var drag = CGSize.zero

    var body: some View {
        GeometryReader { proxy in
            VStack(spacing: 0) {
                Text("Lake Bled").bold().padding()
                Image("bled")
                    .resizable()
                    .aspectRatio(contentMode: .fill)
                    .cornerRadius(16)
                    .frame(width: proxy.size.width, height: 200 + drag.height + (expanded ? 0 : 200))
                VStack(spacing: 0) {
                    Button(action: { expanded.toggle() }) {
                        Image(systemName: "chevron.compact.up")
                            .imageScale(.large)
                            .rotationEffect(.degrees(expanded ? 180 : 0))
                            .padding()
                    }
                    Text("A glacial lake with an island church, under the Julian Alps.")
                        .gesture(
                            DragGesture(minimumDistance: 4)
                                .updating($drag) { value, state, _ in
                                    state.height = min(max(0, value.translation.height), 200)
                                }
                                .onEnded { value in
                                    expanded = value.translation.height < -40
                                })
                        .padding(.horizontal)
                }
                .offset(y: drag.height)
            }
            .animation(.easeOut)
        }
        .edgesIgnoringSafeArea(.bottom)
        .font(.title3)
    }
}

struct PullUpDetailsSheet_Previews: PreviewProvider {
    static var previews: some View {
        PullUpDetailsSheet()
    }
}
