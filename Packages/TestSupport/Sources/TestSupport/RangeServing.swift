import Foundation
import Synchronization

/// The answers of a server of one file, as `HostileServer`'s script: the whole file, or the
/// part a `Range` asks for when the server honours it and the `If-Range` names its version.
///
/// It can ignore `Range` (answering `200` with the whole file, as many servers do), name no
/// validator, and cut its first answers off partway (the head and a part of the body, then the
/// connection closed), as a server that fails and comes back does.
public struct RangeServing: Sendable {
  /// The file served.
  public var file: Data
  /// Its `ETag`; `nil` for none.
  public var entityTag: String? = "\"v1\""
  /// Its `Last-Modified`; `nil` for none.
  public var lastModified: String? = nil
  /// Whether a `Range` is answered with its part (`206`) rather than the whole (`200`).
  public var honoursRange = true
  /// The `Content-Disposition` of each answer; `nil` for none.
  public var disposition: String? = nil
  /// How many bytes of the body each of the first answers sends before the connection closes,
  /// in order: `[1000]` cuts the first answer after 1000 bytes, the rest whole.
  public var cuts: [Int] = []
  /// Whether a cut answer ends with a reset rather than closing.
  public var cutsWithReset = false
  /// Whether a cut answer holds its connection open, sending nothing more, rather than closing
  /// it: a server that stalls, until the server stops.
  public var holdsAfterCut = false

  public init(file: Data) {
    self.file = file
  }

  /// The script of `HostileServer(script:)`.
  public var script: HostileServer.Script {
    let serving = self
    let answered = Mutex(0)
    return { request, _ in
      let index = answered.withLock { count in
        defer { count += 1 }
        return count
      }
      return serving.steps(for: request, index: index)
    }
  }

  /// The answer to `request`, the `index`th answered.
  public func steps(for request: HostileServer.Request, index: Int) -> [HostileServer.Step] {
    guard request.method == "GET" || request.method == "HEAD" else {
      return [.response(405)]
    }
    var headers = ["Content-Type": "application/octet-stream", "Accept-Ranges": "bytes"]
    if let entityTag { headers["ETag"] = entityTag }
    if let lastModified { headers["Last-Modified"] = lastModified }
    if let disposition { headers["Content-Disposition"] = disposition }
    var status = 200
    var body = file
    if honoursRange, let range = request.headers["range"], Self.validates(request, serving: self),
      let start = Self.start(ofRange: range)
    {
      guard start < file.count else {
        headers["Content-Range"] = "bytes */\(file.count)"
        return [Self.head(416, headers: headers, length: 0)]
      }
      status = 206
      body = file.subdata(in: start..<file.count)
      headers["Content-Range"] = "bytes \(start)-\(file.count - 1)/\(file.count)"
    }
    let head = Self.head(status, headers: headers, length: body.count)
    if index < cuts.count {
      let part = body.prefix(max(0, cuts[index]))
      let end: [HostileServer.Step] = holdsAfterCut ? [.hold] : cutsWithReset ? [.reset] : []
      return [head, .send(Data(part)), .markSent] + end
    }
    return [head, .send(body)]
  }

  /// Whether `request`'s `If-Range`, when it has one, names the file's version.
  private static func validates(_ request: HostileServer.Request, serving: RangeServing) -> Bool {
    guard let ifRange = request.headers["if-range"] else { return true }
    return ifRange == serving.entityTag || ifRange == serving.lastModified
  }

  /// The first byte of `bytes=N-`.
  private static func start(ofRange value: String) -> Int? {
    guard value.hasPrefix("bytes="), value.hasSuffix("-") else { return nil }
    return Int(value.dropFirst("bytes=".count).dropLast())
  }

  private static func head(_ status: Int, headers: [String: String], length: Int)
    -> HostileServer.Step
  {
    let fields = headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)\r\n" }.joined()
    return .text(
      "HTTP/1.1 \(status) Status\r\n\(fields)Content-Length: \(length)\r\nConnection: close\r\n\r\n"
    )
  }
}
