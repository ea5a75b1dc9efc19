import SwiftUI

// Written for this corpus in the idiom of easydev991/SwiftUI-WorkoutApp,
// "SwiftUI-WorkoutApp/Screens/Common/ContainerRelativeView.swift" (GPL-3.0; not copied): a
// generic wrapper over an Axis.Set and Alignment using containerRelativeFrame behind
// if #available, previewed inside a ScrollView under #if DEBUG.

struct FillingContainer<Content: View>: View {
    let content: Content
    let axes: Axis.Set
    let alignment: Alignment

    init(@ViewBuilder content: () -> Content, _ axes: Axis.Set = [.vertical], alignment: Alignment = .center) {
        self.content = content()
        self.axes = axes
        self.alignment = alignment
    }

    var body: some View {
        if #available(iOS 17.0, macOS 14.0, *) {
            ZStack {
                Spacer().containerRelativeFrame(axes, alignment: alignment)
                content
            }
        } else {
            content
        }
    }
}

#if DEBUG
#Preview {
    ScrollView {
        FillingContainer {
            Text("Centred in the scroll view")
        }
    }
}
#endif
