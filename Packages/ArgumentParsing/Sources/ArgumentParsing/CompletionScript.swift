/// A shell script that completes a program's commands, options, option values and arguments.
///
/// The script is generated from the program's ``CommandLineSpec``, so a command, an option or an
/// allowed value added to the specification completes with no further work:
///
/// <!-- not compiled: spec is the program's CommandLineSpec -->
/// ```swift
/// print(CompletionScript(for: spec, shell: .bash).text)
/// ```
///
/// Every script finds the command the way the parser does: the first word that is neither an
/// option nor the value of an option that takes one, and the word right after it when the two
/// name a sub-command such as `user create`. It then offers the command's options, and the
/// allowed values of the argument or option value being typed; after a word such as `user`, its
/// sub-commands are offered too.
public struct CompletionScript: Sendable, Hashable {
  public var shell: CompletionShell
  /// The script itself, ending with a line break.
  public var text: String

  public init(for spec: CommandLineSpec, shell: CompletionShell) {
    self.shell = shell
    let model = CompletionModel(spec)
    switch shell {
    case .bash: text = model.bash
    case .zsh: text = model.zsh
    case .fish: text = model.fish
    }
  }
}
