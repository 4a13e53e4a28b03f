// json-server 0.16, the reference of the serve cases: started by node on the sample data as a
// database (the lists app serve answers, in one db.json), as Scripts/json-server-compare starts
// it (Scripts/JSONServerCompare/launch.js), in a temporary folder of its own.
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// json-server 0.16 running on a copy of a database.
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
  guard let port = url.split(separator: ":").last.flatMap({ UInt16($0) }) else { return nil }
  let connection = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
  guard connection >= 0 else { return nil }
  defer { close(connection) }
  var timeout = timeval(tv_sec: 10, tv_usec: 0)
  setsockopt(
    connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
  var address = sockaddr_in()
  address.sin_family = sa_family_t(AF_INET)
  address.sin_addr.s_addr = inet_addr("127.0.0.1")
  address.sin_port = port.bigEndian
  let connected = withUnsafePointer(to: &address) {
    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
      connect(connection, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
    }
  }
  let request = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n".utf8)
  guard connected, write(connection, request, request.count) == request.count else { return nil }
  var response = Data()
  var buffer = [UInt8](repeating: 0, count: 65_536)
  while true {
    let count = read(connection, &buffer, buffer.count)
    guard count > 0 else { break }
    response.append(contentsOf: buffer[..<count])
  }
  guard response.starts(with: Data("HTTP/1.1 200 ".utf8)),
    let end = response.range(of: Data("\r\n\r\n".utf8))
  else { return nil }
  return response[end.upperBound...]
}
