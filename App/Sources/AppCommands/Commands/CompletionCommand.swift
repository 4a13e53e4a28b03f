import ArgumentParsing
import TerminalKit
import TerminalViews

/// `app completion <shell>`: prints the completion script for bash, zsh or fish.
struct CompletionCommand: AppCommand, Hashable {
  static let shell = Argument<CompletionShell>(
    "shell", summary: "The shell: bash, zsh or fish", noun: "shell",
    allowedValues: CompletionShell.allCases.map(\.rawValue), expecting: "bash, zsh or fish",
    convert: CompletionShell.init(rawValue:))

  static let sendsRequests = false

  static let spec = CommandSpec(
    name: "completion",
    summary: "Print a completion script for a shell: bash, zsh or fish",
    arguments: [shell.spec],
    examples: [
      "completion bash > ~/.local/share/bash-completion/completions/app",
      "completion zsh > ~/.zfunc/_app",
      "completion fish > ~/.config/fish/completions/app.fish",
    ]
  )

  var shell: CompletionShell

  init(shell: CompletionShell) {
    self.shell = shell
  }

  init(parsing parsed: ParsedArguments) throws(UsageError) {
    shell = try parsed.requiredValue(of: Self.shell)
  }

  func run(in context: CommandContext) async throws(UsageError) -> ExitCode {
    context.console.writeOutput(CompletionScript(for: AppCommandLine.spec, shell: shell).text)
    return .success
  }
}
