import ArgumentParsing
import Testing

@Suite struct CommandLineSpecTests {
  let spec = CommandLineSpec(
    programName: "tool",
    commands: [
      CommandSpec(name: "list", summary: "List things"),
      CommandSpec(
        name: "show",
        summary: "Show a thing",
        arguments: [ArgumentSpec(name: "id", summary: "Which")],
        options: [.flag("full", summary: "Everything")]
      ),
      CommandSpec(
        name: "help",
        summary: "Help",
        arguments: [ArgumentSpec(name: "command", summary: "Topic", isOptional: true)]
      ),
    ],
    globalOptions: [
      .flag("json", summary: "JSON"),
      .flag("help", short: "h", summary: "Help"),
      .value("base-url", valueName: "URL", summary: "Root"),
    ]
  )

  @Test func parsesACommandWithItsArgument() throws {
    let parsed = try spec.parse(["show", "7"])

    #expect(parsed == ParsedArguments(command: "show", arguments: ["7"]))
  }

  @Test func acceptsOptionsBeforeAndAfterTheCommand() throws {
    let parsed = try spec.parse(["--json", "show", "--base-url", "http://a", "7", "--full"])

    #expect(parsed.command == "show")
    #expect(parsed.arguments == ["7"])
    #expect(parsed.hasFlag("json"))
    #expect(parsed.hasFlag("full"))
    #expect(parsed.value(of: "base-url") == "http://a")
  }

  @Test func acceptsAnInlineValue() throws {
    let parsed = try spec.parse(["list", "--base-url=http://a=b"])

    #expect(parsed.value(of: "base-url") == "http://a=b")
  }

  @Test func keepsEveryValueOfARepeatedOptionAndReadsTheLast() throws {
    let parsed = try spec.parse(["list", "--base-url", "one", "--base-url", "two"])

    #expect(parsed.values["base-url"] == ["one", "two"])
    #expect(parsed.value(of: "base-url") == "two")
  }

  @Test func acceptsShortNames() throws {
    #expect(try spec.parse(["list", "-h"]).hasFlag("help"))
  }

  @Test func treatsNegativeNumbersAndADashAsArguments() throws {
    #expect(try spec.parse(["show", "-3"]).arguments == ["-3"])
    #expect(try spec.parse(["show", "-"]).arguments == ["-"])
  }

  @Test func treatsEverythingAfterDoubleDashAsArguments() throws {
    #expect(try spec.parse(["show", "--", "--json"]).arguments == ["--json"])
  }

  @Test func parsesNoCommand() throws {
    #expect(try spec.parse([]) == ParsedArguments())
    #expect(try spec.parse(["--json"]).command == nil)
  }

  @Test func aGroupWithoutACommandOfItsOwnNamesItsCommands() throws {
    let spec = CommandLineSpec(
      programName: "tool",
      commands: [
        CommandSpec(name: "cache info", summary: "Show"),
        CommandSpec(name: "cache clear", summary: "Clear"),
        CommandSpec(name: "cache prune", summary: "Prune"),
      ],
      globalOptions: [.flag("help", short: "h", summary: "Help", isInformational: true)])

    #expect(try spec.parse(["cache", "info"]).command == "cache info")
    #expect(try spec.parse(["cache", "--help"]).command == "cache")
    #expect(throws: UsageError("'cache' needs a command: info, clear or prune")) {
      try spec.parse(["cache"])
    }
    #expect(
      throws: UsageError(
        "unknown command 'cache inf' (expected info, clear or prune; did you mean 'info'?)")
    ) {
      try spec.parse(["cache", "inf"])
    }
    #expect(throws: UsageError("unknown command 'cache zzz' (expected info, clear or prune)")) {
      try spec.parse(["cache", "zzz"])
    }
  }

  @Test func allowsAMissingOptionalArgument() throws {
    #expect(try spec.parse(["help"]).arguments.isEmpty)
  }

  @Test(
    arguments: [
      (["lsit"], UsageError("unknown command 'lsit' (did you mean 'list'?)")),
      (["frobnicate"], UsageError("unknown command 'frobnicate'")),
      (
        ["list", "--jsn"],
        UsageError("unknown option '--jsn' (did you mean '--json'?)", command: "list")
      ),
      (["list", "-x"], UsageError("unknown option '-x'", command: "list")),
      (["list", "--json=1"], UsageError("option '--json' takes no value", command: "list")),
      (
        ["list", "--base-url"],
        UsageError("option '--base-url' needs a value (URL)", command: "list")
      ),
      (
        ["list", "--base-url", "--json"],
        UsageError("option '--base-url' needs a value (URL)", command: "list")
      ),
      (["show"], UsageError("missing <id> for 'show'", command: "show")),
      (["show", "1", "2"], UsageError("unexpected argument '2'", command: "show")),
      (["list", "extra"], UsageError("unexpected argument 'extra'", command: "list")),
      (
        ["list", "--full"], UsageError("option '--full' does not apply to 'list'", command: "list")
      ),
      (["--full"], UsageError("option '--full' needs a command")),
    ]
  )
  func rejects(arguments: [String], expected: UsageError) {
    #expect(throws: expected) { try spec.parse(arguments) }
  }

  @Test func namesTheCommandOfAnOptionThatDoesNotFit() {
    #expect(throws: UsageError("unknown option '--ful' (did you mean '--full'?)", command: "show"))
    {
      try spec.parse(["--base-url", "list", "show", "7", "--ful"])
    }
    #expect(throws: UsageError("option '--base-url' needs a value (URL)", command: "list")) {
      try spec.parse(["list", "--base-url"])
    }
    #expect(throws: UsageError("unknown option '--ful' (did you mean '--full'?)")) {
      try spec.parse(["--ful", "shwo"])
    }
  }

  @Test func writesUsageLines() {
    #expect(spec.usage() == "usage: tool <command> [options]")
    #expect(spec.usage(for: "show") == "usage: tool show <id> [options]")
    #expect(spec.usage(for: "help") == "usage: tool help [<command>] [options]")
    #expect(spec.usage(for: "nothing") == "usage: tool <command> [options]")
  }
}

@Suite struct InformationalOptionTests {
  let spec = CommandLineSpec(
    programName: "tool",
    commands: [
      CommandSpec(name: "show", summary: "", arguments: [ArgumentSpec(name: "id", summary: "")]),
      CommandSpec(name: "list", summary: ""),
    ],
    globalOptions: [
      .flag("help", short: "h", summary: "", isInformational: true),
      .flag("json", summary: ""),
    ]
  )

  @Test func skipsArgumentChecks() throws {
    #expect(
      try spec.parse(["show", "--help"]) == ParsedArguments(command: "show", flags: ["help"]))
    #expect(try spec.parse(["list", "1", "2", "-h"]).arguments == ["1", "2"])
  }

  @Test func stillRejectsUnknownCommandsAndOptions() {
    #expect(throws: UsageError("unknown command 'shwo' (did you mean 'show'?)")) {
      try spec.parse(["shwo", "--help"])
    }
    #expect(
      throws: UsageError("unknown option '--jsno' (did you mean '--json'?)", command: "show")
    ) {
      try spec.parse(["show", "--jsno", "--help"])
    }
  }

  @Test func otherFlagsDoNotSkipChecks() {
    #expect(throws: UsageError("missing <id> for 'show'", command: "show")) {
      try spec.parse(["show", "--json"])
    }
  }
}

@Suite struct AllowedValueTests {
  let spec = CommandLineSpec(
    programName: "tool",
    commands: [
      CommandSpec(
        name: "setup",
        summary: "",
        arguments: [ArgumentSpec(name: "shell", summary: "", allowedValues: ["bash", "zsh"])],
        options: [.value("level", valueName: "N", summary: "", allowedValues: ["1", "2"])]
      ),
      CommandSpec(name: "list", summary: ""),
    ],
    globalOptions: [
      .value("color", valueName: "WHEN", summary: "", allowedValues: ["auto", "always", "never"]),
      .value("name", valueName: "NAME", summary: ""),
      .flag("help", short: "h", summary: "", isInformational: true),
    ]
  )

  @Test func acceptsAllowedValues() throws {
    let parsed = try spec.parse(["setup", "zsh", "--color=never", "--level", "2", "--name", "x"])

    #expect(parsed.arguments == ["zsh"])
    #expect(parsed.value(of: "color") == "never")
    #expect(parsed.value(of: "level") == "2")
  }

  @Test(
    arguments: [
      (
        ["list", "--color", "blue"],
        UsageError(
          "invalid value 'blue' for '--color' (expected auto, always or never)", command: "list")
      ),
      (
        ["--color=nevr"],
        UsageError(
          "invalid value 'nevr' for '--color' (expected auto, always or never; did you mean 'never'?)"
        )
      ),
      (
        ["setup", "bash", "--level", "high"],
        UsageError("invalid value 'high' for '--level' (expected 1 or 2)", command: "setup")
      ),
      (
        ["setup", "fish"],
        UsageError("unknown shell 'fish' (expected bash or zsh)", command: "setup")
      ),
      (
        ["setup", "zhs"],
        UsageError(
          "unknown shell 'zhs' (expected bash or zsh; did you mean 'zsh'?)", command: "setup")
      ),
    ]
  )
  func rejectsOtherValuesListingTheAllowedOnes(arguments: [String], expected: UsageError) {
    #expect(throws: expected) { try spec.parse(arguments) }
  }

  @Test func checksApplicabilityBeforeValues() {
    #expect(throws: UsageError("option '--level' does not apply to 'list'", command: "list")) {
      try spec.parse(["list", "--level", "9"])
    }
  }

  @Test func informationalOptionsSkipValueChecks() throws {
    #expect(try spec.parse(["setup", "fish", "--help"]).arguments == ["fish"])
  }

  @Test func acceptsAnOptionThatTwoCommandsDescribeDifferently() throws {
    let spec = CommandLineSpec(
      programName: "tool",
      commands: [
        CommandSpec(
          name: "a", summary: "A", options: [.value("find", valueName: "X", summary: "In a")]),
        CommandSpec(
          name: "b", summary: "B",
          options: [.value("find", valueName: "X", summary: "In b", allowedValues: ["yes"])]),
        CommandSpec(name: "c", summary: "C"),
      ],
      globalOptions: []
    )

    #expect(try spec.parse(["b", "--find", "yes"]).value(of: "find") == "yes")
    #expect(try spec.parse(["a", "--find", "z"]).value(of: "find") == "z")
    #expect(
      throws: UsageError("invalid value 'elsewhere' for '--find' (expected yes)", command: "b")
    ) {
      try spec.parse(["b", "--find", "elsewhere"])
    }
    #expect(throws: UsageError("option '--find' does not apply to 'c'", command: "c")) {
      try spec.parse(["c", "--find", "z"])
    }
  }
}

@Suite struct SubcommandTests {
  let spec = CommandLineSpec(
    programName: "p",
    commands: [
      CommandSpec(
        name: "item", summary: "Show", arguments: [ArgumentSpec(name: "id", summary: "")]),
      CommandSpec(
        name: "item create", summary: "Create",
        options: [.value("title", valueName: "T", summary: "")]),
      CommandSpec(
        name: "item delete", summary: "Delete", arguments: [ArgumentSpec(name: "id", summary: "")],
        options: [.flag("yes", summary: "")]),
    ],
    globalOptions: [.flag("help", summary: "", isInformational: true)]
  )

  @Test func twoWordsSelectTheSubcommand() throws {
    let parsed = try spec.parse(["item", "delete", "7", "--yes"])

    #expect(parsed.command == "item delete")
    #expect(parsed.arguments == ["7"])
    #expect(parsed.hasFlag("yes"))
  }

  @Test func oneWordStillSelectsTheCommand() throws {
    let parsed = try spec.parse(["item", "7"])

    #expect(parsed.command == "item")
    #expect(parsed.arguments == ["7"])
  }

  @Test func optionsMayStandBeforeTheSubcommand() throws {
    let parsed = try spec.parse(["--title", "-", "item", "create"])

    #expect(parsed.command == "item create")
    #expect(parsed.value(of: "title") == "-")
  }

  @Test func aSubcommandsOptionDoesNotApplyToItsParent() {
    #expect(throws: UsageError("option '--yes' does not apply to 'item'", command: "item")) {
      try spec.parse(["item", "7", "--yes"])
    }
  }

  @Test func helpWorksWithoutTheArguments() throws {
    #expect(try spec.parse(["item", "delete", "--help"]).command == "item delete")
  }

  @Test func listsSubcommandsAndCommandWords() {
    #expect(spec.subcommands(of: "item").map(\.name) == ["item create", "item delete"])
    #expect(spec.commandWords == ["item"])
    #expect(spec.usage(for: "item delete") == "usage: p item delete <id> [options]")
  }
}

@Suite struct RequiredOptionTests {
  let spec = CommandLineSpec(
    programName: "tool",
    commands: [
      CommandSpec(
        name: "comments",
        summary: "",
        options: [.value("post", valueName: "ID", summary: "", isRequired: true)]
      )
    ],
    globalOptions: [.flag("help", short: "h", summary: "", isInformational: true)]
  )

  @Test func showsRequiredOptionsInTheUsageLine() {
    #expect(spec.usage(for: "comments") == "usage: tool comments --post ID [options]")
  }

  @Test func rejectsALineWithoutARequiredOption() {
    #expect(throws: UsageError("missing option '--post ID' for 'comments'", command: "comments")) {
      try spec.parse(["comments"])
    }
  }

  @Test func acceptsTheRequiredOptionAnywhere() throws {
    #expect(try spec.parse(["--post", "7", "comments"]).value(of: "post") == "7")
  }

  @Test func helpDoesNotNeedIt() throws {
    #expect(try spec.parse(["comments", "--help"]).hasFlag("help"))
  }

  // MARK: sub-commands

  let toolWithSubcommands = CommandLineSpec(
    programName: "tool",
    commands: [
      CommandSpec(
        name: "post", summary: "Show a post", arguments: [ArgumentSpec(name: "id", summary: "Id")]),
      CommandSpec(name: "post create", summary: "Create a post"),
      CommandSpec(
        name: "post delete", summary: "Delete a post",
        arguments: [ArgumentSpec(name: "id", summary: "Id")]),
    ],
    globalOptions: [.flag("help", summary: "Help", isInformational: true)])

  @Test func subcommandWordsAreTheSecondWordsInOrder() {
    #expect(toolWithSubcommands.subcommandWords(of: "post") == ["create", "delete"])
    #expect(toolWithSubcommands.subcommandWords(of: "create").isEmpty)
  }

  @Test(arguments: [("creat", "create"), ("delte", "delete"), ("Create", "create")])
  func aMistypedSubcommandSuggestsTheNearest(typed: String, nearest: String) {
    let error = #expect(throws: UsageError.self) {
      try toolWithSubcommands.parse(["post", typed])
    }
    #expect(
      error
        == UsageError(
          "unknown command 'post \(typed)' (did you mean '\(nearest)'?)", command: "post"))
  }

  @Test(arguments: ["7", "zebra"])
  func aWordFarFromEverySubcommandIsTheParentsArgument(word: String) throws {
    #expect(try toolWithSubcommands.parse(["post", word]).arguments == [word])
  }

  @Test func aWordAfterTheEndOfOptionsIsAnArgumentNotAMistypedSubcommand() throws {
    #expect(try toolWithSubcommands.parse(["post", "--", "creat"]).arguments == ["creat"])
  }

  @Test func aSubcommandIsNotSuggestedWithHelp() throws {
    #expect(try toolWithSubcommands.parse(["post", "creat", "--help"]).command == "post")
  }
}
