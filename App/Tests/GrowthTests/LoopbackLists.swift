import Foundation
import TestSupport

/// Lists of records served over loopback, their size named by the request's path.
enum LoopbackLists {
  /// A JSON array of `count` records (at least one), `record(id)` for each id from 1.
  static func array(_ count: Int, record: (Int) -> String) -> Data {
    var text = "["
    text.reserveCapacity(count * 200)
    for id in 1...max(count, 1) {
      if id > 1 { text += "," }
      text += record(id)
    }
    return Data((text + "]").utf8)
  }

  /// A loopback server whose base URL's first component names a count: `/<count>/<path>` is
  /// answered with `body(path, count)`.
  static func server(
    _ body: @escaping @Sendable (Substring, Int) -> Data
  ) throws -> HostileServer {
    try HostileServer { request, _ in
      let parts = request.path.split(separator: "/")
      guard parts.count >= 2, let count = Int(parts[0]) else { return [.response(404)] }
      return answer(body(parts[1], count))
    }
  }

  /// A complete JSON response of `body`.
  static func answer(_ body: Data) -> [HostileServer.Step] {
    [
      .text(
        "HTTP/1.1 200 OK\r\nContent-Type: application/json; charset=utf-8\r\n"
          + "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"),
      .send(body),
    ]
  }
}
