import AppCommands
import TerminalKit
import TerminalViews

/// Runs the program with `arguments`, as they are, into a pipe 120 columns wide.
package func run(_ arguments: [String], recorder: ConsoleRecorder = ConsoleRecorder()) async -> (
  ExitCode, ConsoleRecorder
) {
  let application = Application(console: recorder.console(width: 120), environment: [:])
  return (await application.run(arguments: arguments), recorder)
}
