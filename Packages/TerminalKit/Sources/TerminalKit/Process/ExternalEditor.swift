import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The text editor a person chose, found the way `git` finds it: `$VISUAL`, else `$EDITOR`,
/// else `vi`; run through `/bin/sh` on a temporary file, so that a command with options such as
/// `code --wait` works.
///
/// ```swift
/// switch ExternalEditor(environment: ProcessInfo.processInfo.environment).edit("draft") {
/// case .success(let text): print(text)
/// case .failure(let failure): print("\(failure.message); the text is unchanged")
/// }
/// ```
public struct ExternalEditor: Sendable, Hashable {
  /// The editor run when the environment names none.
  public static let fallbackCommand = "vi"

  /// The shell command line that runs the editor; the file to edit follows its words.
  public var command: String

  public init(command: String) {
    self.command = command
  }

  /// The editor `environment` names (``named(in:)``), else `vi`.
  public init(environment: [String: String]) {
    self = Self.named(in: environment) ?? ExternalEditor(command: Self.fallbackCommand)
  }

  /// The editor `environment` names: `VISUAL`, then `EDITOR`; `nil` when both are unset or
  /// blank, for a caller that offers an editor only when the person chose one.
  public static func named(in environment: [String: String]) -> ExternalEditor? {
    let chosen = [environment["VISUAL"], environment["EDITOR"]].lazy.compactMap { $0 }
      .first { !$0.allSatisfy(\.isWhitespace) }
    return chosen.map(ExternalEditor.init(command:))
  }

  /// The editor's name as a person knows it: the program of the command, without its folder
  /// (`vim` for `/usr/bin/vim -f`).
  public var name: String {
    let program = command.split(whereSeparator: \.isWhitespace).first ?? ""
    return program.split(separator: "/").last.map(String.init) ?? command
  }

  /// Writes `text` to a new temporary file only the user can read, runs the editor on it on the
  /// terminal the program inherited, waits for it, and returns the file's text without the
  /// final line feeds that `text` did not end with. The file is removed afterwards.
  public func edit(_ text: String) -> Result<String, Failure> {
    let directory = FileManager.default.temporaryDirectory.path
    var template = Array((directory + "/app-edit-XXXXXX.txt").utf8CString)
    let descriptor = mkstemps(&template, 4)
    guard descriptor >= 0 else {
      return .failure(.cannotMakeFile(String(cString: strerror(errno))))
    }
    let path = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    defer { unlink(path) }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    do {
      try handle.write(contentsOf: Data(text.utf8))
      try handle.close()
    } catch {
      return .failure(.cannotMakeFile(error.localizedDescription))
    }

    guard
      let pid = ShellProcess.spawn(["-c", command + " \"$@\"", command, path], environment: nil)
    else { return .failure(Failure(editor: name, reason: .cannotStart)) }
    switch ShellProcess.wait(for: pid) {
    case .exited(0): break
    case .exited(127): return .failure(Failure(editor: name, reason: .notFound))
    case .exited(let status): return .failure(Failure(editor: name, reason: .exited(status)))
    case .signalled(let signalNumber):
      return .failure(Failure(editor: name, reason: .signalled(signalNumber)))
    case .unknown: return .failure(Failure(editor: name, reason: .lost))
    }
    guard let data = FileManager.default.contents(atPath: path),
      let edited = String(data: data, encoding: .utf8)
    else { return .failure(Failure(editor: name, reason: .unreadable)) }
    return .success(edited.droppingFinalLineFeeds(keeping: text.finalLineFeeds))
  }
}
