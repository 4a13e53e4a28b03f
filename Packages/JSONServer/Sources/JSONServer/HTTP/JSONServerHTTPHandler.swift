import Foundation
import HTTPServer

/// Answers HTTP requests with a `JSONServer`'s answers after the `--delay`, and after the
/// milliseconds of a `_delay` query parameter as json-server reads them (`_delay=250`, up to
/// 600000), logging an access line per request.
///
/// A `GET` or `HEAD` that ``files`` answers (a static folder, or the home page) is answered
/// with that, at once and with the API's cross-origin headers, as json-server's static
/// middleware answers before its delays; its access line is logged but for `/favicon.ico`,
/// which json-server leaves out of its log too.
///
/// What json-server answers before its delays (`early`: a cross-origin preflight, a read-only
/// refusal) is answered at once; the `_delay` is waited only where json-server's router waits
/// it (`waitsRequestedDelay`). With `compresses` (json-server's compression, on unless
/// `--no-gzip`), an answer whose type the `compression` middleware would compress says
/// `Vary: Accept-Encoding`, as json-server's does; its body is sent as it is, which any client
/// reads.
///
/// The answers that take no work (`JSONServer/keptResponse(to:)`) are given on the server's
/// thread that serves the request's connection. Any other read (which may take long on a large database, or with a `_like` pattern)
/// is answered in turns, one at a time, sharing the time fairly between the reads in hand: each
/// passes the turn at every slice of its work to a read that has had fewer turns, so a cheap
/// read waits one slice for the costly ones, not their end. Any other request (a write, which
/// may save a large file) is answered on a queue of its own, one at a time in the order they
/// arrive. Either way the server goes on giving the kept answers meanwhile, and a client
/// sending costly reads keeps one core busy at most.
public struct JSONServerHTTPHandler: Sendable {
  /// The wait before every answer (`--delay`).
  public let delay: Duration
  /// Where the access line of each request goes, such as `GET /posts 200 1.234 ms`; `nil` for
  /// none. The line holds the request target as the client sent it: sanitize it before it
  /// reaches a terminal.
  public let log: (@Sendable (String) -> Void)?
  /// The answers that take no work: `JSONServer/keptResponse(to:)`.
  public let kept: @Sendable (JSONServerRequest) -> JSONServerResponse?
  /// The API: `JSONServer/respond(to:yielding:)`, which calls its second argument between
  /// slices of its work.
  public let answer: @Sendable (JSONServerRequest, @escaping () -> Void) -> JSONServerResponse
  /// What is answered before the delays: `JSONServer/earlyResponse(to:)`.
  public let early: @Sendable (JSONServerRequest) -> JSONServerResponse?
  /// Whether a request's `_delay` is waited: `JSONServer/waitsRequestedDelay(of:)`.
  public let waitsRequestedDelay: @Sendable (JSONServerRequest) -> Bool
  /// Whether answers vary by `Accept-Encoding`, as json-server's compressed answers do.
  public let compresses: Bool
  /// What is answered before the API: `StaticFiles/response(to:)`.
  public let files: @Sendable (HTTPRequest) -> HTTPResponse?
  /// The cross-origin headers of an answer of ``files``: `JSONServer/crossOriginHeaders(for:)`.
  public let crossOrigin: @Sendable (JSONServerRequest) -> [String: String]
  private let sleep: @Sendable (Duration) async -> Void
  private let waits = RequestWaits()
  private let reads = FairShare()
  private let writes = DispatchQueue(label: "fake-server.writes")

  /// Creates a handler that answers with `files` when it has an answer (with the headers of
  /// `crossOrigin`), else at once with `early` when it has an answer, else after the delays
  /// with `answer`, or at once with `kept` when it has an answer; `sleep` waits the delays, and
  /// must end early when its task is cancelled.
  public init(
    delay: Duration, log: (@Sendable (String) -> Void)?,
    sleep: @escaping @Sendable (Duration) async -> Void = { try? await Task.sleep(for: $0) },
    kept: @escaping @Sendable (JSONServerRequest) -> JSONServerResponse? = { _ in nil },
    files: @escaping @Sendable (HTTPRequest) -> HTTPResponse? = { _ in nil },
    crossOrigin: @escaping @Sendable (JSONServerRequest) -> [String: String] = { _ in [:] },
    early: @escaping @Sendable (JSONServerRequest) -> JSONServerResponse? = { _ in nil },
    waitsRequestedDelay: @escaping @Sendable (JSONServerRequest) -> Bool = { _ in true },
    compresses: Bool = false,
    answer: @escaping @Sendable (JSONServerRequest, @escaping () -> Void) -> JSONServerResponse
  ) {
    self.delay = delay
    self.log = log
    self.sleep = sleep
    self.kept = kept
    self.files = files
    self.crossOrigin = crossOrigin
    self.early = early
    self.waitsRequestedDelay = waitsRequestedDelay
    self.compresses = compresses
    self.answer = answer
  }

  /// The answer to `request`, after its delay, with its access line logged.
  public func respond(to request: HTTPRequest) async -> HTTPResponse {
    let start = ContinuousClock.now
    let apiRequest = Self.jsonServerRequest(request)
    if request.method == "GET" || request.method == "HEAD", var file = files(request) {
      for (name, value) in crossOrigin(apiRequest).sorted(by: { $0.key < $1.key }) {
        file.headers[name] = value
      }
      if compresses, let type = file.headers["Content-Type"], Self.isCompressible(type) {
        file.headers["Vary"] =
          file.headers["Vary"].map { $0 + ", Accept-Encoding" } ?? "Accept-Encoding"
      }
      if request.path != "/favicon.ico" {
        logAccess(request, status: file.status, since: start)
      }
      return file
    }
    let answer: JSONServerResponse
    if let early = early(apiRequest) {
      answer = early
    } else {
      var wait = delay
      if waitsRequestedDelay(apiRequest) { wait += Self.requestedDelay(of: apiRequest) }
      if wait > .zero {
        await waits.wait(wait, sleep: sleep)
      }
      answer = await self.answer(to: apiRequest)
    }
    logAccess(request, status: answer.status, since: start)
    // The fields are made from the answer's headers as they are, which a kept answer shares
    // with the cache: changing them would copy them for every request.
    var fields = answer.headers.map { (name: $0.key, value: $0.value) }
    if compresses, let type = answer.headers["Content-Type"], Self.isCompressible(type) {
      if let vary = fields.firstIndex(where: { $0.name == "Vary" }) {
        fields[vary].value += ", Accept-Encoding"
      } else {
        fields.append((name: "Vary", value: "Accept-Encoding"))
      }
    }
    fields.sort { $0.name < $1.name }
    return HTTPResponse(status: answer.status, headers: HTTPHeaders(fields), body: answer.body)
  }

  /// Whether json-server's `compression` middleware compresses a body of media type `type`
  /// (the `compressible` module: text, JSON, JavaScript, XML and the other types the media
  /// type database marks).
  static func isCompressible(_ type: String) -> Bool {
    // The type of every JSON answer, decided without taking it apart.
    if type == jsonType { return true }
    let mediaType = mediaType(of: type)
    if let known = compressibleTypes[mediaType] { return known }
    return mediaType.hasPrefix("text/") || mediaType.hasSuffix("+json")
      || mediaType.hasSuffix("+text") || mediaType.hasSuffix("+xml")
  }

  /// The media type of a `Content-Type` value, lowercased, without its parameters and the
  /// white space around it.
  private static func mediaType(of type: String) -> String {
    let bytes = type.utf8
    let end = bytes.firstIndex(of: UInt8(ascii: ";")) ?? bytes.endIndex
    var part = bytes[..<end]
    // Most types are ASCII: trimmed and lowercased byte by byte, without making characters.
    guard part.allSatisfy({ $0 < 0x80 }) else {
      var part = type.prefix { $0 != ";" }
      while part.first?.isWhitespace == true { part.removeFirst() }
      while part.last?.isWhitespace == true { part.removeLast() }
      return part.lowercased()
    }
    while let first = part.first, isASCIIWhitespace(first) { part.removeFirst() }
    while let last = part.last, isASCIIWhitespace(last) { part.removeLast() }
    return String(decoding: part.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
  }

  /// The `Content-Type` of the API's JSON answers.
  private static let jsonType = "application/json; charset=utf-8"

  /// Whether `byte` is white space as `Character.isWhitespace` says for ASCII.
  private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
  }

  /// The types of the media type database whose `compressible` flag is not what the rule above
  /// says, among those served.
  private static let compressibleTypes: [String: Bool] = [
    "application/javascript": true, "application/json": true, "application/xml": true,
    "application/x-tar": true, "application/wasm": true, "image/bmp": true,
    "image/x-icon": true, "font/ttf": true, "font/otf": true,
    "application/vnd.ms-fontobject": true,
  ]

  private func logAccess(_ request: HTTPRequest, status: Int, since start: ContinuousClock.Instant)
  {
    guard let log else { return }
    let elapsed = ContinuousClock.now - start
    let milliseconds =
      Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1_000
    log("\(request.method) \(request.target) \(status) " + String(format: "%.3f ms", milliseconds))
  }

  /// Ends the waits of the requests in hand at once, and makes none for later ones, for a
  /// server told to stop.
  public func endWaits() {
    waits.endAll()
  }

  private func answer(to request: JSONServerRequest) async -> JSONServerResponse {
    if let kept = kept(request) { return kept }
    let answer = answer
    guard Self.readingMethods.contains(request.method) else {
      return await withCheckedContinuation { continuation in
        writes.async { continuation.resume(returning: answer(request, {})) }
      }
    }
    return await reads.run { checkpoint in answer(request, checkpoint) }
  }

  private static let readingMethods: Set<String> = ["GET", "HEAD", "OPTIONS"]

  /// The wait the first `_delay` parameter asks for, read as JavaScript's `parseFloat` reads
  /// it (`1.5e2ms` is 150 milliseconds), from none to ten minutes.
  public static func requestedDelay(of request: JSONServerRequest) -> Duration {
    guard let text = request.query.first(where: { $0.name == "_delay" })?.value else {
      return .zero
    }
    var number = Substring(text.prefix { "0123456789.+-eE".contains($0) })
    while !number.isEmpty, Double(number) == nil {
      number.removeLast()
    }
    guard let milliseconds = Double(number), milliseconds > 0 else { return .zero }
    return .milliseconds(Int(min(milliseconds, 600_000)))
  }

  /// The request as the API takes it; the API makes its `Location` and `Link` headers
  /// absolute with the `Host` the client used.
  public static func jsonServerRequest(_ request: HTTPRequest) -> JSONServerRequest {
    var headers: [String: String] = [:]
    headers.reserveCapacity(request.headers.fields.count)
    for field in request.headers {
      headers[field.name] = headers[field.name].map { "\($0), \(field.value)" } ?? field.value
    }
    return JSONServerRequest(
      method: request.method, target: request.target, headers: headers,
      body: request.body.isEmpty ? nil : request.body)
  }
}
