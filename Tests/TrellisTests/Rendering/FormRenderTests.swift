import Testing
import Trellis

/// Golden outputs of `Form` and `ContentUnavailableView`.
@MainActor @Suite("Rendering: forms and unavailable content") struct FormRenderTests {
    @Test("Form: rows across the width, sections headed in bold with a blank line between them")
    func form() {
        let view = Form {
            Section("Network") {
                Toggle("Wi-Fi", isOn: .constant(true))
                LabeledContent("Address", value: "10.0.0.2")
            }
            Section {
                Picker("Mode", selection: .constant(1)) { Text("Auto").tag(1) }
            } header: {
                Text("Display")
            } footer: {
                Text("Applies after a restart.")
            }
            Text("Loose row")
        }
        expectRender(view, width: 20, plain: """
            Network
            Wi-Fi            [x]
            Address     10.0.0.2

            Display
            Mode          Auto ▾
            Applies after a
            restart.

            Loose row

            """, ansi: """
            \(csi)1mNetwork\(csi)0m
            Wi-Fi            [x]
            Address     \(csi)90m10.0.0.2\(csi)0m

            \(csi)1mDisplay\(csi)0m
            Mode          Auto ▾
            \(csi)90mApplies after a\(csi)0m
            \(csi)90mrestart.\(csi)0m

            Loose row

            """)
        expectRender(view, width: 60, plain: """
            Network
            Wi-Fi                                                    [x]
            Address                                             10.0.0.2

            Display
            Mode                                                  Auto ▾
            Applies after a restart.

            Loose row

            """, ansi: """
            \(csi)1mNetwork\(csi)0m
            Wi-Fi                                                    [x]
            Address                                             \(csi)90m10.0.0.2\(csi)0m

            \(csi)1mDisplay\(csi)0m
            Mode                                                  Auto ▾
            \(csi)90mApplies after a restart.\(csi)0m

            Loose row

            """)
    }

    @Test("A Form at width 1 and an empty Form")
    func formDegenerate() {
        expectRender(Form { Toggle("Wi-Fi", isOn: .constant(true)) }, width: 1, plain: """
            ]

            """)
        expectRender(Form { EmptyView() }, width: 10, plain: """

            """)
    }

    @Test("ContentUnavailableView: label, description and actions, centred")
    func contentUnavailable() {
        let view = VStack {
            ContentUnavailableView("No Mail", systemImage: "envelope", description: Text("New mail appears here."))
            ContentUnavailableView {
                Label("Offline", systemImage: "wifi.slash")
            } description: {
                Text("Check your connection.")
            } actions: {
                Button("Retry") {}
            }
            ContentUnavailableView.search
            ContentUnavailableView.search(text: "kiwi")
        }
        expectRender(view, width: 20, plain: """
                 ✉ No Mail
              New mail appears
                   here.
                 ◠ Offline
                Check your
                connection.
                   Retry
                ⌕ No Results
             Check the spelling
            or try a new search.
              ⌕ No Results for
                    “kiwi”
             Check the spelling
            or try a new search.

            """, ansi: """
                 \(csi)1m✉\(csi)0m \(csi)1mNo Mail\(csi)0m
              \(csi)90mNew mail appears\(csi)0m
                   \(csi)90mhere.\(csi)0m
                 \(csi)1m◠\(csi)0m \(csi)1mOffline\(csi)0m
                \(csi)90mCheck your\(csi)0m
                \(csi)90mconnection.\(csi)0m
                   Retry
                \(csi)1m⌕\(csi)0m \(csi)1mNo Results\(csi)0m
             \(csi)90mCheck the spelling\(csi)0m
            \(csi)90mor try a new search.\(csi)0m
              \(csi)1m⌕\(csi)0m \(csi)1mNo Results for\(csi)0m
                    \(csi)1m“kiwi”\(csi)0m
             \(csi)90mCheck the spelling\(csi)0m
            \(csi)90mor try a new search.\(csi)0m

            """)
        expectRender(view, width: 60, plain: """
                                     ✉ No Mail
                               New mail appears here.
                                     ◠ Offline
                               Check your connection.
                                       Retry
                                   ⌕ No Results
                      Check the spelling or try a new search.
                              ⌕ No Results for “kiwi”
                      Check the spelling or try a new search.

            """, ansi: """
                                     \(csi)1m✉\(csi)0m \(csi)1mNo Mail\(csi)0m
                               \(csi)90mNew mail appears here.\(csi)0m
                                     \(csi)1m◠\(csi)0m \(csi)1mOffline\(csi)0m
                               \(csi)90mCheck your connection.\(csi)0m
                                       Retry
                                   \(csi)1m⌕\(csi)0m \(csi)1mNo Results\(csi)0m
                      \(csi)90mCheck the spelling or try a new search.\(csi)0m
                              \(csi)1m⌕\(csi)0m \(csi)1mNo Results for “kiwi”\(csi)0m
                      \(csi)90mCheck the spelling or try a new search.\(csi)0m

            """)
    }

    @Test("ContentUnavailableView centres in the height it is offered; at width 1 it stays within")
    func contentUnavailableDegenerate() {
        expectRender(ContentUnavailableView("Empty", systemImage: "tray").frame(height: 5), width: 12, plain: """


              ▭ Empty

            """, ansi: """


              \(csi)1m▭\(csi)0m \(csi)1mEmpty\(csi)0m

            """)
        expectRender(ContentUnavailableView.search, width: 1, plain: """

            C
            h
            e
            c
            k
            t
            h
            e
            s
            p
            e
            l
            l
            i
            n
            g
            o
            r
            t
            r
            y
            a
            n
            e
            w
            s
            e
            a
            r
            c
            h
            .

            """, ansi: """

            \(csi)90mC\(csi)0m
            \(csi)90mh\(csi)0m
            \(csi)90me\(csi)0m
            \(csi)90mc\(csi)0m
            \(csi)90mk\(csi)0m
            \(csi)90mt\(csi)0m
            \(csi)90mh\(csi)0m
            \(csi)90me\(csi)0m
            \(csi)90ms\(csi)0m
            \(csi)90mp\(csi)0m
            \(csi)90me\(csi)0m
            \(csi)90ml\(csi)0m
            \(csi)90ml\(csi)0m
            \(csi)90mi\(csi)0m
            \(csi)90mn\(csi)0m
            \(csi)90mg\(csi)0m
            \(csi)90mo\(csi)0m
            \(csi)90mr\(csi)0m
            \(csi)90mt\(csi)0m
            \(csi)90mr\(csi)0m
            \(csi)90my\(csi)0m
            \(csi)90ma\(csi)0m
            \(csi)90mn\(csi)0m
            \(csi)90me\(csi)0m
            \(csi)90mw\(csi)0m
            \(csi)90ms\(csi)0m
            \(csi)90me\(csi)0m
            \(csi)90ma\(csi)0m
            \(csi)90mr\(csi)0m
            \(csi)90mc\(csi)0m
            \(csi)90mh\(csi)0m
            \(csi)90m.\(csi)0m

            """)
    }

    @Test("The form of controls in the ControlsAndShapes article")
    func readmeExample() {
        let view = Form {
            Section("Network") {
                Toggle("Wi-Fi", isOn: .constant(true))
                LabeledContent("Address", value: "10.0.0.2")
                Picker("Mode", selection: .constant(1)) { Text("Auto").tag(1) }
                Stepper("Retries: 3", value: .constant(3), in: 0...9)
            }
            ProgressView("Syncing", value: 0.45)
            Gauge(value: 72, in: 0...100) { Text("Disk") } currentValueLabel: { Text("72%") }
        }
        expectRender(view, width: 38, plain: """
            Network
            Wi-Fi                              [x]
            Address                       10.0.0.2
            Mode                            Auto ▾
            Retries: 3                       [−|+]

            Syncing
            █████████████████░░░░░░░░░░░░░░░░░░░░░
            Disk                               72%
            ███████████████████████████▎░░░░░░░░░░

            """, ansi: """
            \(csi)1mNetwork\(csi)0m
            Wi-Fi                              [x]
            Address                       \(csi)90m10.0.0.2\(csi)0m
            Mode                            Auto ▾
            Retries: 3                       [−|+]

            Syncing
            █████████████████░░░░░░░░░░░░░░░░░░░░░
            Disk                               72%
            ███████████████████████████▎░░░░░░░░░░

            """)
    }
}
