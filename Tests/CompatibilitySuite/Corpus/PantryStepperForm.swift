import SwiftUI

// Written for this corpus in the idiom of AlexPereaCode/SwiftUI-Examples,
// "SwiftUI_Examples/Old Code/Views/StepperView.swift" (no licence given; not copied): a Form
// of Steppers over a range, with a step, and with increment and decrement closures.

struct PantryStepperForm: View {
    @State var jars: Int = 2
    @State var cartons: Int = 0
    @State var loaves: Int = 1

    var body: some View {
        Form {
            Stepper("\(jars) jars of jam", value: $jars, in: 0...12)
            Stepper("\(cartons) eggs", value: $cartons, in: 0...48, step: 12)
            Stepper("\(loaves) loaves") {
                loaves += 1
            } onDecrement: {
                loaves = max(0, loaves - 1)
            }
        }
    }
}

struct PantryStepperForm_Previews: PreviewProvider {
    static var previews: some View {
        PantryStepperForm()
    }
}
