import AppCommands
import Foundation
import TerminalKit

/// A console for tests: it records what the program writes and the pagers it runs, with the
/// terminal facts a test chooses; questions are answered from `answers`, then end of input,
/// through the line editor when the test asks for one, and editors give `editedTexts`.
final class ConsoleRecorder: @unchecked Sendable {
  private let lock = NSLock()
  private var outputText = ""
  private var errorText = ""
  private var pagerRuns: [(pager: Pager, text: String)] = []
  private var pendingAnswers: [String] = []
  private var editedLineRuns: [(prompt: String, text: String)] = []
  private var pendingEditedTexts: [Result<String, ExternalEditor.Failure>] = []
  private var editorRuns: [(editor: ExternalEditor, text: String)] = []

  var output: String { lock.withLock { outputText } }
  var error: String { lock.withLock { errorText } }
  /// The pagers run so far, with the text each was given.
  var pagers: [(pager: Pager, text: String)] { lock.withLock { pagerRuns } }
  /// The prompts the line editor showed, each with the text it started from.
  var editedLines: [(prompt: String, text: String)] { lock.withLock { editedLineRuns } }
  /// The editors run so far, with the text each was given.
  var editors: [(editor: ExternalEditor, text: String)] { lock.withLock { editorRuns } }

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
    input: String = "",
    editsLines: Bool = false,
    editedTexts: [Result<String, ExternalEditor.Failure>] = []
  ) -> Console {
    lock.withLock {
      pendingAnswers = answers
      pendingEditedTexts = editedTexts
    }
    let nextAnswer: @Sendable () -> String? = {
      self.lock.withLock { self.pendingAnswers.isEmpty ? nil : self.pendingAnswers.removeFirst() }
    }
    let editLine: @Sendable (String, String) -> String? = { prompt, text in
      self.lock.withLock { self.editedLineRuns.append((prompt, text)) }
      return nextAnswer()
    }
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
      readLine: nextAnswer,
      readInput: { input },
      editLine: editsLines ? editLine : nil,
      runEditor: { editor, text in
        self.lock.withLock {
          self.editorRuns.append((editor, text))
          return self.pendingEditedTexts.isEmpty
            ? .failure(ExternalEditor.Failure(editor: editor.name, reason: .cannotStart))
            : self.pendingEditedTexts.removeFirst()
        }
      },
      inputIsTerminal: inputIsTerminal
    )
  }
}
