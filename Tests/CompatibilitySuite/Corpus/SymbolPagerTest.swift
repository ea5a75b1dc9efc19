import SwiftUI

// Written for this corpus in the idiom of Patrickbfuller/swiftui-examples,
// "testingggg/testingggg/TabViewTest.swift" (no licence given; not copied): a TabView of
// symbol pages and rounded rectangles on a RadialGradient, PageTabViewStyle, and a
// @Binding-driven home tab with Button(action:label:).

struct SymbolPagerTest: View {
    let symbols = ["leaf.fill", "flame.fill", "drop.fill"]

    var body: some View {
        TabView {
            ForEach(symbols, id: \.self) { symbol in
                Image(systemName: symbol)
                    .resizable()
                    .scaledToFit()
                    .padding(24)
            }
            RoundedRectangle(cornerRadius: 20)
                .foregroundColor(.orange)
        }
        .background(
            RadialGradient(gradient: Gradient(colors: [.yellow, .pink]), center: .center, startRadius: 4, endRadius: 240))
        .frame(height: 240)
        .tabViewStyle(PageTabViewStyle())
    }
}

struct WelcomeTab: View {
    @Binding var selection: Int

    var body: some View {
        ZStack {
            Color.indigo.ignoresSafeArea()
            VStack {
                Text("Welcome").font(.largeTitle).foregroundColor(.white)
                Button(action: { selection = 1 }, label: {
                    Text("Next tab")
                        .font(.headline)
                        .padding()
                        .background(Color.white)
                        .cornerRadius(8)
                })
            }
        }
    }
}

struct SymbolPagerTest_Previews: PreviewProvider {
    static var previews: some View {
        SymbolPagerTest()
    }
}
