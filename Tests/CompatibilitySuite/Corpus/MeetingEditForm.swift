import SwiftUI

// Written for this corpus in the idiom of pommdau/swiftui-practice,
// "01_Apple/02_Develop Apps for iOS/Scrumdinger/Scrumdinger/Views/DetailEditView.swift" (no
// licence given; not copied): a Form editing a Binding to a nested Data struct, Slider(value:
// in:step:label:), accessibilityValue/accessibilityHidden, ForEach with onDelete removing
// atOffsets, withAnimation append, a theme Picker.

struct Meeting {
    struct Person: Identifiable {
        let id = UUID()
        var name: String
    }

    enum Palette: String, CaseIterable, Identifiable {
        case sky, sunset
        var id: String { rawValue }
    }

    struct Draft {
        var title = "Standup"
        var minutes: Double = 10
        var people = [Person(name: "Ada")]
        var palette = Palette.sky
    }
}

struct MeetingEditForm: View {
    @Binding var draft: Meeting.Draft
    @State private var newName = ""

    var body: some View {
        Form {
            Section(header: Text("Meeting")) {
                TextField("Title", text: $draft.title)
                HStack {
                    Slider(value: $draft.minutes, in: 5...30, step: 1) {
                        Text("Length")
                    }
                    .accessibilityValue("\(Int(draft.minutes)) minutes")
                    Spacer()
                    Text("\(Int(draft.minutes)) minutes")
                        .accessibilityHidden(true)
                }
                Picker("Theme", selection: $draft.palette) {
                    ForEach(Meeting.Palette.allCases) { palette in
                        Text(palette.rawValue.capitalized).tag(palette)
                    }
                }
                .pickerStyle(.navigationLink)
            }
            Section(header: Text("People")) {
                ForEach(draft.people) { person in
                    Text(person.name)
                }
                .onDelete { offsets in
                    draft.people.remove(atOffsets: offsets)
                }
                HStack {
                    TextField("New person", text: $newName)
                    Button {
                        withAnimation {
                            draft.people.append(Meeting.Person(name: newName))
                            newName = ""
                        }
                    } label: {
                        Image(systemName: "plus.circle.fill")
                            .accessibilityLabel("Add person")
                    }
                    .disabled(newName.isEmpty)
                }
            }
        }
    }
}

struct MeetingEditForm_Previews: PreviewProvider {
    static var previews: some View {
        MeetingEditForm(draft: .constant(Meeting.Draft()))
    }
}
