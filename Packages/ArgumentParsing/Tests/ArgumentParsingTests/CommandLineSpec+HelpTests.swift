import ArgumentParsing
import Testing

@Suite struct CommandLineSpecHelpTests {
  static let verbose = OptionSpec.flag("verbose", summary: "Say more")
  static let json = OptionSpec.flag("json", summary: "Print JSON")
  static let limit = OptionSpec.value(
    "limit", valueName: "N", summary: "At most N", defaultDescription: "20")
  let spec = CommandLineSpec(
    programName: "ledger",
    commands: [
      CommandSpec(name: "list", summary: "List invoices", options: [limit], examples: ["list"]),
      CommandSpec(name: "cache info", summary: "Say what is stored"),
      CommandSpec(name: "cache clear", summary: "Remove what is stored"),
    ],
    globalOptions: [verbose, json])

  @Test func theProgramsHelpListsItsCommandsOptionsSectionsAndExamples() {
    let help = spec.programHelp(
      title: "ledger: invoices", sections: [HelpSection(title: "Exit codes", rows: [("0", "ok")])],
      examples: ["list --json"])

    #expect(
      help == """
        ledger: invoices

        usage: ledger <command> [options]

        Commands:
          list         List invoices
          cache info   Say what is stored
          cache clear  Remove what is stored

        Options:
          --verbose  Say more
          --json     Print JSON

        Exit codes:
          0  ok

        Examples:
          ledger list --json

        Run 'ledger help <command>' for a command's options and examples.

        """)
  }

  @Test func aCommandsHelpLeavesOutTheGlobalOptionsItRefuses() throws {
    let help = try #require(
      spec.commandHelp(
        "list", refusing: [Self.json], sections: [HelpSection(title: "Keys", rows: [("q", "Quit")])]
      ))

    #expect(help.hasPrefix("ledger list: List invoices\n\nusage: ledger list [options]\n"))
    #expect(help.contains("Options:\n  --limit N  At most N (default: 20)\n"))
    #expect(help.contains("Global options:\n  --verbose  Say more\n\nKeys:\n  q  Quit\n"))
    #expect(!help.contains("--json"))
    #expect(help.hasSuffix("Examples:\n  ledger list\n"))
  }

  @Test func aFirstWordSharedByCommandsHasTheHelpOfTheGroup() {
    #expect(
      spec.commandHelp("cache") == """
        ledger cache: the cache commands

        Commands:
          cache info   Say what is stored
          cache clear  Remove what is stored

        Run 'ledger help cache <command>' for a command's options and examples.

        """)
    #expect(spec.commandHelp("nothing") == nil)
    #expect(spec.groupHelp("list") == nil)
  }
}
