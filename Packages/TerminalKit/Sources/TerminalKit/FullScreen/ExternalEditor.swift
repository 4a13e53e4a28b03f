import Foundation

/// The text editor the person chose, run on a temporary file that holds the text to edit:
/// `$VISUAL`, else `$EDITOR`, else `vi`, through `/bin/sh`, so that a command with options
/// such as `code --wait` works.
public struct ExternalEditor: Sendable {
  /// How editing ended.
  public enum Outcome: Sendable, Hashable {
    /// The editor exited normally; the file's text.
    case edited(String)
    /// The editor could not run or failed, for this reason; the text is unchanged.
    case failed(String)
  }

  /// The command line, to which the file's path is added.
  public var command: String

  /// An editor run as `command`, to which the file's path is added.
  public init(command: String) {
    self.command = command
  }

  /// The editor `environment` names: `VISUAL`, then `EDITOR`, then `vi`.
  public static func command(
    in environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String {
    let named = ["VISUAL", "EDITOR"].lazy.compactMap { environment[$0] }
    return named.first { !$0.allSatisfy(\.isWhitespace) } ?? "vi"
  }

  /// Runs the editor on a new private file holding `text` and returns the file's text when
  /// the editor exits with status 0; a final line break the editor added is dropped.
  public func edit(_ text: String) -> Outcome {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("app-body-\(UUID().uuidString).txt").path
    guard
      FileManager.default.createFile(
        atPath: path, contents: Data(text.utf8), attributes: [.posixPermissions: 0o600])
    else { return .failed("cannot write a temporary file for the editor") }
    defer { try? FileManager.default.removeItem(atPath: path) }
    switch run(on: path) {
    case .failure(let failure):
      return .failed(failure.message)
    case .success:
      guard let data = FileManager.default.contents(atPath: path),
        var edited = String(data: data, encoding: .utf8)
      else { return .failed("the editor's file is not UTF-8 text; the body is unchanged") }
      if edited.hasSuffix("\n"), !text.hasSuffix("\n") {
        edited.removeLast()
      }
      return .edited(edited)
    }
  }

  /// Runs the command on `path` and waits for it.
  private func run(on path: String) -> Result<Void, EditorFailure> {
    guard let pid = ShellProcess.spawn(["-c", "\(command) \"$1\"", "sh", path], environment: nil)
    else {
      return .failure(EditorFailure(message: "cannot run the editor (\(command))"))
    }
    switch ShellProcess.wait(for: pid) {
    case .exited(0):
      return .success(())
    case .exited(let exitStatus):
      return .failure(
        EditorFailure(
          message: "the editor (\(command)) exited with status \(exitStatus); the body is unchanged"
        ))
    case .signalled(let signalNumber):
      return .failure(
        EditorFailure(
          message: "the editor was stopped by signal \(signalNumber); the body is unchanged"))
    case .unknown:
      return .failure(EditorFailure(message: "lost the editor; the body is unchanged"))
    }
  }
}

/// Why the editor did not give back a text.
public struct EditorFailure: Error {
  /// What went wrong, as a sentence's end the caller words around.
  public var message: String
}
