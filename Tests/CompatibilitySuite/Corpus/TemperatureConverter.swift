import SwiftUI

// Written for this corpus in the idiom of davidthomasstanton/100-Days-Of-SwiftUI,
// "UnitConversion/UnitConversion/TemperatureConversion.swift" (no licence given; not copied):
// a NavigationStack Form with TextField(value:format: .number), decimalPad keyboard, a Bool
// @FocusState, segmented Pickers, Double.formatted(), a Done button in an if in the toolbar.

struct TemperatureConverter: View {
    @State private var input = 20.0
    @State private var from = "Celsius"
    @State private var to = "Kelvin"
    @FocusState private var editing: Bool
    let scales = ["Celsius", "Fahrenheit", "Kelvin"]

    var celsius: Double {
        switch from {
        case "Fahrenheit": return (input - 32) * 5 / 9
        case "Kelvin": return input - 273.15
        default: return input
        }
    }

    var converted: Double {
        switch to {
        case "Fahrenheit": return celsius * 9 / 5 + 32
        case "Kelvin": return celsius + 273.15
        default: return celsius
        }
    }

    var body: some View {
        NavigationStack {
            Form {
                Section("From") {
                    TextField("Temperature", value: $input, format: .number)
                        .keyboardType(.decimalPad)
                        .focused($editing)
                    Picker("From", selection: $from) {
                        ForEach(scales, id: \.self) { Text("\($0)") }
                    }
                    .pickerStyle(.segmented)
                }
                Section("To") {
                    Text(converted.formatted() + "°")
                    Picker("To", selection: $to) {
                        ForEach(scales, id: \.self) { Text("\($0)") }
                    }
                    .pickerStyle(.segmented)
                }
            }
            .navigationTitle("Temperatures")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                if editing {
                    Button("Done") { editing = false }
                }
            }
        }
    }
}

#Preview {
    TemperatureConverter()
}
