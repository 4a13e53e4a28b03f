// json-server, the reference of the serve cases: started by node on the sample data as a
// database (the lists app serve answers, in one db.json), as Scripts/json-server-compare starts
// it (Scripts/JSONServerCompare/launch.js), in a temporary folder of its own.
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// json-server running on a copy of a database.
final class JSONServerReference {
  /// The server, which prints `listening on URL` as app serve does.
  let server: ServedProcess
  private let folder: URL

  /// Starts json-server from its source folder `source` (beside the `node_modules` that
  /// `Scripts/json-server-compare setup` fills) on `database`, the bytes of a `db.json`; `nil`
  /// when it does not start.
  init?(source: String, database: Data) {
    let files = FileManager.default
    folder = files.temporaryDirectory.appendingPathComponent("bench-json-server-\(getpid())")
    try? files.removeItem(at: folder)
    let file = folder.appendingPathComponent("db.json")
    guard (try? files.createDirectory(at: folder, withIntermediateDirectories: true)) != nil,
      (try? database.write(to: file)) != nil
    else { return nil }
    let modules = URL(fileURLWithPath: source).deletingLastPathComponent()
      .appendingPathComponent("node_modules").path
    let launcher = files.currentDirectoryPath + "/Scripts/JSONServerCompare/launch.js"
    guard
      let server = ServedProcess(
        "/usr/bin/env", ["node", launcher, source, file.path],
        environment: ["NODE_PATH": modules + ":/usr/share/nodejs"], directory: folder.path)
    else {
      try? files.removeItem(at: folder)
      return nil
    }
    self.server = server
  }

  /// Stops the server and removes its folder.
  func stop() {
    server.stop()
    try? FileManager.default.removeItem(at: folder)
  }
}

/// The sample data's resources, as `app serve` lists them.
private let sampleResources = ["posts", "comments", "albums", "photos", "todos", "users"]

/// The sample data as a json-server database, `{"posts":[…],…}`, made of the lists the server
/// at `url` answers; `nil` when one is not answered.
func sampleDatabase(from url: String) -> Data? {
  var database = Data("{".utf8)
  for (index, resource) in sampleResources.enumerated() {
    guard let list = loopbackBody(of: "/" + resource, from: url) else { return nil }
    database.append(Data(((index == 0 ? "\"" : ",\"") + resource + "\":").utf8))
    database.append(list)
  }
  database.append(Data("}".utf8))
  return database
}

/// The body of `GET path` from the server at `url` (`http://127.0.0.1:PORT`) when it answers
/// 200 within 10 s; `nil` otherwise.
func loopbackBody(of path: String, from url: String) -> Data? {
  guard let port = url.split(separator: ":").last.flatMap({ UInt16($0) }),
    let connection = loopbackConnection(port: port, sending: closingGet(path), timeout: 10)
  else { return nil }
  defer { close(connection) }
  let response = Data(readToEnd(connection))
  guard response.starts(with: Data("HTTP/1.1 200 ".utf8)),
    let end = response.range(of: Data("\r\n\r\n".utf8))
  else { return nil }
  return response[end.upperBound...]
}
