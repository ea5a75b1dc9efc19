import SwiftUI

/// Cards styled with gradients, semantic and hierarchical shape styles, shadows on styles,
/// dashed strokes and colours in explicit colour spaces.
struct GradientCards: View {
    let brand = Color(.sRGB, red: 0.2, green: 0.4, blue: 0.9, opacity: 1)
    let glow = Color(.displayP3, red: 1, green: 0.5, blue: 0)
    let linearGrey = Color(.sRGBLinear, white: 0.5)

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Featured")
                .font(.largeTitle.bold())
                .foregroundStyle(LinearGradient(colors: [.pink, .purple], startPoint: .leading, endPoint: .trailing))
            Text("Updated today").foregroundStyle(.tertiary)
            Text("Draft").foregroundStyle(.quaternary)
            Rectangle().fill(.separator).frame(height: 1)
            RoundedRectangle(cornerRadius: 12)
                .fill(.fill)
                .frame(height: 40)
            RoundedRectangle(cornerRadius: 12)
                .fill(brand.shadow(.drop(color: .black.opacity(0.3), radius: 4, y: 2)))
                .frame(height: 40)
            Circle()
                .fill(RadialGradient(gradient: Gradient(colors: [glow, .clear]), center: .center, startRadius: 0, endRadius: 40))
                .frame(width: 80, height: 80)
            Circle()
                .fill(AngularGradient(gradient: Gradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)]),
                                      center: .center, startAngle: .zero, endAngle: .degrees(360)))
                .frame(width: 40, height: 40)
            Capsule()
                .stroke(.tint, style: StrokeStyle(lineWidth: 2, lineCap: .round, dash: [4, 2]))
                .frame(height: 20)
            Text("Inner").padding().background(linearGrey.shadow(.inner(radius: 2)))
            Text("Hue").foregroundStyle(Color(hue: 0.6, saturation: 0.8, brightness: 0.9))
        }
        .padding()
        .background(.background)
        .foregroundStyle(.foreground)
    }
}
