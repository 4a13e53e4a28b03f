import Foundation
import TerminalKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs an ``Editor`` on a temporary file, as `git commit` does: `/bin/sh -c '<command> "$@"'`
/// with the file's path, on the terminal the program inherited.
///
/// This is operating-system wiring, so it lives with the app rather than in a package.
enum EditorProcess {
  /// Writes `text` to a new temporary file only the user can read, runs `editor` on it, waits
  /// for it, and returns the file's text without its final line breaks. The file is removed
  /// afterwards.
  static func run(_ editor: Editor, text: String) -> Result<String, Editor.Failure> {
    let directory = FileManager.default.temporaryDirectory.path
    var template = Array((directory + "/app-body-XXXXXX.txt").utf8CString)
    let descriptor = mkstemps(&template, 4)
    guard descriptor >= 0 else {
      return .failure(failure("cannot make a file for the editor: \(errorText(errno))"))
    }
    let path = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) },
      as: UTF8.self)
    defer { unlink(path) }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    do {
      try handle.write(contentsOf: Data(text.utf8))
      try handle.close()
    } catch {
      return .failure(failure("cannot make a file for the editor: \(error.localizedDescription)"))
    }

    guard
      let pid = ShellProcess.spawn(
        ["-c", editor.command + " \"$@\"", editor.command, path], environment: nil)
    else {
      return .failure(failure("cannot start the editor \(editor.name)"))
    }
    switch ShellProcess.wait(for: pid) {
    case .exited(0):
      break
    case .exited(127):
      return .failure(failure("the editor \(editor.name) was not found"))
    case .exited(let status):
      return .failure(failure("the editor \(editor.name) exited with status \(status)"))
    case .signalled(let signalNumber):
      return .failure(failure("the editor \(editor.name) was ended by signal \(signalNumber)"))
    case .unknown:
      return .failure(failure("the editor \(editor.name) could not be waited for"))
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      return .failure(failure("cannot read the editor's file back"))
    }
    return .success(String(decoding: data, as: UTF8.self).droppingFinalLineBreaks)
  }

  private static func failure(_ message: String) -> Editor.Failure {
    Editor.Failure(message: message)
  }

  private static func errorText(_ errorNumber: Int32) -> String {
    String(cString: strerror(errorNumber))
  }
}
