import AppCommands
import Foundation

/// A console for tests: it records what the program writes, with the terminal facts a test
/// chooses.
final class ConsoleRecorder: @unchecked Sendable {
  private let lock = NSLock()
  private var outputText = ""
  private var errorText = ""

  var output: String { lock.withLock { outputText } }
  var error: String { lock.withLock { errorText } }

  func console(
    outputIsTerminal: Bool = false,
    errorIsTerminal: Bool = false,
    width: Int = 80,
    usesColor: Bool = false
  ) -> Console {
    Console(
      writeOutput: { text in self.lock.withLock { self.outputText += text } },
      writeError: { text in self.lock.withLock { self.errorText += text } },
      outputIsTerminal: outputIsTerminal,
      errorIsTerminal: errorIsTerminal,
      width: width,
      usesColor: usesColor
    )
  }
}
