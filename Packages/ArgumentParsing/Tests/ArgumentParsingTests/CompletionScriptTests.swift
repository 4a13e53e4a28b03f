import ArgumentParsing
import Foundation
import Testing

/// A small program's specification, with every feature a completion script must cover.
private let spec = CommandLineSpec(
  programName: "my-tool",
  commands: [
    CommandSpec(name: "list", summary: "List things"),
    CommandSpec(
      name: "show",
      summary: "Show a thing",
      arguments: [ArgumentSpec(name: "id", summary: "Which")],
      options: [.flag("full", summary: "Everything [all]")]
    ),
    CommandSpec(
      name: "setup",
      summary: "Set up: a shell",
      arguments: [
        ArgumentSpec(name: "shell", summary: "The shell", allowedValues: ["bash", "zsh", "fish"])
      ],
      options: [.value("level", valueName: "N", summary: "How much", allowedValues: ["1", "2"])]
    ),
    CommandSpec(
      name: "user", summary: "Show a user", arguments: [ArgumentSpec(name: "id", summary: "Who")]),
    CommandSpec(
      name: "user create",
      summary: "Create a user",
      options: [
        .value("name", valueName: "NAME", summary: "The name"),
        .value("role", valueName: "ROLE", summary: "The role", allowedValues: ["admin", "member"]),
      ]
    ),
    CommandSpec(
      name: "user delete",
      summary: "Delete a user",
      arguments: [ArgumentSpec(name: "id", summary: "Who")],
      options: [.flag("yes", summary: "Do not ask")]
    ),
    // A word with sub-commands only.
    CommandSpec(name: "remote add", summary: "Add a remote"),
    CommandSpec(
      name: "remote remove",
      summary: "Remove a remote",
      arguments: [
        ArgumentSpec(name: "name", summary: "Which remote", allowedValues: ["origin", "backup"])
      ]
    ),
    CommandSpec(
      name: "help",
      summary: "Help",
      arguments: [
        ArgumentSpec(
          name: "command", summary: "Topic", isOptional: true,
          allowedValues: ["list", "show", "setup", "help"])
      ]
    ),
  ],
  globalOptions: [
    .value(
      "color", valueName: "WHEN", summary: "When to colour",
      allowedValues: ["auto", "always", "never"]),
    .value("base-url", valueName: "URL", summary: "It's the root"),
    .flag("json", summary: "JSON"),
    .flag("help", short: "h", summary: "Help", isInformational: true),
  ]
)

/// Runs `bash -c script`, returning its standard output, or `nil` when bash fails.
private func runBash(_ script: String, arguments: [String] = []) throws -> (Int32, String) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = ["bash", "-c", script, "bash"] + arguments
  let output = Pipe()
  process.standardOutput = output
  process.standardError = FileHandle.nullDevice
  process.standardInput = FileHandle.nullDevice
  try process.run()
  let data = output.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// What bash's `script` offers for `words`, split the way bash splits them (`--a=b` is three
/// words), after running `prelude`; the last word is the one being completed.
private func offeredByBash(
  of script: String, for words: [String], after prelude: String = ""
) throws -> [String] {
  let driver = """
    \(prelude)
    \(script)
    COMP_WORDS=("$@")
    COMP_CWORD=$(($# - 1))
    _my_tool
    printf '%s\\n' "${COMPREPLY[@]}"
    """
  let (status, output) = try runBash(driver, arguments: words)
  #expect(status == 0)
  return output.split(separator: "\n").map(String.init)
}

private func isInstalled(_ shell: String) -> Bool {
  ["/bin", "/usr/bin", "/usr/local/bin"].contains {
    FileManager.default.isExecutableFile(atPath: "\($0)/\(shell)")
  }
}

@Suite struct BashCompletionScriptTests {
  let script = CompletionScript(for: spec, shell: .bash).text

  /// What the script offers for `words`, split the way bash splits them (`--a=b` is three
  /// words); the last word is the one being completed.
  func completions(_ words: [String]) throws -> [String] {
    try offeredByBash(of: script, for: words)
  }

  @Test func parses() throws {
    let (status, _) = try runBash("set -e; bash -n <<'SCRIPT'\n\(script)SCRIPT\n")

    #expect(status == 0)
  }

  @Test func registersTheFunctionForTheProgram() {
    #expect(script.contains("\n_my_tool() {\n"))
    #expect(script.hasSuffix("complete -F _my_tool my-tool\n"))
  }

  @Test(
    arguments: [
      (["my-tool", ""], ["list", "show", "setup", "user", "remote", "help"]),
      (["my-tool", "s"], ["show", "setup"]),
      (["my-tool", "-"], ["--color", "--base-url", "--json", "-h", "--help"]),
      (["my-tool", "--c"], ["--color"]),
      (["my-tool", "--color", ""], ["auto", "always", "never"]),
      (["my-tool", "--color", "="], ["auto", "always", "never"]),
      (["my-tool", "--color", "=", "al"], ["always"]),
      (["my-tool", "--color", "never", "se"], ["setup"]),
      (["my-tool", "--color", "=", "never", "se"], ["setup"]),
      (["my-tool", "--base-url", ""], []),
      (["my-tool", "setup", ""], ["bash", "zsh", "fish"]),
      (["my-tool", "--json", "setup", "z"], ["zsh"]),
      (["my-tool", "setup", "--level", ""], ["1", "2"]),
      (["my-tool", "setup", "zsh", "--l"], ["--level"]),
      (
        ["my-tool", "setup", "zsh", ""],
        ["--color", "--base-url", "--json", "-h", "--help", "--level"]
      ),
      (["my-tool", "show", ""], []),
      (["my-tool", "show", "7", "--f"], ["--full"]),
      (["my-tool", "list", "--f"], []),
      (["my-tool", "help", ""], ["list", "show", "setup", "help"]),
    ]
  )
  func offers(words: [String], expected: [String]) throws {
    #expect(try completions(words) == expected)
  }

  @Test(
    arguments: [
      (["my-tool", "user", ""], ["create", "delete"]),
      (["my-tool", "user", "cr"], ["create"]),
      (["my-tool", "--json", "user", "d"], ["delete"]),
      (["my-tool", "user", "create", "--na"], ["--name"]),
      (["my-tool", "user", "create", "--role", ""], ["admin", "member"]),
      (["my-tool", "user", "create", "--role", "=", "m"], ["member"]),
      (["my-tool", "user", "create", "--c"], ["--color"]),
      (["my-tool", "user", "create", "--color", ""], ["auto", "always", "never"]),
      (["my-tool", "--color", "never", "user", "--json", "create", "--r"], ["--role"]),
      (
        ["my-tool", "user", "create", ""],
        ["--color", "--base-url", "--json", "-h", "--help", "--name", "--role"]
      ),
      (["my-tool", "user", "delete", ""], []),
      (
        ["my-tool", "user", "delete", "3", "--"],
        ["--color", "--base-url", "--json", "--help", "--yes"]
      ),
      (["my-tool", "user", "-"], ["--color", "--base-url", "--json", "-h", "--help"]),
      (["my-tool", "user", "7", "--"], ["--color", "--base-url", "--json", "--help"]),
      (["my-tool", "user", "7", "create", "--n"], []),
      (["my-tool", "remote", ""], ["add", "remove"]),
      (["my-tool", "remote", "remove", ""], ["origin", "backup"]),
      (["my-tool", "remote", "add", "--"], ["--color", "--base-url", "--json", "--help"]),
    ]
  )
  func offersSubcommandsAndTheirOptions(words: [String], expected: [String]) throws {
    #expect(try completions(words) == expected)
  }
}

@Suite struct ZshCompletionScriptTests {
  let script = CompletionScript(for: spec, shell: .zsh).text

  @Test func isAnAutoloadableCompletionFunction() {
    #expect(script.hasPrefix("#compdef my-tool\n"))
    #expect(script.contains("\n_my_tool() {\n"))
    #expect(script.hasSuffix("\n_my_tool \"$@\"\n"))
  }

  @Test func describesEveryCommandOptionAndValue() {
    #expect(script.contains("    'list:List things'\n"))
    #expect(script.contains("    'setup:Set up: a shell'\n"))
    #expect(script.contains("    '--color=[When to colour]:WHEN:(auto always never)'\n"))
    #expect(script.contains("    '--base-url=[It'\\''s the root]:URL: '\n"))
    #expect(script.contains("    '(-h --help)'{-h,--help}'[Help]'\n"))
    #expect(script.contains("show) _arguments $options '--full[Everything \\[all\\]]' ':id: ' ;;"))
    #expect(
      script.contains(
        "setup) _arguments $options '--level=[How much]:N:(1 2)' ':shell:(bash zsh fish)' ;;"))
    #expect(script.contains("help) _arguments $options '::command:(list show setup help)' ;;"))
  }

  @Test func describesEverySubcommandAndItsOptions() {
    #expect(script.contains("    'user:Show a user'\n"))
    #expect(script.contains("    'remote'\n"))
    let twoWords = """
                'user create' | 'user delete' | 'remote add' | 'remote remove')
                  command="$words[1] $words[2]"
                  shift words
                  ((CURRENT--))

      """
    #expect(script.contains(twoWords))
    #expect(script.contains("        user) _arguments $options ':id:(create delete)' ;;\n"))
    let create: String =
      "        'user create') _arguments $options '--name=[The name]:NAME: '"
      + " '--role=[The role]:ROLE:(admin member)' ;;\n"
    #expect(script.contains(create))
    #expect(
      script.contains(
        "        'user delete') _arguments $options '--yes[Do not ask]' ':id: ' ;;\n"))
    #expect(script.contains("        remote) _arguments $options ':subcommand:(add remove)' ;;\n"))
    #expect(
      script.contains("        'remote remove') _arguments $options ':name:(origin backup)' ;;\n"))
  }

  @Test(.enabled(if: isInstalled("zsh"))) func parses() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["zsh", "-n", "-c", script]
    try process.run()
    process.waitUntilExit()

    #expect(process.terminationStatus == 0)
  }
}

@Suite struct FishCompletionScriptTests {
  let script = CompletionScript(for: spec, shell: .fish).text

  @Test func describesEveryCommandOptionAndValue() {
    let lines = script.split(separator: "\n").map(String.init)

    for expected in [
      "complete -c my-tool -f",
      "complete -c my-tool -n __my_tool_needs_command -a setup -d 'Set up: a shell'",
      "complete -c my-tool -l color -x -a 'auto always never' -d 'When to colour'",
      "complete -c my-tool -l base-url -x -d 'It\\'s the root'",
      "complete -c my-tool -s h -l help -d 'Help'",
      "complete -c my-tool -n '__my_tool_using_command show' -l full -d 'Everything [all]'",
      "complete -c my-tool -n '__my_tool_using_command setup' -l level -x -a '1 2' -d 'How much'",
      "complete -c my-tool -n '__my_tool_at_argument setup 0' -a 'bash zsh fish' -d 'The shell'",
    ] {
      #expect(lines.contains(expected), "\(expected)")
    }
  }

  @Test func describesEverySubcommandAndItsOptions() {
    let lines = script.split(separator: "\n").map(String.init)

    for expected in [
      "complete -c my-tool -n __my_tool_needs_command -a user -d 'Show a user'",
      "complete -c my-tool -n __my_tool_needs_command -a remote",
      "complete -c my-tool -n '__my_tool_at_argument user 0' -a 'create' -d 'Create a user'",
      "complete -c my-tool -n '__my_tool_at_argument user 0' -a 'delete' -d 'Delete a user'",
      "complete -c my-tool -n '__my_tool_using_command user create' -l name -x -d 'The name'",
      "complete -c my-tool -n '__my_tool_using_command user create' -l role -x -a 'admin member' -d 'The role'",
      "complete -c my-tool -n '__my_tool_using_command user delete' -l yes -d 'Do not ask'",
      "complete -c my-tool -n '__my_tool_at_argument remote 0' -a 'add' -d 'Add a remote'",
      "complete -c my-tool -n '__my_tool_at_argument remote remove 0' -a 'origin backup' -d 'Which remote'",
    ] {
      #expect(lines.contains(expected), "\(expected)")
    }
  }

  @Test func findsTheSubcommandFromTheFirstTwoWords() {
    #expect(
      script.contains(
        "        switch \"$words[1] $words[2]\"\n"
          + "            case 'user create' 'user delete' 'remote add' 'remote remove'\n"
          + "                echo \"$words[1] $words[2]\"\n"))
    #expect(script.contains("    test \"$current\" = \"$argv\"\n"))
  }

  @Test func skipsTheValuesOfOptionsWhenFindingTheCommand() {
    #expect(script.contains("            case --color --base-url --level --name --role\n"))
  }

  @Test(.enabled(if: isInstalled("fish"))) func parses() throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["fish", "--no-execute", "-c", script]
    try process.run()
    process.waitUntilExit()

    #expect(process.terminationStatus == 0)
  }
}

@Suite struct CompletionScriptTests {
  @Test(arguments: CompletionShell.allCases)
  func aNewCommandCompletesWithNoFurtherWork(shell: CompletionShell) {
    var extended = spec
    extended.commands.append(
      CommandSpec(
        name: "export", summary: "Export everything",
        options: [
          .value("format", valueName: "F", summary: "Format", allowedValues: ["csv", "tsv"])
        ]
      ))

    let text = CompletionScript(for: extended, shell: shell).text

    #expect(!CompletionScript(for: spec, shell: shell).text.contains("export"))
    #expect(text.contains("export"))
    #expect(text.contains("format"))
    #expect(text.contains("csv tsv"))
  }

  @Test(arguments: CompletionShell.allCases)
  func aNewSubcommandCompletesWithNoFurtherWork(shell: CompletionShell) {
    var extended = spec
    extended.commands.append(
      CommandSpec(
        name: "user export", summary: "Export a user",
        options: [
          .value("format", valueName: "F", summary: "Format", allowedValues: ["csv", "tsv"])
        ]
      ))

    let text = CompletionScript(for: extended, shell: shell).text

    #expect(!CompletionScript(for: spec, shell: shell).text.contains("export"))
    #expect(text.contains("user export"))
    #expect(text.contains("format"))
    #expect(text.contains("csv tsv"))
  }

  @Test(arguments: CompletionShell.allCases)
  func remembersItsShell(shell: CompletionShell) {
    #expect(CompletionScript(for: spec, shell: shell).shell == shell)
  }
}

/// An argument whose candidates only the program knows: the script asks it.
@Suite struct ProgramCandidatesCompletionTests {
  static let fetching = CommandLineSpec(
    programName: "my-tool",
    commands: [
      CommandSpec(
        name: "fetch", summary: "Fetch a path",
        arguments: [ArgumentSpec(name: "path", summary: "Which path", completesFromProgram: true)],
        options: [.flag("all", summary: "Every page")]),
      CommandSpec(
        name: "show", summary: "Show", arguments: [ArgumentSpec(name: "id", summary: "Which")]),
    ],
    globalOptions: [
      .value("base-url", valueName: "URL", summary: "The root"), .flag("json", summary: "JSON"),
    ]
  )

  /// What bash offers for `words`, the program answering each request with the words it was
  /// given, one a line and marked, and two paths.
  func bashCompletions(_ words: [String]) throws -> [String] {
    let program = """
      my-tool() {
        [[ $1 == \(CommandLineSpec.completionRequest) ]] || return 1
        shift
        local word
        for word in "$@"; do printf '/typed:%s\\n' "$word"; done
        printf '/alpha\\n/beta\\n'
        echo "an error the shell must not show" >&2
      }
      """
    return try offeredByBash(
      of: CompletionScript(for: Self.fetching, shell: .bash).text, for: words, after: program)
  }

  @Test func bashOffersWhatTheProgramPrintsGivenTheWordsTyped() throws {
    #expect(
      try bashCompletions(["my-tool", "--base-url", "=", "http://x", "fetch", "--all", ""])
        == ["/typed:--base-url=http://x", "/typed:fetch", "/typed:--all", "/alpha", "/beta"])
    #expect(try bashCompletions(["my-tool", "fetch", "/a"]) == ["/alpha"])
  }

  @Test func bashAsksTheProgramOnlyForSuchAnArgument() throws {
    #expect(try bashCompletions(["my-tool", "show", ""]) == [])
    #expect(try bashCompletions(["my-tool", "fetch", "/x", "--a"]) == ["--all"])
    #expect(!CompletionScript(for: spec, shell: .bash).text.contains("ask_program"))
  }

  @Test func zshAsksTheProgramWithTheWordsTypedBeforeNarrowingThem() {
    let script = CompletionScript(for: Self.fetching, shell: .zsh).text

    #expect(script.contains("  typed=(\"${(@)words[1,CURRENT-1]}\")\n"))
    #expect(
      script.contains(
        ":path:{local -a candidates; candidates=( ${(f)\"$(${typed[1]} __complete "
          + "\"${(@Q)typed[2,-1]}\" 2>/dev/null)\"}); compadd -a candidates}"))
    // Options after the command are read by its branch, so that its arguments still complete.
    #expect(script.contains("_arguments -C -A '-*' $options ':command:->command'"))
  }

  @Test func fishAsksTheProgramWithTheWordsTyped() {
    let script = CompletionScript(for: Self.fetching, shell: .fish).text

    #expect(
      script.contains(
        "complete -c my-tool -n '__my_tool_at_argument fetch 0' "
          + "-a '(my-tool __complete (commandline -opc)[2..-1] 2>/dev/null)' -d 'Which path'"))
  }

  @Test(arguments: [CompletionShell.zsh, .fish])
  func parses(shell: CompletionShell) throws {
    guard isInstalled(shell.rawValue) else { return }
    #expect(try syntaxStatus(of: CompletionScript(for: Self.fetching, shell: shell)) == 0)
  }

  @Test func aProgramReadsACompletionRequest() {
    #expect(
      CommandLineSpec.completionRequestWords(in: ["__complete", "fetch", "--json"])
        == ["fetch", "--json"])
    #expect(CommandLineSpec.completionRequestWords(in: ["fetch", "__complete"]) == nil)
    #expect(CommandLineSpec.completionRequestWords(in: []) == nil)
  }
}

/// A repeating argument: every word from its position on completes alike.
@Suite struct RepeatingArgumentCompletionTests {
  static let creating = CommandLineSpec(
    programName: "my-tool",
    commands: [
      CommandSpec(
        name: "create", summary: "Create a record",
        arguments: [
          ArgumentSpec(name: "kind", summary: "Which kind", completesFromProgram: true),
          {
            var items = ArgumentSpec(
              name: "item", summary: "A field", isOptional: true, completesFromProgram: true)
            items.isRepeating = true
            return items
          }(),
        ],
        options: [.flag("force", summary: "Unchecked")])
    ],
    globalOptions: [.flag("json", summary: "JSON")]
  )

  func bashCompletions(_ words: [String]) throws -> [String] {
    let program = """
      my-tool() {
        [[ $1 == \(CommandLineSpec.completionRequest) ]] || return 1
        printf 'name=\\nage:=\\n'
      }
      """
    return try offeredByBash(
      of: CompletionScript(for: Self.creating, shell: .bash).text, for: words, after: program)
  }

  @Test func bashOffersTheProgramsCandidatesAtEveryPositionFromTheArgumentsOn() throws {
    #expect(try bashCompletions(["my-tool", "create", "customers", ""]) == ["name=", "age:="])
    #expect(
      try bashCompletions(["my-tool", "create", "customers", "name=Ada", "--force", "a"])
        == ["age:="])
    #expect(
      try bashCompletions(["my-tool", "create", "c", "a=1", "b=2", "c=3", "d=4", "e=5", "f=6", ""])
        == ["name=", "age:="])
  }

  @Test func zshCompletesEveryWordLeft() {
    let script = CompletionScript(for: Self.creating, shell: .zsh).text

    #expect(script.contains("'*:item:{local -a candidates"))
  }

  @Test func fishCompletesFromThePositionOn() {
    let script = CompletionScript(for: Self.creating, shell: .fish).text

    #expect(script.contains("function __my_tool_from_argument"))
    #expect(script.contains("complete -c my-tool -n '__my_tool_from_argument create 1' "))
    #expect(script.contains("complete -c my-tool -n '__my_tool_at_argument create 0' "))
  }

  @Test(arguments: [CompletionShell.zsh, .fish])
  func parses(shell: CompletionShell) throws {
    guard isInstalled(shell.rawValue) else { return }
    #expect(try syntaxStatus(of: CompletionScript(for: Self.creating, shell: shell)) == 0)
  }
}

/// The status of the script's shell checking its syntax without running it (`-n`).
private func syntaxStatus(of script: CompletionScript) throws -> Int32 {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
  process.arguments = [script.shell.rawValue, "-n", "-c", script.text]
  try process.run()
  process.waitUntilExit()
  return process.terminationStatus
}
