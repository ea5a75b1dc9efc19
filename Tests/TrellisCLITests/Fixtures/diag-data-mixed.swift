// Data whose records disagree: an error where it is used, naming the file, field and records.
let services = load("services-mixed.json")
VStack {
    ForEach(services, id: \.name) { service in
        Text("\(service.name): \(service.latency * 2) ms")
    }
}
