import AppCommands
import Foundation

/// A console for tests: it records what the program writes and the pagers it runs, with the
/// terminal facts a test chooses; questions are answered from `answers`, then end of input.
final class ConsoleRecorder: @unchecked Sendable {
  private let lock = NSLock()
  private var outputText = ""
  private var errorText = ""
  private var pagerRuns: [(pager: Pager, text: String)] = []
  private var pendingAnswers: [String] = []

  var output: String { lock.withLock { outputText } }
  var error: String { lock.withLock { errorText } }
  /// The pagers run so far, with the text each was given.
  var pagers: [(pager: Pager, text: String)] { lock.withLock { pagerRuns } }

  /// A console whose pager, when run, is recorded and reports `pagerStarts`.
  func console(
    outputIsTerminal: Bool = false,
    errorIsTerminal: Bool = false,
    width: Int = 80,
    height: Int? = nil,
    usesColor: Bool = false,
    pagerStarts: Bool = true,
    inputIsTerminal: Bool = false,
    answers: [String] = [],
    input: String = ""
  ) -> Console {
    lock.withLock { pendingAnswers = answers }
    return Console(
      writeOutput: { text in self.lock.withLock { self.outputText += text } },
      writeError: { text in self.lock.withLock { self.errorText += text } },
      runPager: { pager, text in
        self.lock.withLock { self.pagerRuns.append((pager, text)) }
        return pagerStarts
      },
      outputIsTerminal: outputIsTerminal,
      errorIsTerminal: errorIsTerminal,
      width: width,
      height: height,
      outputUsesColor: usesColor,
      errorUsesColor: usesColor,
      readLine: {
        self.lock.withLock { self.pendingAnswers.isEmpty ? nil : self.pendingAnswers.removeFirst() }
      },
      readInput: { input },
      inputIsTerminal: inputIsTerminal
    )
  }
}
