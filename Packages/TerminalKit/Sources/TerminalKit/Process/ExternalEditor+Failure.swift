extension ExternalEditor {
  /// Why the editor gave no text. ``message`` says what happened; each caller adds what it
  /// means there, such as `; type the body instead`.
  public struct Failure: Error, Sendable, Hashable {
    public enum Reason: Sendable, Hashable {
      /// The temporary file could not be made, for this reason.
      case cannotMakeFile(String)
      /// `/bin/sh` could not be started.
      case cannotStart
      /// The shell did not find the editor's program (status 127).
      case notFound
      /// The editor exited with this status, not 0.
      case exited(Int32)
      /// A signal of this number ended the editor.
      case signalled(Int32)
      /// The editor could not be waited for.
      case lost
      /// The file could not be read back as UTF-8 text.
      case unreadable
    }

    /// The editor's name, as ``ExternalEditor/name`` gives it.
    public var editor: String
    public var reason: Reason

    public init(editor: String, reason: Reason) {
      self.editor = editor
      self.reason = reason
    }

    /// A failure before any editor ran: its temporary file could not be made.
    static func cannotMakeFile(_ detail: String) -> Failure {
      Failure(editor: "", reason: .cannotMakeFile(detail))
    }

    /// One line for a person, such as `the editor vim exited with status 1`.
    public var message: String {
      switch reason {
      case .cannotMakeFile(let detail): "cannot make a file for the editor: \(detail)"
      case .cannotStart: "cannot start the editor \(editor)"
      case .notFound: "the editor \(editor) was not found"
      case .exited(let status): "the editor \(editor) exited with status \(status)"
      case .signalled(let signalNumber): "the editor \(editor) was ended by signal \(signalNumber)"
      case .lost: "the editor \(editor) could not be waited for"
      case .unreadable: "the editor's file is not UTF-8 text"
      }
    }
  }
}
