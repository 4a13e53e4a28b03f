import Foundation

/// One message of an exchange with a server, as `--verbose` shows it: a request about to be
/// sent, with its body, or the head of an answer that came back, a redirect's among them; see
/// ``TrafficObserver/current``.
///
/// Nothing secret is in it: the URL is a ``ShownURL`` (no password, credential query values
/// `REDACTED`), and the value of each header field that carries credentials is
/// ``CredentialQuery/mark`` too.
public struct TrafficEvent: Sendable, Hashable, CustomStringConvertible {
  /// Which way the message went.
  public enum Direction: Sendable, Hashable {
    case sent
    case received
  }

  public var direction: Direction
  /// `GET http://127.0.0.1:3000/posts?_page=2` for a request, `HTTP 200` for an answer.
  public var startLine: String
  /// The header fields, `Name: value` each, in the order of their names.
  public var fields: [String]
  /// The lines of a request's body, its secrets `REDACTED` (``bodyLines(of:contentType:)``);
  /// none for an answer or a request without one.
  public var body: [String] = []

  public init(direction: Direction, startLine: String, fields: [String]) {
    self.direction = direction
    self.startLine = startLine
    self.fields = fields
  }

  /// The request `method` `url` with the header fields `headers`, those `secretHeaders`
  /// names (lowercased) `REDACTED`.
  public static func request(
    method: String, url: URL, headers: [String: String], secretHeaders: Set<String>
  ) -> TrafficEvent {
    TrafficEvent(
      direction: .sent, startLine: "\(method) \(ShownURL(url))",
      fields: lines(headers, secret: secretHeaders))
  }

  /// The head of an answer with `status` and `headers`, those `secretHeaders` names
  /// (lowercased, `set-cookie` always) `REDACTED`.
  public static func response(
    status: Int, headers: [String: String], secretHeaders: Set<String>
  ) -> TrafficEvent {
    TrafficEvent(
      direction: .received, startLine: "HTTP \(status)",
      fields: lines(headers, secret: secretHeaders.union(["set-cookie"])))
  }

  /// The message as curl's `--verbose` shows it: each line after `> ` for a request, `< ` for
  /// an answer, every line printable.
  /// A body's lines keep their indent, after an empty line.
  public var description: String {
    let prefix = direction == .sent ? "> " : "< "
    let head = ([startLine] + fields).map { prefix + $0.singleLine(limit: 2_000) }
    let body = body.map { line in
      let indent = line.prefix { $0 == " " }
      return prefix + indent + String(line.dropFirst(indent.count)).singleLine(limit: 2_000)
    }
    // The empty line is `> `, as curl's is, so that each line of a message starts alike.
    return (head + (body.isEmpty ? [] : [prefix] + body)).joined(separator: "\n")
  }

  private static func lines(_ headers: [String: String], secret: Set<String>) -> [String] {
    headers.sorted { $0.key.lowercased() < $1.key.lowercased() }.map { name, value in
      "\(name): " + (secret.holdsSecret(named: name) ? CredentialQuery.mark : value)
    }
  }
}

/// What a task's requests tell of each exchange: every request sent, each try again included,
/// and the head of every answer, for `--verbose`.
///
/// ```swift
/// let observer = TrafficObserver { event in print(event) }
/// TrafficObserver.$current.withValue(observer) {
///   // the requests of an HTTPSession made here are told to observer
/// }
/// ```
public struct TrafficObserver: Sendable {
  private let observe: @Sendable (TrafficEvent) -> Void

  public init(_ observe: @escaping @Sendable (TrafficEvent) -> Void) {
    self.observe = observe
  }

  /// Tells the observer of `event`, on the task that sends the request.
  public func callAsFunction(_ event: TrafficEvent) {
    observe(event)
  }

  /// Told each request of the current task's sessions and the head of its answer, by clients
  /// that send requests (such as `HTTPSession` of `HTTPClientLive`); `nil`, the default,
  /// observes nothing.
  @TaskLocal public static var current: TrafficObserver?
}
