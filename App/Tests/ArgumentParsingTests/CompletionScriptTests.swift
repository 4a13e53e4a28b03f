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
    let driver = """
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
      (["my-tool", ""], ["list", "show", "setup", "help"]),
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

  @Test func skipsTheValuesOfOptionsWhenFindingTheCommand() {
    #expect(script.contains("            case --color --base-url --level\n"))
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
  func remembersItsShell(shell: CompletionShell) {
    #expect(CompletionScript(for: spec, shell: shell).shell == shell)
  }
}
