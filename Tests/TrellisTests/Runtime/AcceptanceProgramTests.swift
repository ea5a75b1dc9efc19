import Foundation
import Testing
@testable import SeedExamples
import Trellis
@testable import TrellisCore

/// SwiftUI programs of the kinds the runtime must run with only the import changed (a tip
/// calculator, a settings form, a master-detail list, a data table, a text-entry form, the
/// seeds' containers with a toggle, a stopwatch over an `ObservableObject` and a timer; the
/// counter and to-do list are in `LiveStateTests`), their interactions scripted.
@MainActor @Suite("Runtime: SwiftUI programs with only the import changed")
struct AcceptanceProgramTests {
    @Test("tip calculator: amount, people and tip percentage give the share")
    func tipCalculator() {
        let driver = TestDriver(TipCalculator(), width: 44, height: 16)
        #expect(driver.screen.contains("$0.00"))
        driver.send(.tab)  // amount
        driver.type("50")
        driver.send(.tab)  // people
        driver.send(.upArrow)  // 3 people
        driver.send(.tab)  // tip
        driver.send(.downArrow)  // 25%
        #expect(driver.screen.contains("3 people"))
        #expect(driver.screen.contains("$20.83"), "\(driver.screen)")
    }

    @Test("settings form: a toggle, a picker and a slider change the summary")
    func settingsForm() {
        let driver = TestDriver(SettingsForm(), width: 44, height: 16)
        #expect(driver.screen.contains("Alerts on, System theme"))
        driver.send(.tab)
        driver.send(.space)  // notifications off
        driver.send(.tab)
        driver.send(.downArrow)  // Light
        driver.send(.downArrow)  // Dark
        driver.send(.tab)
        driver.send(.leftArrow)
        #expect(driver.screen.contains("Alerts off, Dark theme"), "\(driver.screen)")
        #expect(driver.screen.contains("Volume: 4"))
    }

    @Test("master-detail: choosing a row shows its detail")
    func masterDetail() {
        let driver = TestDriver(ContactsView(), width: 50, height: 8)
        #expect(driver.screen.contains("Select a contact"))
        driver.send(.tab)
        driver.send(.tab)  // Grace
        driver.send(.return)
        #expect(driver.screen.contains("555-0102"))
        driver.send(bytes: Array("\u{1B}[<0;2;1M".utf8))  // a click on Ada
        #expect(driver.screen.contains("555-0101"))
        #expect(!driver.screen.contains("555-0102"))
    }

    @Test("data table: a button sorts the rows")
    func dataTable() {
        let driver = TestDriver(PeopleTable(), width: 40, height: 10)
        func order() -> [String] {
            driver.lines.compactMap { line in ["Ada", "Grace", "Linus"].first { line.hasPrefix($0) } }
        }
        #expect(order() == ["Ada", "Grace", "Linus"])
        driver.send(.tab)
        driver.send(.return)  // by age, ascending
        #expect(order() == ["Linus", "Ada", "Grace"])
        driver.send(.return)  // descending
        #expect(order() == ["Grace", "Ada", "Linus"])
    }

    @Test("text-entry form: focus starts on the name; Return submits each field")
    func textEntryForm() {
        let driver = TestDriver(SignUpForm(), width: 40, height: 6)
        driver.type("Ann")
        driver.send(.return)  // onSubmit moves focus to the email field
        driver.type("ann@example.org")
        driver.send(.return)
        #expect(driver.screen.contains("Welcome, Ann <ann@example.org>"), "\(driver.screen)")
    }

    @Test("seed 003's checklist: its rows' buttons check them, each by its own identity")
    func seedChecklist() {
        let driver = TestDriver(Seed003MyView(), width: 60, height: 30)
        let before = driver.lines
        driver.send(.tab)  // W2
        driver.send(.space)
        driver.send(.tab)
        driver.send(.tab)  // 1099-R
        driver.send(.return)
        let after = driver.lines
        let changed = zip(before, after).filter { $0 != $1 }.map(\.1)
        #expect(changed.count == 2, "\(after)")
        #expect(changed.contains { $0.contains("W2") } && changed.contains { $0.contains("1099-R") })
        driver.send(.return)  // unchecks 1099-R
        #expect(zip(before, driver.lines).filter { $0 != $1 }.count == 1)
    }

    @Test("stopwatch: an ObservableObject with a timer, started, stopped and reset by buttons")
    func stopwatch() {
        let ticks = PassthroughSubject<Date, Never>()
        let driver = TestDriver(StopwatchView(ticks: ticks.eraseToAnyPublisher()), width: 30, height: 4)
        #expect(driver.lines.first == "0:00")
        ticks.send(Date())  // stopped: a tick counts nothing
        driver.update()
        #expect(driver.lines.first == "0:00")
        driver.send(.tab)  // Start
        driver.send(.return)
        for _ in 0..<65 { ticks.send(Date()) }
        driver.update()
        #expect(driver.lines.first == "1:05", "\(driver.lines)")
        driver.send(.return)  // Stop
        ticks.send(Date())
        driver.update()
        #expect(driver.lines.first == "1:05")
        driver.send(.tab)  // Reset
        driver.send(.return)
        #expect(driver.lines.first == "0:00")
    }
}

struct TipCalculator: View {
    @State private var amount = ""
    @State private var people = 2
    @State private var tipPercentage = 20
    let tipPercentages = [10, 15, 20, 25, 0]

    var share: Double {
        let total = (Double(amount) ?? 0) * Double(100 + tipPercentage) / 100
        return total / Double(people)
    }

    var body: some View {
        Form {
            Section {
                TextField("Amount", text: $amount)
                Stepper("\(people) people", value: $people, in: 1...20)
            }
            Section("How much tip do you want to leave?") {
                Picker("Tip percentage", selection: $tipPercentage) {
                    ForEach(tipPercentages, id: \.self) { Text("\($0)%") }
                }
            }
            Section("Amount per person") {
                Text("$" + String(format: "%.2f", share))
            }
        }
    }
}

struct SettingsForm: View {
    @State private var notifications = true
    @State private var theme = "System"
    @State private var volume = 5.0

    var body: some View {
        Form {
            Section("General") {
                Toggle("Notifications", isOn: $notifications)
                Picker("Theme", selection: $theme) {
                    ForEach(["System", "Light", "Dark"], id: \.self) { Text($0) }
                }
            }
            Section("Sound") {
                Slider(value: $volume, in: 0...10, step: 1) { Text("Volume") }
                Text("Volume: \(Int(volume))")
            }
            Section {
                Text("Alerts \(notifications ? "on" : "off"), \(theme) theme")
            }
        }
    }
}

struct Contact: Identifiable {
    let id: Int
    let name: String
    let phone: String
}

struct ContactsView: View {
    let contacts = [
        Contact(id: 1, name: "Ada", phone: "555-0101"), Contact(id: 2, name: "Grace", phone: "555-0102"),
        Contact(id: 3, name: "Linus", phone: "555-0103"),
    ]
    @State private var selection: Contact.ID?

    var body: some View {
        HStack(alignment: .top) {
            VStack(alignment: .leading) {
                ForEach(contacts) { contact in
                    Button(contact.name) { selection = contact.id }
                }
            }
            Divider()
            if let contact = contacts.first(where: { $0.id == selection }) {
                VStack(alignment: .leading) {
                    Text(contact.name).bold()
                    Text(contact.phone)
                }
            } else {
                Text("Select a contact")
            }
        }
    }
}

struct Person: Identifiable {
    let id: Int
    let name: String
    let age: Int
}

struct PeopleTable: View {
    @State private var people = [Person(id: 1, name: "Ada", age: 36), Person(id: 2, name: "Grace", age: 85),
                                 Person(id: 3, name: "Linus", age: 28)]
    @State private var ascending = false

    var body: some View {
        VStack(alignment: .leading) {
            Button("Sort by age") {
                ascending.toggle()
                people.sort { ascending ? $0.age < $1.age : $0.age > $1.age }
            }
            Table(people) {
                TableColumn("Name", value: \.name)
                TableColumn("Age") { Text("\($0.age)") }
            }
        }
    }
}

struct SignUpForm: View {
    enum Field: Hashable { case name, email }
    @State private var name = ""
    @State private var email = ""
    @State private var submitted = false
    @FocusState private var focus: Field?

    var body: some View {
        VStack(alignment: .leading) {
            TextField("Name", text: $name)
                .focused($focus, equals: .name)
                .onSubmit { focus = .email }
            TextField("Email", text: $email)
                .focused($focus, equals: .email)
                .onSubmit {
                    submitted = true
                    focus = nil
                }
            Text(submitted ? "Welcome, \(name) <\(email)>" : "Fill in the form")
        }
        .onAppear { focus = .name }
    }
}


final class Stopwatch: ObservableObject {
    @Published var seconds = 0
    @Published var isRunning = false

    func tick() {
        if isRunning { seconds += 1 }
    }
}

struct StopwatchView: View {
    @StateObject private var stopwatch = Stopwatch()
    let ticks: AnyPublisher<Date, Never>

    init(ticks: AnyPublisher<Date, Never> = Timer.publish(every: 1, on: .main, in: .common).autoconnect().eraseToAnyPublisher()) {
        self.ticks = ticks
    }

    var body: some View {
        VStack(alignment: .leading) {
            Text(String(format: "%d:%02d", stopwatch.seconds / 60, stopwatch.seconds % 60))
            HStack {
                Button(stopwatch.isRunning ? "Stop" : "Start") { stopwatch.isRunning.toggle() }
                Button("Reset") {
                    stopwatch.isRunning = false
                    stopwatch.seconds = 0
                }
            }
        }
        .onReceive(ticks) { _ in stopwatch.tick() }
    }
}