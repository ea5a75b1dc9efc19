import SwiftUI

// Written for this corpus in the idiom of recherst/kavsoft-swiftui-animations,
// "CustomTabBar/CustomTabBar/VIew/TabButton.swift" (MIT; not copied): a tab button taking a
// Namespace.ID, a custom Shape indicator moved with matchedGeometryEffect(id:in:), an asset
// Color("tint"), withAnimation selection.

struct TopRoundedBar: Shape {
    func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerSize: CGSize(width: rect.height / 2, height: rect.height / 2))
    }
}

struct MatchedTabButton: View {
    var symbol: String
    @Binding var selected: String
    var namespace: Namespace.ID

    var body: some View {
        Button(action: {
            withAnimation { selected = symbol }
        }, label: {
            VStack(spacing: 6) {
                ZStack {
                    TopRoundedBar()
                        .fill(Color.clear)
                        .frame(width: 45, height: 6)
                    if selected == symbol {
                        TopRoundedBar()
                            .fill(Color("tint"))
                            .frame(width: 45, height: 6)
                            .matchedGeometryEffect(id: "indicator", in: namespace)
                    }
                }
                .padding(.bottom, 10)
                Image(systemName: symbol)
                    .resizable()
                    .frame(width: 24, height: 24)
                    .foregroundColor(selected == symbol ? Color("tint") : Color.black.opacity(0.2))
            }
        })
    }
}

struct MatchedTabBar: View {
    @State private var selected = "house"
    @Namespace private var namespace

    var body: some View {
        HStack {
            ForEach(["house", "magnifyingglass", "person"], id: \.self) { symbol in
                MatchedTabButton(symbol: symbol, selected: $selected, namespace: namespace)
            }
        }
    }
}

struct MatchedTabButton_Previews: PreviewProvider {
    static var previews: some View {
        MatchedTabBar()
    }
}
