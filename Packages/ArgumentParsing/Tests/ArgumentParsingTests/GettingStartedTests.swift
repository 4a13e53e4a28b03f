import ArgumentParsing
import Testing

/// The code of the "Getting Started with ArgumentParsing" article
/// (`ArgumentParsing.docc/GettingStarted.md`), unchanged, with what the article says about it
/// asserted.
@Suite struct GettingStartedTests {
  let spec = CommandLineSpec(
    programName: "notes",
    commands: [
      CommandSpec(name: "list", summary: "List the notes"),
      CommandSpec(
        name: "show",
        summary: "Show a note",
        arguments: [ArgumentSpec(name: "id", summary: "The note's number")],
        options: [
          .value(
            "format", valueName: "FORMAT", summary: "How to print it",
            allowedValues: ["text", "json"])
        ]
      ),
      CommandSpec(
        name: "tag add",
        summary: "Tag a note",
        arguments: [
          ArgumentSpec(name: "id", summary: "The note's number"),
          ArgumentSpec(name: "tag", summary: "The tag"),
        ]
      ),
    ],
    globalOptions: [
      .flag("help", short: "h", summary: "Show help", isInformational: true),
      .value("dir", valueName: "PATH", summary: "Where the notes are kept"),
    ]
  )

  @Test func parseACommandLine() throws {
    let parsed = try spec.parse(["--dir", "/tmp/notes", "show", "7", "--format=json"])
    // parsed.command == "show", parsed.arguments == ["7"]
    // parsed.value(of: "format") == "json", parsed.value(of: "dir") == "/tmp/notes"

    let tagging = try spec.parse(["tag", "add", "7", "travel"])
    // tagging.command == "tag add", tagging.arguments == ["7", "travel"]

    #expect(parsed.command == "show")
    #expect(parsed.arguments == ["7"])
    #expect(parsed.value(of: "format") == "json")
    #expect(parsed.value(of: "dir") == "/tmp/notes")
    #expect(tagging.command == "tag add")
    #expect(tagging.arguments == ["7", "travel"])
  }

  @Test func reportAMistake() {
    func usageProblem(in arguments: [String]) -> String? {
      do throws(UsageError) {
        _ = try spec.parse(arguments)
        return nil
      } catch {
        return "notes: \(error)\n\(spec.usage(for: error.command))"
      }
    }

    let typo = usageProblem(in: ["shwo", "7"])
    // notes: unknown command 'shwo' (did you mean 'show'?)
    // usage: notes <command> [options]

    let badValue = usageProblem(in: ["show", "7", "--format", "yml"])
    // notes: invalid value 'yml' for '--format' (expected text or json)
    // usage: notes show <id> [options]

    #expect(
      typo == """
        notes: unknown command 'shwo' (did you mean 'show'?)
        usage: notes <command> [options]
        """)
    #expect(
      badValue == """
        notes: invalid value 'yml' for '--format' (expected text or json)
        usage: notes show <id> [options]
        """)
    #expect(usageProblem(in: ["show", "7"]) == nil)
  }

  @Test func completeCommandsInTheShell() {
    let zsh = CompletionScript(for: spec, shell: .zsh).text
    // a file named _notes on $fpath, starting with "#compdef notes"

    #expect(zsh.hasPrefix("#compdef notes\n"))
    #expect(zsh.contains("'show:Show a note'"))
    #expect(zsh.contains("(text json)"))
  }
}
