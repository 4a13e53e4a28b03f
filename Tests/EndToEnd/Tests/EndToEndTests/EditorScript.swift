import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// An editor for `$EDITOR`: a shell script that keeps a copy of the text it is opened on and
/// saves `text` in its place, in a folder removed with this value.
final class EditorScript: Sendable {
  /// The folder of the script and of what it keeps.
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "editor-\(UUID().uuidString)", isDirectory: true)

  /// The script, named `name`, for `EDITOR`.
  let url: URL

  /// Writes the script named `name`, which saves `text`.
  init(named name: String, saving text: String) throws {
    url = folder.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try text.write(to: folder.appendingPathComponent("saved"), atomically: true, encoding: .utf8)
    let script = """
      #!/bin/sh
      cp "$1" '\(folder.appendingPathComponent("opened").path)'
      cat '\(folder.appendingPathComponent("saved").path)' > "$1"

      """
    try script.write(to: url, atomically: true, encoding: .utf8)
    chmod(url.path, 0o755)
  }

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }

  /// The text the editor was last opened on, or `nil` when it was not run.
  var opened: String? {
    try? String(contentsOf: folder.appendingPathComponent("opened"), encoding: .utf8)
  }
}
