// A service dashboard over uneven JSON: typed records, everyday Swift, Foundation formatting.
struct Owner: Decodable { let team: String; let oncall: String }
struct Service: Decodable {
    let name: String
    let status: String
    let uptime: Double
    let latency: Double
    let owner: Owner?
    let deployed: Date
    let errors: [Int]

    var health: Health {
        switch status {
        case "up": return latency > 100 ? .slow : .healthy
        case "degraded", "slow": return .slow
        default: return .failing
        }
    }

    var errorTotal: Int { errors.reduce(0, +) }

    func errorTrend() -> String {
        guard let first = errors.first, let last = errors.last else { return "no errors" }
        var marks = ""
        for (index, count) in errors.enumerated() where index > 0 {
            marks += count > errors[index - 1] ? "↑" : count < errors[index - 1] ? "↓" : "→"
        }
        return "\(first)…\(last) \(marks)"
    }
}

enum Health: String { case healthy, slow, failing }

let services: [Service] = load("services.json")

struct ServiceRow: View {
    let index: Int
    let service: Service
    var body: some View {
        HStack(spacing: 16) {
            Text("\(index + 1).")
            Text(service.name).bold().frame(width: 80, alignment: .leading)
            switch service.health {
            case .healthy: Text("●").foregroundStyle(.green)
            case .slow: Text("◐").foregroundStyle(.yellow)
            case .failing: Text("○").foregroundStyle(.red)
            }
            Text(service.uptime, format: .percent.precision(.fractionLength(2))).frame(width: 64, alignment: .trailing)
            Text("\(service.latency, specifier: "%7.1f") ms")
            if let owner = service.owner {
                Text("\(owner.team)/\(owner.oncall)")
            } else {
                Text("unowned").italic()
            }
            Text(service.deployed.formatted(date: .abbreviated, time: .omitted))
            Text(service.errorTrend())
        }
    }
}

VStack(alignment: .leading) {
    Text("Services: \(services.count), \(services.filter { $0.health == .healthy }.count) healthy").bold()
    ForEach(Array(services.enumerated()), id: \.element.name) { index, service in
        ServiceRow(index: index, service: service)
    }
    Divider()
    let byTeam = Dictionary(grouping: services.compactMap { $0.owner }, by: { $0.team })
    ForEach(byTeam.keys.sorted(), id: \.self) { team in
        Text("\(team): \((byTeam[team] ?? []).map(\.oncall).joined(separator: ", "))")
    }
    Text("Slowest: \(services.max(by: { $0.latency < $1.latency })?.name ?? "-"), mean uptime \((services.map(\.uptime).reduce(0, +) / Double(services.count)).formatted(.percent.precision(.fractionLength(1))))")
    Text("Errors: \(services.map(\.errorTotal).reduce(0, +).formatted()) in total, worst \(services.sorted { $0.errorTotal > $1.errorTotal }.prefix(2).map(\.name).joined(separator: " and "))")
}
