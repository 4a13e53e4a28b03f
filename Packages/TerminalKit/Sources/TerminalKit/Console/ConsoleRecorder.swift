import Foundation
import Synchronization

/// A console for tests: it records what the program writes and the pagers and editors it runs,
/// with the terminal facts a test chooses.
///
/// Questions are answered from `answers`, then end of input, through the line editor when the
/// test asks for one; editors give `editedTexts`.
///
/// ```swift
/// let recorder = ConsoleRecorder()
/// recorder.console().reportError("post 9 not found")
/// assert(recorder.error == "app: post 9 not found\n")
/// ```
public final class ConsoleRecorder: Sendable {
  private struct Record: Sendable {
    var output = ""
    var error = ""
    var pagers: [(pager: Pager, text: String)] = []
    var pendingAnswers: [String] = []
    var editedLines: [(prompt: String, text: String)] = []
    var pendingEditedTexts: [Result<String, ExternalEditor.Failure>] = []
    var editors: [(editor: ExternalEditor, text: String)] = []
  }

  private let record = Mutex(Record())

  public init() {}

  public var output: String { record.withLock { $0.output } }
  public var error: String { record.withLock { $0.error } }
  public var pagers: [(pager: Pager, text: String)] { record.withLock { $0.pagers } }
  /// The prompts the line editor showed, each with the text it started from.
  public var editedLines: [(prompt: String, text: String)] {
    record.withLock { $0.editedLines }
  }
  public var editors: [(editor: ExternalEditor, text: String)] {
    record.withLock { $0.editors }
  }

  /// A console that records into this recorder; its pager, when run, reports `pagerStarts`.
  public func console(
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
    editedTexts: [Result<String, ExternalEditor.Failure>] = [],
    programName: String = "app"
  ) -> Console {
    record.withLock {
      $0.pendingAnswers = answers
      $0.pendingEditedTexts = editedTexts
    }
    let nextAnswer: @Sendable () -> String? = {
      self.record.withLock { $0.pendingAnswers.isEmpty ? nil : $0.pendingAnswers.removeFirst() }
    }
    let editLine: @Sendable (String, String) -> String? = { prompt, text in
      self.record.withLock { $0.editedLines.append((prompt, text)) }
      return nextAnswer()
    }
    return Console(
      writeOutput: { text in self.record.withLock { $0.output += text } },
      writeError: { text in self.record.withLock { $0.error += text } },
      runPager: { pager, text in
        self.record.withLock { $0.pagers.append((pager, text)) }
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
        self.record.withLock {
          $0.editors.append((editor, text))
          return $0.pendingEditedTexts.isEmpty
            ? .failure(ExternalEditor.Failure(editor: editor.name, reason: .cannotStart))
            : $0.pendingEditedTexts.removeFirst()
        }
      },
      inputIsTerminal: inputIsTerminal,
      programName: programName
    )
  }
}
