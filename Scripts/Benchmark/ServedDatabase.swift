import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// `app serve` of a database written to a folder of its own for one case, removed with the
/// server once the case ends.
final class ServedDatabase {
  let server: ServedProcess
  private let folder: URL

  /// Writes `database` to a folder named after `label` and serves it with `binary`; `nil`
  /// after saying why under the case's `name` with `report`.
  init?(
    _ binary: String, database: String, label: String, name: String,
    _ report: (String, String, String, Bool) -> Void
  ) {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bench-\(label)-\(getpid())", isDirectory: true)
    let file = folder.appendingPathComponent("db.json")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(database.utf8).write(to: file)
    } catch {
      report(name, "could not write the database: \(error)", "-", false)
      return nil
    }
    guard let server = ServedProcess(binary, ["serve", file.path, "--port", "0", "--quiet"])
    else {
      try? FileManager.default.removeItem(at: folder)
      report(name, "app serve could not start", "-", false)
      return nil
    }
    self.server = server
  }

  var url: String { server.url }

  func stop() {
    server.stop()
    try? FileManager.default.removeItem(at: folder)
  }
}
