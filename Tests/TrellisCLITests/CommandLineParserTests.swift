import Testing
import Trellis

@testable import TrellisCommandLine

/// The command line's parser on the real command tree: each kind of usage error, with the
/// message that names the option, and the spellings it accepts.
@Suite("Command-line parser") struct CommandLineParserTests {
    /// The `render` command `arguments` (after `render`) make.
    static func render(_ arguments: [String]) throws -> RenderCommand {
        try #require(try TrellisCommand.command(["render"] + arguments) as? RenderCommand)
    }

    /// The usage error `arguments` make: its message and the help of the parameter it names.
    static func usageError(_ arguments: [String]) -> (message: String, help: String?)? {
        do throws(UsageError) {
            _ = try TrellisCommand.parse(arguments)
            return nil
        } catch {
            return (error.message, error.parameterHelp)
        }
    }

    @Test("an unknown option is named, with the closest one when it is misspelt")
    func unknownOption() {
        #expect(
            Self.usageError(["render", "--widht", "3", "a.swift"])?.message
                == "Unknown option '--widht'. Did you mean '--width'?")
        #expect(
            Self.usageError(["render", "--bogus-long-option-name", "a.swift"])?.message
                == "Unknown option '--bogus-long-option-name'")
        #expect(Self.usageError(["render", "-x", "a.swift"])?.message == "Unknown option '-x'")
        #expect(Self.usageError(["--version"])?.message == "Unknown option '--version'")
    }

    @Test("an option without its value is a usage error, also before another option")
    func missingValue() {
        let error = Self.usageError(["render", "a.swift", "--width"])
        #expect(error?.message == "Missing value for '--width <width>'")
        #expect(
            error?.help
                == "--width <width>  The output width in terminal cells (default: the terminal's width, else 80).")
        #expect(Self.usageError(["render", "-o", "--isolate", "a.swift"])?.message == "Missing value for '-o <file>'")
    }

    @Test("a value an enumeration lacks is refused with the values it has")
    func badEnumerationValue() {
        #expect(
            Self.usageError(["render", "--color", "blue", "a.swift"])?.message
                == "The value 'blue' is invalid for '--color <color>'. Please provide one of 'auto', 'always' or 'never'."
        )
        #expect(
            Self.usageError(["render", "--theme=blue", "a.swift"])?.message
                == "The value 'blue' is invalid for '--theme <theme>'. Please provide one of 'dark' and 'light'.")
    }

    @Test("a value that is not a number, or not a length scale, is refused")
    func badNumber() {
        #expect(
            Self.usageError(["render", "--width", "abc", "a.swift"])?.message
                == "The value 'abc' is invalid for '--width <width>'")
        #expect(
            Self.usageError(["render", "--timeout=1s", "a.swift"])?.message
                == "The value '1s' is invalid for '--timeout <seconds>'")
        #expect(
            Self.usageError(["render", "--length-scale", "0", "a.swift"])?.message
                == "The value '0' is invalid for '--length-scale <scale>'")
    }

    @Test("an option or flag that takes one value takes the last given; a repeatable one keeps every value")
    func duplicates() throws {
        #expect(try Self.render(["--width", "3", "--width=4", "a.swift"]).width == 4)
        #expect(try Self.render(["--format", "svg", "--frame", "--frame", "a.swift"]).frame)
        #expect(Self.usageError(["check", "--typecheck", "--no-typecheck", "a.swift"]) == nil)
        let command = try Self.render(["--data", "a=a.json", "--data=b=b.json", "a.swift"])
        #expect(command.document.data == ["a=a.json", "b=b.json"])
    }

    @Test("positional arguments: one too many, or none, is a usage error")
    func positionals() {
        #expect(Self.usageError(["render", "a.swift", "b.swift"])?.message == "Unexpected argument 'b.swift'")
        #expect(Self.usageError(["render", "a.swift", "b", "c"])?.message == "2 unexpected arguments: 'b', 'c'")
        #expect(Self.usageError(["bogus"])?.message == "Unexpected argument 'bogus'")
        let missing = Self.usageError(["render", "--width", "3"])
        #expect(missing?.message == "Missing expected argument '<file>'")
        #expect(missing?.help == "<file>  The view document (.swift) to read; - reads standard input.")
        #expect(Self.usageError(["render-request"])?.message == "Missing expected argument '<request> ...'")
    }

    @Test("after --, every argument is positional, options and -h included")
    func endOfOptions() throws {
        #expect(try Self.render(["--width", "3", "--", "--width"]).document.file == "--width")
        #expect(try Self.render(["--", "-h"]).document.file == "-h")
        #expect(try Self.render(["-"]).document.file == "-")
        #expect(Self.usageError(["render", "--", "a.swift", "--width"])?.message == "Unexpected argument '--width'")
    }

    @Test("--name=value, --name value and -o value; a flag refuses a value")
    func spellings() throws {
        let command = try Self.render([
            "--width=7", "--title=-dash title", "--format", "svg", "-o", "out.svg", "a.swift",
        ])
        #expect(
            command.width == 7 && command.title == "-dash title" && command.format == .svg
                && command.output == "out.svg")
        #expect(try Self.render(["--output=x.txt", "a.swift"]).output == "x.txt")
        #expect(try Self.render(["a.swift"]).lengthScale == .standard)
        #expect(
            try Self.render(["--length-scale=6x14", "a.swift"]).lengthScale
                == LengthScale(pointsPerColumn: 6, pointsPerLine: 14))
        #expect(
            Self.usageError(["render", "--frame=yes", "a.swift"])?.message
                == "The option '--frame' does not take any value, but 'yes' was specified.")
        let check = try #require(try TrellisCommand.command(["check", "--no-typecheck", "a.swift"]) as? CheckCommand)
        #expect(!check.typecheck)
    }

    @Test("-h and --help anywhere before --, and help COMMAND, ask for that command's help")
    func help() throws {
        for arguments in [
            ["render", "a.swift", "-h"], ["render", "--help"], ["help", "render"],
            ["render", "--width", "3", "--help"],
        ] {
            guard case .help(let path) = try TrellisCommand.parse(arguments) else {
                Issue.record("\(arguments) is not a request for help")
                continue
            }
            #expect(path.map(\.name) == ["trellis", "render"])
        }
        guard case .help(let path) = try TrellisCommand.parse(["help", "plugins", "inspect"]) else {
            Issue.record("help plugins inspect is not a request for help")
            return
        }
        #expect(path.map(\.name) == ["trellis", "plugins", "inspect"])
    }

    @Test("a command with subcommands runs its default one, hidden commands parse too")
    func subcommands() throws {
        #expect(try TrellisCommand.command(["plugins"]) is ListPlugins)
        #expect(try TrellisCommand.command(["plugins", "--plugin-path", "x"]) is ListPlugins)
        #expect(try TrellisCommand.command(["plugins", "inspect", "DisplayBoard"]) is InspectPlugin)
        #expect(try TrellisCommand.command(["plugins", "probe", "{}"]) is ProbePluginCommand)
        #expect(try TrellisCommand.command(["render-request", "{", "}"]) is RenderChildCommand)
        #expect(Self.usageError(["plugins", "bogus"])?.message == "Unexpected argument 'bogus'")
    }

    @Test("a validation failure is a usage error of its command")
    func validation() {
        #expect(Self.usageError(["render", "--width", "0", "a.swift"])?.message == "--width must be at least 1")
        #expect(Self.usageError(["new-plugin", "1abc"])?.message == "'1abc' is not an identifier")
    }

    @Test("completion scripts offer every visible command and option, and no hidden command")
    func completionScripts() throws {
        for shell in CompletionScript.Shell.allCases {
            guard
                case .completionScript(let requested) = try TrellisCommand.parse([
                    "--generate-completion-script", shell.rawValue,
                ])
            else {
                Issue.record("\(shell) is not a completion request")
                continue
            }
            #expect(requested == shell)
            let script = CompletionScript.script(for: shell, root: TrellisCommand.interface)
            for word in [
                "render", "inspect", "new-plugin", "length-scale", "allow-plugin", "typecheck", "auto always never",
            ] {
                #expect(script.contains(word), "\(shell) lacks \(word)")
            }
            let hidden = ["render-request", "/probe", "-a probe"].filter(script.contains)
            #expect(hidden.isEmpty, "\(shell) offers a hidden command")
        }
        #expect(Self.usageError(["--generate-completion-script", "tcsh"]) != nil)
    }

    @Test("help wraps at spaces below the width, keeps line breaks and indents all but empty lines")
    func wrapping() {
        #expect(HelpText.wrap("aaa bbb ccc", width: 8) == "aaa bbb\nccc")
        #expect(HelpText.wrap("one\n\ntwo three", width: 20, indent: 2) == "  one\n\n  two three")
        #expect(HelpText.wrap("abcdefghij klm", width: 5) == "abcdefghij\nklm")
    }
}
