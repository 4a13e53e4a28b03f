import AppCommands
import TerminalKit
import TerminalViews

/// Runs the program with `arguments` against the sample API: into a pipe, or on a terminal
/// (standard input and output) answering its questions with `answers`.
package func runSample(_ arguments: [String], terminal: Bool = false, answers: [String] = []) async
  -> (
    ExitCode, ConsoleRecorder
  )
{
  let recorder = ConsoleRecorder()
  let application = Application(
    console: recorder.console(
      outputIsTerminal: terminal, inputIsTerminal: terminal, answers: answers),
    environment: [:])
  return (await application.run(arguments: arguments + ["--sample"]), recorder)
}
