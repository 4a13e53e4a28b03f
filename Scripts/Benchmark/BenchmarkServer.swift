// A loopback HTTP server on 127.0.0.1 for the benchmark's network cases. Each connection is served
// on its own thread and every reply ends by itself. It stays on raw sockets rather than the
// HTTPServer package: it trickles a body a byte a second and streams large bodies without holding
// them, as a slow or huge server does, which a server that answers whole responses cannot.
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// How the server answers every request.
enum Reply: Sendable {
  /// `[]` after `delay`, on a connection closed afterwards.
  case delayed(seconds: UInt32)
  /// A JSON array of `bytes` bytes, written in chunks.
  case largeArray(bytes: Int)
  /// The file's bytes, sent with `Content-Encoding: gzip`.
  case gzipFile(path: String)
  /// Headers, then one body byte per second, `bytes` in all.
  case trickle(bytes: Int)
  /// A 422 whose `errors` object names `fields` fields, one message each.
  case rejection(fields: Int)
  /// A small JSONPlaceholder-like API (`/posts`, `/users`, `/posts/7?_expand=user`,
  /// `/posts/7/comments`) answering each request after `milliseconds`, as a slow link would,
  /// with an `ETag`, `Cache-Control: no-cache`, and `304` to a request that names the `ETag`.
  case api(milliseconds: UInt32)
  /// Minimal records (see ``MinimalLists``) at `/posts`, `/todos` and `/users`, each with
  /// `Cache-Control: max-age=3600` so that `--offline` reads them back.
  case minimalLists(posts: Int, todos: Int)
  /// These bytes, whatever the path.
  case bytes([UInt8])
}

/// A server on 127.0.0.1 answering every request with one `Reply`. It stops accepting when
/// `stop()` is called, or by itself after `lifetime` seconds without a new connection.
final class Server: Sendable {
  let port: UInt16
  /// How many requests have been read.
  let requestCount = Mutex(0)
  /// The listening socket until the accepting thread closes it; `stop()` only shuts it down, so
  /// that it never touches a descriptor number the process has reused.
  private let listener: Mutex<Int32?>

  /// Starts listening on a free port; `nil` when the socket cannot be set up.
  init?(_ reply: Reply, lifetime: Int32 = 30) {
    signal(SIGPIPE, SIG_IGN)
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard listener >= 0 else { return nil }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
        bind(listener, pointer, length) == 0 && listen(listener, 16) == 0
          && getsockname(listener, pointer, &length) == 0
      }
    }
    guard bound else {
      close(listener)
      return nil
    }
    self.listener = Mutex(listener)
    port = UInt16(bigEndian: address.sin_port)
    Thread.detachNewThread { [self] in
      defer {
        self.listener.withLock {
          close(listener)
          $0 = nil
        }
      }
      var waiting = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
      while poll(&waiting, 1, lifetime * 1000) == 1, waiting.revents & Int16(POLLIN) != 0 {
        let connection = accept(listener, nil, nil)
        guard connection >= 0 else { return }
        var limit = timeval(tv_sec: Int(lifetime), tv_usec: 0)
        setsockopt(
          connection, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        Thread.detachNewThread { serve(connection, reply, count: self.requestCount) }
      }
    }
  }

  /// Stops accepting connections; those accepted finish their replies.
  func stop() {
    listener.withLock { listener in
      if let listener { shutdown(listener, Int32(SHUT_RDWR)) }
    }
  }
}

private func serve(_ connection: Int32, _ reply: Reply, count: borrowing Mutex<Int>) {
  defer { close(connection) }
  var request: [UInt8] = []
  var buffer = [UInt8](repeating: 0, count: 4096)
  // The head's end need not end a read: a client may send the body in the same segment, and a
  // late read then returns both.
  while request.firstRange(of: headEnd) == nil {
    let count = read(connection, &buffer, buffer.count)
    guard count > 0, request.count < 1 << 16 else { return }
    request += buffer[0..<count]
  }
  var unread = bodyLength(of: request)
  while unread > 0 {
    let count = read(connection, &buffer, min(buffer.count, unread))
    guard count > 0 else { return }
    unread -= count
  }
  count.withLock { $0 += 1 }
  switch reply {
  case .delayed(let seconds):
    sleep(seconds)
    _ = send(connection, head(length: 2) + Array("[]".utf8))
  case .largeArray(let bytes):
    let item = Array(#"{"userId":1,"id":1,"title":"t","body":"b"},"#.utf8)
    let chunk = Array([[UInt8]](repeating: item, count: 1 << 14).joined())
    let last = Array(#"{"userId":1,"id":1,"title":"t","body":"b"}]"#.utf8)
    let body = bytes - 1 - last.count
    let chunks = body / chunk.count
    let padding = body - chunks * chunk.count
    guard send(connection, head(length: 1 + chunks * chunk.count + padding + last.count) + [91])
    else { return }
    for _ in 0..<chunks where !send(connection, chunk) { return }
    _ = send(connection, [UInt8](repeating: 32, count: padding) + last)
  case .gzipFile(let path):
    guard let data = FileManager.default.contents(atPath: path) else { return }
    _ = send(connection, head(length: data.count, extra: "Content-Encoding: gzip\r\n") + data)
  case .rejection(let fields):
    let errors = (0..<fields).map { #""field\#($0)": ["is wrong"]"# }.joined(separator: ",")
    let body = Array(#"{"errors": {\#(errors)}}"#.utf8)
    _ = send(connection, head(length: body.count, status: "422 Unprocessable Entity") + body)
  case .api(let milliseconds):
    usleep(milliseconds * 1000)
    let (target, etag) = apiRequest(request)
    guard let body = APIData.body(for: target) else {
      _ = send(connection, head(length: 2, status: "404 Not Found") + Array("{}".utf8))
      return
    }
    let tag = "\"\(target.utf8.count)-\(body.count)\""
    let validators = "ETag: \(tag)\r\nCache-Control: no-cache\r\n"
    if etag == tag {
      _ = send(connection, head(length: 0, extra: validators, status: "304 Not Modified"))
    } else {
      _ = send(connection, head(length: body.count, extra: validators) + body)
    }
  case .minimalLists(let posts, let todos):
    let body = MinimalLists.body(for: apiRequest(request).target, posts: posts, todos: todos)
    _ = send(connection, head(length: body.count, extra: "Cache-Control: max-age=3600\r\n") + body)
  case .bytes(let body):
    _ = send(connection, head(length: body.count) + body)
  case .trickle(let bytes):
    guard send(connection, head(length: bytes)) else { return }
    for _ in 0..<bytes {
      guard send(connection, [32]) else { return }
      sleep(1)
    }
  }
}

/// The target of a request (`/posts?_page=1`) and its `If-None-Match`, if any.
private func apiRequest(_ request: [UInt8]) -> (target: String, etag: String?) {
  let lines = String(decoding: request, as: UTF8.self).split(separator: "\r\n")
  let target = lines.first?.split(separator: " ").dropFirst().first.map(String.init) ?? "/"
  let etag = lines.dropFirst().lazy.compactMap { line -> String? in
    let parts = line.split(separator: ":", maxSplits: 1)
    guard parts.count == 2, parts[0].lowercased() == "if-none-match" else { return nil }
    return parts[1].trimmingCharacters(in: .whitespaces)
  }.first
  return (target, etag)
}

/// The records of the ``Reply/api(milliseconds:)`` server: 100 posts by 10 users, the
/// comments of post 7, and one album of 5,000 photos, each of its own colour.
private enum APIData {
  static func user(_ id: Int) -> String {
    #"{"id": \#(id), "name": "User \#(id)", "username": "user\#(id)", "email": "u\#(id)@example.test", "#
      + #""address": {"street": "\#(id) Main St", "suite": "Apt. 1", "city": "Town", "#
      + #""zipcode": "0000\#(id)", "geo": {"lat": "0", "lng": "0"}}, "phone": "555", "#
      + #""website": "example.test", "company": {"name": "Co", "catchPhrase": "", "bs": ""}}"#
  }

  static func post(_ id: Int, expanded: Bool = false) -> String {
    let author = (id - 1) % 10 + 1
    let user = expanded ? ", \"user\": \(user(author))" : ""
    return #"{"userId": \#(author), "id": \#(id), "title": "Post \#(id)", "body": "Body"\#(user)}"#
  }

  static let posts = "[" + (1...100).map { post($0) }.joined(separator: ",") + "]"
  static let users = "[" + (1...10).map(user).joined(separator: ",") + "]"
  static let comments =
    "["
    + (1...5).map {
      #"{"postId": 7, "id": \#($0), "name": "C", "email": "c@example.test", "body": "Nice"}"#
    }.joined(separator: ",") + "]"

  static func photo(_ id: Int) -> String {
    let hex = String(format: "%06x", id &* 2_654_435_761 & 0xFF_FFFF)
    return #"{"albumId": 1, "id": \#(id), "title": "Photo \#(id)", "#
      + #""url": "https://example.test/600/\#(hex)", "#
      + #""thumbnailUrl": "https://example.test/150/\#(hex)"}"#
  }

  static let albums = #"[{"userId": 1, "id": 1, "title": "Five thousand photos"}]"#
  static let photos = "[" + (1...5000).map(photo).joined(separator: ",") + "]"

  static func body(for target: String) -> [UInt8]? {
    let path = target.split(separator: "?", maxSplits: 1).first.map(String.init) ?? target
    let text: String? =
      switch (target, path) {
      case (_, "/posts"): posts
      case (_, "/users"): users
      case ("/posts/7?_expand=user", _): post(7, expanded: true)
      case ("/posts/7/comments", _): comments
      case (_, "/albums"): albums
      case (_, "/albums/1/photos"): photos
      default: nil
      }
    return text.map { Array($0.utf8) }
  }
}

/// The blank line that ends a request's head.
private let headEnd = Array("\r\n\r\n".utf8)

/// The `Content-Length` of the request whose head `request` begins with, less the body bytes
/// already read after the head.
private func bodyLength(of request: [UInt8]) -> Int {
  guard let end = request.firstRange(of: headEnd) else { return 0 }
  let head = String(decoding: request[..<end.lowerBound], as: UTF8.self)
  let length =
    head.split(separator: "\r\n").lazy
    .compactMap { line -> Int? in
      let parts = line.split(separator: ":", maxSplits: 1)
      guard parts.count == 2, parts[0].lowercased() == "content-length" else { return nil }
      return Int(parts[1].trimmingCharacters(in: .whitespaces))
    }.first ?? 0
  return max(0, length - (request.count - end.upperBound))
}

private func head(length: Int, extra: String = "", status: String = "200 OK") -> [UInt8] {
  Array(
    ("HTTP/1.1 \(status)\r\nContent-Type: application/json\r\nContent-Length: \(length)\r\n"
      + "Connection: close\r\n" + extra + "\r\n").utf8)
}

private func send(_ connection: Int32, _ bytes: some Collection<UInt8>) -> Bool {
  let bytes = Array(bytes)
  var offset = 0
  while offset < bytes.count {
    let written = bytes[offset...].withUnsafeBytes { write(connection, $0.baseAddress, $0.count) }
    guard written > 0 else { return false }
    offset += written
  }
  return true
}
