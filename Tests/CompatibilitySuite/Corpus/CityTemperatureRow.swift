import SwiftUI

// Written for this corpus in the idiom of ryanoff/SwiftUI-Examples,
// "SwiftUI_Examples/VIews/TempView.swift" (MIT; not copied): a weather row of symbol and
// texts with system fonts, a value set in onAppear.

struct CityTemperatureRow: View {
    @State private var reading = "--"
    let city: String

    var body: some View {
        HStack {
            Image(systemName: "thermometer.sun")
                .font(.system(size: 36))
                .foregroundColor(.orange)
            VStack(alignment: .leading) {
                Text(city).font(.system(.headline, design: .rounded))
                Text("Now").font(.caption).foregroundColor(.gray)
            }
            Spacer()
            Text(reading).font(.system(size: 40, weight: .light))
        }
        .padding()
        .onAppear { reading = "21°" }
    }
}

struct CityTemperatureRow_Previews: PreviewProvider {
    static var previews: some View {
        CityTemperatureRow(city: "Lisbon")
    }
}
