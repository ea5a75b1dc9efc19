// Every feature of the document language in one document (the CLI and TrellisScript tests
// render it and compare with Golden/render-every-feature.golden).
import Foundation

let title = "Karaoke night"
let guests = 12
let price = 7.5
let isOpen = true
let hosts = ["Sam", "Sommer"]
let venue = ["name": "Main hall", "floor": 2]
let rounds = 1..<3
let songs = load("songs.json")
let scores = load("scores.csv")
let piped = stdin()

extension ContainerValues {
    @Entry var isRejected: Bool = false
    @Entry var note: String = ""
}

extension EnvironmentValues {
    @Entry var accent: String = "plain"
}

extension View {
    func rejected(_ isRejected: Bool = true) -> some View {
        containerValue(\.isRejected, isRejected)
    }
}

struct Guest {
    let name: String
    var drinks = 0
}

struct Board<Content: View>: View {
    var heading: String
    @ViewBuilder var content: Content
    @Environment(\.accent) var accent

    var body: some View {
        VStack(alignment: .leading) {
            Text("\(heading) (\(accent))").bold().underline()
            ForEach(sections: content) { section in
                let rejectedSection = section.containerValues.isRejected
                if !section.header.isEmpty {
                    section.header.textCase(.uppercase).strikethrough(rejectedSection)
                }
                cards(section.content)
                section.footer.italic()
            }
        }
        .padding()
        .border(.rounded)
    }

    func cards(_ subviews: SubviewsCollection) -> some View {
        ForEach(subviews: subviews) { subview in
            HStack {
                Text(subview.containerValues.isRejected ? "✗" : "•")
                subview.strikethrough(subview.containerValues.isRejected)
                Text(subview.containerValues.note)
            }
        }
    }
}

struct Strip<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        Group(subviews: content) { subviews in
            HStack {
                Text("\(subviews.count):")
                subviews.first
                subviews[1...]
            }
        }
    }
}

VStack(alignment: .leading, spacing: 16) {
    Text(title + "!").font(.title).foregroundStyle(.red)
    HStack(alignment: .top) {
        Label("\(guests) guests", systemImage: "person")
        Text("$\(price * 2)").frame(width: 64, alignment: .trailing)
        Image(systemName: isOpen ? "checkmark" : "xmark")
    }
    Text("clipped to four columns").fixedSize().frame(width: 32, alignment: .leading).clipped()
    Board(heading: "Songs") {
        Section("\(hosts[0])'s") {
            ForEach(songs, id: \.title) { song in
                Text(song.title)
                    .rejected(song.stars < 3 || song.title == "Nope")
                    .containerValue(\.note, song.stars >= 4 ? "★\(song.stars)" : "")
            }
        }
        Section {
            ForEach(scores, id: \.name) { row in Text("\(row.name): \(row.score)") }
        } header: {
            Text(hosts[1])
        } footer: {
            Text("\(scores.count) scores at \(venue.name), floor \(venue.floor)")
        }
        .rejected()
    }
    .environment(\.accent, "neon")
    Strip {
        ForEach(rounds) { Text("round \($0)") }
        ForEach(piped, id: \.self) { Text("in \($0)") }
        Color.blue.frame(width: 16, height: 16)
    }
    Grid(alignment: .leading) {
        GridRow {
            Text("Guest")
            Text("Drinks")
        }
        Divider()
        ForEach([Guest(name: "Ann", drinks: 2), Guest(name: "Bob")], id: \.name) { guest in
            GridRow {
                Text(guest.name)
                Text("\(guest.drinks)")
            }
        }
    }
    GroupBox("Notes") {
        VStack(alignment: .leading) {
            if guests > 10 && !hosts.isEmpty {
                Text("Busy night").italic()
            } else {
                Text("Quiet night")
            }
            Spacer(minLength: 16)
            Text(hosts.contains("Sam") ? "Sam hosts" : "no Sam").padding(.leading, 16)
        }
    }
    .frame(width: 240, alignment: .leading)
    List {
        Section(header: Text("List")) {
            Text("one").listRowSeparator(.hidden)
            Text("two")
        }
    }
    Divider()
    ZStack(alignment: .trailing) {
        Rectangle().frame(width: 96, height: 48)
        Text("z").padding(.trailing, 16)
    }
}
