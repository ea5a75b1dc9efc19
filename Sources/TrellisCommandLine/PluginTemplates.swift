/// The files of a new plugin package, by relative path.
///
/// `name` is an identifier (checked by the command); the Trellis path can be anything a
/// folder may be called, so it is written only as a quoted literal: a Swift string literal
/// in Package.swift (``swiftLiteral(_:)``), a single-quoted word in build.sh
/// (``shellWord(_:)``). A path with `"`, `$(…)`, `'` or a line break stays a path.
enum PluginTemplates {
    /// `text` as a Swift string literal, quotes included.
    static func swiftLiteral(_ text: String) -> String {
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": literal += "\\\\"
            case "\"": literal += "\\\""
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.properties.generalCategory == .format:
                literal += "\\u{\(String(scalar.value, radix: 16))}"
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }

    /// `text` as one POSIX shell word: single-quoted, each `'` written as `'\''`.
    static func shellWord(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    static func swift(name: String, trellis: String) -> [(String, String)] {
        // SwiftPM names a path dependency after its folder.
        let identity = trellis.split(separator: "/").last.map(String.init) ?? "Trellis"
        return [
            ("Package.swift", """
            // swift-tools-version: 6.1
            import PackageDescription

            let package = Package(
                name: "\(name)",
                products: [.library(name: "\(name)", type: .dynamic, targets: ["\(name)"])],
                dependencies: [.package(path: \(swiftLiteral(trellis)))],
                targets: [
                    .target(name: "\(name)", dependencies: [.product(name: "TrellisPluginSDK", package: \(swiftLiteral(identity)))]),
                ]
            )

            """),
            ("Sources/\(name)/\(name).swift", """
            // The \(name) container plugin: `import \(name)` in a view document.
            import TrellisPluginSDK

            extension ContainerValues {
                /// Whether a row is highlighted.
                @Entry var isHighlighted: Bool = false
            }

            let plugin = PluginDefinition(
                name: "\(name)", version: "0.1.0", summary: "Rows in a box",
                containers: [
                    ContainerDefinition("\(name)", parameters: [ParameterDefinition("title", .string, default: .string("\(name)"))]) { context in
                        GroupBox(context.string("title")) {
                            VStack(alignment: .leading) {
                                ForEach(subviews: context.content) { row in
                                    row.bold(row.containerValues.isHighlighted)
                                }
                            }
                        }
                    },
                ],
                valueKeys: [.containerValue("isHighlighted", \\.isHighlighted)],
                modifiers: [.setting("highlighted", \\.isHighlighted, key: "isHighlighted")])

            @c(trellis_plugin_entry_v1)
            public func trellisPluginEntry(
                _ host: UnsafePointer<trellis_host>, _ descriptor: UnsafeMutablePointer<UnsafePointer<trellis_plugin>?>
            ) -> trellis_status {
                plugin.export(host: host, to: descriptor)
            }

            """),
        ]
    }

    /// A plugin in C: a shared object `libName.so`, or with `wasm` a WebAssembly module
    /// `Name.wasm` (Headers/ABI-wasm.md) from the same source.
    static func c(name: String, trellis: String, wasm: Bool = false) -> [(String, String)] {
        let lower = name.lowercased()
        let build = wasm
            ? """
            #!/bin/sh
            # Builds \(name).wasm, a wasm plugin run in Trellis's sandbox, with the toolchain's clang
            # and wasm-ld (Headers/ABI-wasm.md in the Trellis checkout).
            set -e
            cd "$(dirname "$0")"
            \(shellWord(trellis + "/Scripts/build-wasm-plugin")) \(name).wasm \(lower).c

            """
            : """
            #!/bin/sh
            # Builds lib\(name).so against the Trellis plugin header.
            set -e
            cd "$(dirname "$0")"
            cc -std=c11 -Wall -Wextra -O2 -shared -fPIC -fvisibility=hidden -I \(shellWord(trellis + "/Headers")) \(lower).c -o lib\(name).so

            """
        return [
            ("build.sh", build),
            ("\(lower).c", """
            /* The \(name) container plugin in C: its subviews stacked, each on its own line. */
            #include <trellis_plugin.h>

            static trellis_status layout(const trellis_layout_request *request) {
                /* The host making this call (ABI 1.1): several hosts may share the plugin. */
                const trellis_host *host = request->host;
                if (host == NULL) return TRELLIS_ERROR_UNSUPPORTED;
                const trellis_content *content = request->content;
                trellis_size sizes[256];
                uint32_t count = content->subview_count < 256 ? content->subview_count : 256;
                trellis_proposal row = { request->proposal.width, TRELLIS_UNSPECIFIED };
                trellis_size total = { 0, 0 };
                for (uint32_t i = 0; i < count; i++) {
                    trellis_status status = host->measure(request->context, i, row, NULL, &sizes[i]);
                    if (status != TRELLIS_OK) return status;
                    if (sizes[i].width > total.width) total.width = sizes[i].width;
                    total.height += sizes[i].height;
                }
                if (request->proposal.width >= 0 && total.width > request->proposal.width) total.width = request->proposal.width;
                if (request->proposal.height >= 0 && total.height > request->proposal.height) total.height = request->proposal.height;
                trellis_status status = host->begin_output(request->context, total);
                int32_t y = 0;
                for (uint32_t i = 0; i < count && status == TRELLIS_OK; i++) {
                    status = host->draw_subview(request->context, i, 0, y, sizes[i], NULL);
                    y += sizes[i].height;
                }
                return status;
            }

            static const trellis_container containers[] = {
                { sizeof(trellis_container), "\(name)", "Subviews stacked", NULL, 0, TRELLIS_CONTAINER_TAKES_CONTENT, NULL, layout, NULL },
            };

            static const trellis_plugin plugin = {
                TRELLIS_MAGIC_C, sizeof(trellis_plugin), "\(name)", "0.1.0", "A container written in C",
                containers, 1, NULL, 0, NULL, 0, NULL,
            };

            TRELLIS_EXPORT trellis_status trellis_plugin_entry_v1(const trellis_host *host, const trellis_plugin **out) {
                *out = &plugin;
                return host->magic.abi_major == TRELLIS_ABI_MAJOR ? TRELLIS_OK : TRELLIS_ERROR_UNSUPPORTED;
            }

            """),
        ]
    }
}
