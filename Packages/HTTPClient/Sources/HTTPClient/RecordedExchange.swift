import Foundation

/// A request and the whole answer a server sent to it, for a person to read when a read or a
/// write went wrong, as ``ExchangeRecorder/current`` is told of it. Nothing secret is in it: its
/// head fields as ``TrafficEvent`` redacts them, and in the bodies, the value of each member
/// or parameter ``TrafficEvent/secretBodyNames`` names.
public struct RecordedExchange: Sendable, Hashable {
  /// The request as sent: its line, its header fields and its body.
  public var request: TrafficEvent
  /// The head of the answer: `HTTP 409` and its header fields.
  public var response: TrafficEvent
  /// The answer's body as it came; `nil` when it was not kept.
  public var body: Data?
  /// The media type of the answer's body, as its `Content-Type` says.
  public var contentType: String?
  /// How many bytes of the answer's body came after those of ``body``, which were not kept.
  public var omittedBodyBytes = 0

  public init(request: TrafficEvent, response: TrafficEvent, body: Data?, contentType: String?) {
    self.request = request
    self.response = response
    self.body = body
    self.contentType = contentType
  }

  /// The answer's status, as its head says it (`HTTP 409`).
  public var status: Int? {
    response.startLine.split(separator: " ").last.flatMap { Int($0) }
  }

  /// The exchange as a person reads it: the request's line, fields and body, an empty line,
  /// then the answer's status and fields, an empty line and its body, JSON indented, text as
  /// it came, anything else as its size (``TrafficEvent/bodyLines(of:contentType:)``).
  ///
  /// ```swift
  /// let exchange = RecordedExchange(
  ///   request: TrafficEvent(direction: .sent, startLine: "POST http://127.0.0.1/books", fields: []),
  ///   response: TrafficEvent(direction: .received, startLine: "HTTP 409", fields: []),
  ///   body: Data(#"{"errors": [{"detail": "title taken"}]}"#.utf8), contentType: nil)
  /// // exchange.lines.first == "POST http://127.0.0.1/books"
  /// ```
  public var lines: [String] {
    var lines = [request.startLine] + request.fields
    if !request.body.isEmpty {
      lines += [""] + request.body
    }
    lines += ["", response.startLine] + response.fields
    guard let body else { return lines + ["", "(the body was not kept)"] }
    let bodyLines = TrafficEvent.bodyLines(of: body, contentType: contentType)
    let omitted =
      omittedBodyBytes > 0 ? ["(\(omittedBodyBytes) more bytes of the body were not kept)"] : []
    return lines + ["", bodyLines.isEmpty ? "(no body)" : nil].compactMap(\.self) + bodyLines
      + omitted
  }

  /// The exchange with at most `limit` bytes of its body kept, the others counted in
  /// ``omittedBodyBytes``.
  public func keepingBody(upTo limit: Int) -> RecordedExchange {
    guard let body, body.count > limit else { return self }
    let prefix = Data(body.prefix(max(0, limit)))
    var kept = self
    kept.body = prefix
    kept.omittedBodyBytes += body.count - prefix.count
    return kept
  }
}

/// What a task's requests tell of each exchange with its whole answer, as a browser keeps them
/// to show what the server said behind a failure.
///
/// ```swift
/// let recorder = ExchangeRecorder { exchange in print(exchange.lines.joined(separator: "\n")) }
/// ExchangeRecorder.$current.withValue(recorder) {
///   // each answer to a request of an HTTPSession made here is told to recorder
/// }
/// ```
public struct ExchangeRecorder: Sendable {
  private let record: @Sendable (RecordedExchange) -> Void

  public init(_ record: @escaping @Sendable (RecordedExchange) -> Void) {
    self.record = record
  }

  /// Tells the recorder of `exchange`, on the task that sent the request.
  public func callAsFunction(_ exchange: RecordedExchange) {
    record(exchange)
  }

  /// Told each answer of the current task's sessions, with its request, by clients that send
  /// requests (such as `HTTPSession` of `HTTPClientLive`); `nil`, the default, records nothing.
  @TaskLocal public static var current: ExchangeRecorder?
}
