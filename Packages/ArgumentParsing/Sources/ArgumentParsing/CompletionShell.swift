/// A shell that ``CompletionScript`` can write completions for.
public enum CompletionShell: String, Sendable, Hashable, CaseIterable {
  /// GNU Bash, through `complete -F`.
  case bash
  /// The Z shell, through its `compsys` (`_arguments`).
  case zsh
  /// The friendly interactive shell, through `complete -c`.
  case fish
}
