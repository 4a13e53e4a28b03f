import Features
import TerminalKit

/// What only the program around the browser's reducer can do, which its effects ask for.
public struct BrowseRuntime: Sendable {
  public init(
    end: @escaping @Sendable (BrowseEnding) -> Void, suspend: @escaping @Sendable () -> Void,
    edit: @escaping @Sendable (String) async -> Result<String, ExternalEditor.Failure>,
    openURL: @escaping @Sendable (String) -> Bool,
    copy: @escaping @Sendable (String) async -> Bool = { _ in false },
    saveHistory: @escaping @Sendable ([String]) -> Void = { _ in }
  ) {
    self.end = end
    self.suspend = suspend
    self.edit = edit
    self.openURL = openURL
    self.copy = copy
    self.saveHistory = saveHistory
  }

  public var end: @Sendable (BrowseEnding) -> Void
  /// Stops the program until it is continued (Ctrl-Z).
  var suspend: @Sendable () -> Void
  /// Hands the terminal to the external editor on a text, and returns what it made of it.
  public var edit: @Sendable (String) async -> Result<String, ExternalEditor.Failure>
  /// Opens an address outside the terminal; false when it cannot.
  public var openURL: @Sendable (String) -> Bool
  /// Writes a sequence that copies a text (OSC 52) to the terminal; false when it was not
  /// written whole.
  public var copy: @Sendable (String) async -> Bool = { _ in false }
  /// Keeps the lines of the history (the commands run and the searches kept, as
  /// `HistoryFile` writes them) for the next runs; it never fails aloud.
  var saveHistory: @Sendable ([String]) -> Void = { _ in }
  /// The last requests with their whole answers (``AnswerLog``), the newest last.
  public var answers: @Sendable () -> [RecordedExchange] = { [] }

  /// A runtime that does none of it: it never ends nor suspends, no editor changes a text,
  /// and no address opens.
  public static let inert = BrowseRuntime(
    end: { _ in }, suspend: {}, edit: { .success($0) }, openURL: { _ in false })
}
