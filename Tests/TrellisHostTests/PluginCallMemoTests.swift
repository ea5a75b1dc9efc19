import Observation
import Testing
import Trellis
@testable import TrellisHost

/// A live Kanban board, through libKanban.so and Kanban.wasm: a frame calls the plugin only
/// when the container's subviews, container values, arguments or proposal changed, and
/// toggling one card calls its layout once. Counts of calls, not times.
@MainActor @Suite("Plugin containers across live frames") struct PluginCallMemoTests {
    @Observable final class Cards {
        var done = [false, false, false]
        var title = "Write the ABI notes"
        var footer = "0 changes"
    }

    /// The board's columns: their cards read the model, so a toggle changes one card.
    struct Columns: View {
        let cards: Cards
        var body: some View {
            Section("To do") {
                Text("\(cards.done[0] ? "[x]" : "[ ]") \(cards.title)")
                Text("\(cards.done[1] ? "[x]" : "[ ]") Fixture plugins")
            }
            Section("Done") { Text("\(cards.done[2] ? "[x]" : "[ ]") Header") }
        }
    }

    /// The board, and a line below it that the board does not read.
    struct Screen: View {
        let board: PluginContainer<Columns>
        let cards: Cards
        var body: some View {
            VStack(alignment: .leading) {
                board
                Text(cards.footer)
            }
        }
    }

    static func hosts() throws -> [(String, PluginHost, Plugin)] {
        let native = PluginHost(searchPath: PluginSearchPath(directories: []))
        let wasm = PluginHost(searchPath: PluginSearchPath(directories: []))
        return [
            ("native", native, try native.load(path: try PluginBuilds.kanban())),
            ("wasm", wasm, try wasm.load(path: try PluginBuilds.kanbanWasm())),
        ]
    }

    /// What a step cost: the plugin's layout and size_that_fits calls.
    struct Calls: Equatable, CustomStringConvertible {
        let layout: Int
        let measure: Int
        var description: String { "\(layout) layout, \(measure) size_that_fits" }
    }

    func calls(_ host: PluginHost, during step: () -> Void) -> Calls {
        let (layout, measure) = (host.layoutCalls, host.measureCalls)
        step()
        return Calls(layout: host.layoutCalls - layout, measure: host.measureCalls - measure)
    }

    /// The same state rendered by a fresh host (nothing kept), for the frame to equal.
    func freshLines(_ plugin: Plugin, _ cards: Cards, arguments: [String: PluginValue]) throws -> [String] {
        let host = PluginHost(searchPath: PluginSearchPath(directories: []))
        let fresh = try host.load(path: plugin.path)
        let board = try host.container("Kanban", of: fresh, arguments: arguments) { Columns(cards: cards) }
        let driver = TestDriver(Screen(board: board, cards: cards), width: 60, height: 12)
        #expect(host.takeFailures().isEmpty)
        return driver.lines
    }

    @Test("toggling one card calls layout once and size_that_fits not at all; a change beside the board calls nothing")
    func toggleCallsLayoutOnce() throws {
        for (kind, host, plugin) in try Self.hosts() {
            let cards = Cards()
            let board = try host.container("Kanban", of: plugin) { Columns(cards: cards) }
            let driver = TestDriver(Screen(board: board, cards: cards), width: 60, height: 12)
            #expect(host.layoutCalls >= 1, "\(kind)")
            for index in [1, 0, 2, 1] {
                let toggle = calls(host) {
                    cards.done[index].toggle()
                    driver.update()
                }
                #expect(toggle == Calls(layout: 1, measure: 0), "\(kind): toggling card \(index)")
                #expect(driver.lines == (try freshLines(plugin, cards, arguments: [:])), "\(kind)")
            }
            let beside = calls(host) {
                cards.footer = "1 change"
                driver.update()
            }
            #expect(beside == Calls(layout: 0, measure: 0), "\(kind): a line outside the board")
            #expect(driver.lines.contains { $0.contains("1 change") }, "\(kind)")
            #expect(host.takeFailures().isEmpty, "\(kind)")
        }
    }

    @Test("a card whose size changes, new arguments and a new width call the plugin again, and draw what a fresh host draws")
    func changesCallAgain() throws {
        for (kind, host, plugin) in try Self.hosts() {
            let cards = Cards()
            let board = try host.container("Kanban", of: plugin, arguments: ["columnWidth": .int(24)]) { Columns(cards: cards) }
            let driver = TestDriver(Screen(board: board, cards: cards), width: 60, height: 12)
            let longer = calls(host) {
                cards.title = "Write the ABI notes, then the wasm notes"
                driver.update()
            }
            #expect(longer.layout >= 1 && longer.measure >= 1, "\(kind): a card that wraps to more lines (\(longer))")
            #expect(driver.lines == (try freshLines(plugin, cards, arguments: ["columnWidth": .int(24)])), "\(kind)")

            let narrower = calls(host) { driver.resize(width: 40, height: 12) }
            #expect(narrower.layout >= 1, "\(kind): a new proposal (\(narrower))")

            let again = calls(host) { driver.resize(width: 60, height: 12) }
            #expect(again == Calls(layout: 0, measure: 0), "\(kind): the width of two frames ago, answered from the memo")
            #expect(driver.lines == (try freshLines(plugin, cards, arguments: ["columnWidth": .int(24)])), "\(kind)")

            let other = try host.container("Kanban", of: plugin, arguments: ["columnWidth": .int(16)]) { Columns(cards: cards) }
            let otherDriver = TestDriver(Screen(board: other, cards: cards), width: 60, height: 12)
            #expect(otherDriver.lines == (try freshLines(plugin, cards, arguments: ["columnWidth": .int(16)])), "\(kind): other arguments")
            #expect(host.takeFailures().isEmpty, "\(kind)")
        }
    }
}
