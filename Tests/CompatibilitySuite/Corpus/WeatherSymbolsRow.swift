import SwiftUI

// Written for this corpus in the idiom of safx/Statusbar-App-Weather-Sample,
// "Shared/ContentView.swift" (MIT; not copied): a row of largeTitle SF Symbols in
// symbolRenderingMode(.multicolor) between Spacers, from a helper returning some View.

struct WeatherSymbolsRow: View {
    private func symbol(_ name: String) -> some View {
        Image(systemName: name)
            .font(.largeTitle)
            .symbolRenderingMode(.multicolor)
    }

    var body: some View {
        HStack {
            Spacer()
            symbol("cloud.drizzle.fill")
            Spacer()
            symbol("cloud.sun.fill")
            Spacer()
            symbol("snowflake")
            Spacer()
        }
        .padding()
    }
}

struct WeatherSymbolsRow_Previews: PreviewProvider {
    static var previews: some View {
        WeatherSymbolsRow()
    }
}
