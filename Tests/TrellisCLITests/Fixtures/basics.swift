let names = ["Sam", "Sommer"]

VStack(alignment: .leading) {
    Text("Hello, \(names[0])!").bold()
    HStack {
        Text("left")
        Spacer()
        Text("right")
    }
    .frame(width: 160)
    .border(.rounded)
    ForEach(names, id: \.self) { name in
        Label(name, systemImage: "star")
    }
}
