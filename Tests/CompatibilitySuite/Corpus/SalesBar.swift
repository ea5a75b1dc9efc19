import SwiftUI

// Written for this corpus in the idiom of recherst/kavsoft-swiftui-animations,
// "DashoardUI/DashoardUI/View/GraphView.swift" (MIT; not copied): one bar of a sales chart,
// a GeometryReader measuring reader.frame(in: .global), caption2 bold value shown by a flag,
// a RoundedRectangle scaled against the largest value, a DateFormatter caption.

struct DaySales: Identifiable {
    let id = UUID()
    let day: Date
    let value: CGFloat
    var highlighted: Bool
}

struct SalesBar: View {
    var sales: DaySales
    var week: [DaySales]

    var body: some View {
        VStack(spacing: 5) {
            GeometryReader { reader in
                VStack(spacing: 0) {
                    Spacer(minLength: 0)
                    Text("\(Int(sales.value))")
                        .font(.caption2)
                        .fontWeight(.bold)
                        .frame(height: 20)
                        .opacity(sales.highlighted ? 1 : 0)
                    RoundedRectangle(cornerRadius: 5)
                        .fill(Color.red.opacity(sales.highlighted ? 1 : 0.4))
                        .frame(height: barHeight(reader.frame(in: .global).height - 20))
                }
            }
            Text(label(for: sales.day))
                .font(.caption2)
                .foregroundColor(.gray)
        }
    }

    func label(for date: Date) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "MM dd"
        return formatter.string(from: date)
    }

    func barHeight(_ height: CGFloat) -> CGFloat {
        let largest = week.map(\.value).max() ?? 1
        return sales.value / largest * height
    }
}
