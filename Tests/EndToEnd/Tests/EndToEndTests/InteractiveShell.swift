/// A shell that runs `app` as a job, for Ctrl-Z and `fg`.
enum InteractiveShell: String, CaseIterable, Sendable {
  /// Bash, which sets its own saved modes on the terminal again when a job stops.
  case bash
  /// The system's `sh` (`dash` on Debian), which leaves the terminal's modes as the job left
  /// them, so that they show what the app alone restored.
  case sh

  /// The options that keep the shell from reading files of the machine's user.
  var options: [String] {
    self == .bash ? ["--norc", "--noprofile"] : []
  }
}
