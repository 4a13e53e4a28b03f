import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The text editor the person chose, run on a temporary file that holds the text to edit:
/// `$VISUAL`, else `$EDITOR`, else `vi`, through `/bin/sh`, so that a command with options
/// such as `code --wait` works.
struct ExternalEditor: Sendable {
  /// How editing ended.
  enum Outcome: Sendable, Hashable {
    /// The editor exited normally; the file's text.
    case edited(String)
    /// The editor could not run or failed, for this reason; the text is unchanged.
    case failed(String)
  }

  /// The command line, to which the file's path is added.
  var command: String

  /// The editor `environment` names: `VISUAL`, then `EDITOR`, then `vi`.
  static func command(
    in environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String {
    let named = ["VISUAL", "EDITOR"].lazy.compactMap { environment[$0] }
    return named.first { !$0.allSatisfy(\.isWhitespace) } ?? "vi"
  }

  /// Runs the editor on a new private file holding `text` and returns the file's text when
  /// the editor exits with status 0; a final line break the editor added is dropped.
  func edit(_ text: String) -> Outcome {
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

  /// Runs the command on `path` and waits for it, with the signals the browser ignores back to
  /// their defaults.
  private func run(on path: String) -> Result<Void, EditorFailure> {
    let arguments = ["/bin/sh", "-c", "\(command) \"$1\"", "sh", path]
    let cArguments = arguments.map { strdup($0) } + [nil]
    defer {
      for argument in cArguments { free(argument) }
    }
    #if canImport(Darwin)
      var attributes: posix_spawnattr_t?
    #else
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signalNumber in [SIGINT, SIGWINCH, SIGCONT, SIGTSTP, SIGPIPE] {
      sigaddset(&defaults, signalNumber)
    }
    var mask = sigset_t()
    sigemptyset(&mask)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setsigmask(&attributes, &mask)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    var pid = pid_t()
    let spawned = posix_spawn(&pid, "/bin/sh", nil, &attributes, cArguments, environ)
    guard spawned == 0 else {
      return .failure(
        EditorFailure(message: "cannot run the editor: \(String(cString: strerror(spawned)))"))
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      guard errno == EINTR else {
        return .failure(
          EditorFailure(message: "lost the editor: \(String(cString: strerror(errno)))"))
      }
    }
    let signalNumber = status & 0x7f
    guard signalNumber == 0 else {
      return .failure(
        EditorFailure(
          message: "the editor was stopped by signal \(signalNumber); the body is unchanged"))
    }
    let exitStatus = (status >> 8) & 0xff
    guard exitStatus == 0 else {
      return .failure(
        EditorFailure(
          message: "the editor (\(command)) exited with status \(exitStatus); the body is unchanged"
        ))
    }
    return .success(())
  }
}

/// Why the editor did not give back a text.
struct EditorFailure: Error {
  var message: String
}
