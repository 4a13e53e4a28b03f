import Foundation
import HTTPBasics

/// Reads HTTP/1 requests from the bytes of a connection as they arrive, one request at a time,
/// within the size limits.
///
/// Each call to ``parse(_:)`` consumes what it has read from the buffer and keeps its place, so
/// a request that arrives a byte at a time costs no more than one that arrives whole.
struct HTTPRequestParser {
  /// What the bytes so far make.
  enum Outcome: Equatable {
    case incomplete
    /// The head asks for `100 Continue` before its body is sent; parse again once it is.
    case continueExpected
    case request(HTTPRequest)
    /// The request is refused with this status, and the connection must close.
    case rejected(status: Int)
  }

  private struct Head {
    var request: HTTPRequest
    var expectsContinue: Bool
  }

  private enum Framing {
    case length(Int)
    case chunkSize
    case chunkData(remaining: Int)
    case chunkEnd
    case trailers(SectionScan)
  }

  private enum State {
    case head(SectionScan)
    case body(Head, Framing)
  }

  let maximumHeadSize: Int
  let maximumBodySize: Int
  private var state = State.head(SectionScan())
  private var body = Data()

  /// Creates a parser with the limits on a request's head (request line and fields) and body.
  init(maximumHeadSize: Int, maximumBodySize: Int) {
    self.maximumHeadSize = maximumHeadSize
    self.maximumBodySize = maximumBodySize
  }

  /// How many bytes of the body being read are held.
  var bufferedBodySize: Int { body.count }

  /// Whether part of a request has been read.
  var isWithinRequest: Bool {
    if case .head(let scan) = state { return scan.scanned > 0 }
    return true
  }

  /// Reads as much of `input` as makes the next outcome, consuming it.
  mutating func parse(_ input: inout InputBuffer) -> Outcome {
    while true {
      switch state {
      case .head(let scan):
        let outcome = parseHead(&input, scan: scan)
        if let outcome { return outcome }
      case .body(let head, let framing):
        let outcome = parseBody(&input, head: head, framing: framing)
        if let outcome { return outcome }
      }
    }
  }

  // MARK: - Head

  /// The outcome once one is known, or `nil` to go on with the body.
  private mutating func parseHead(_ input: inout InputBuffer, scan: SectionScan) -> Outcome? {
    if scan.scanned == 0 {
      // Empty lines before a request line are ignored (RFC 9112, 2.2).
      let blank = input.unread.prefix { $0 == .cr || $0 == .lf }.count
      input.consume(blank)
    }
    let bytes = input.unread
    var scan = scan
    let firstLineWasWhole = scan.firstLineEnd != nil
    let end = scan.scan(bytes)
    if !firstLineWasWhole, let firstLineEnd = scan.firstLineEnd,
      case .failure(let rejection) = requestLine(bytes.prefix(firstLineEnd))
    {
      return .rejected(status: rejection.status)
    }
    if let end {
      guard end.content <= maximumHeadSize else { return .rejected(status: 431) }
      let head = bytes.prefix(end.content)
      input.consume(end.total)
      return begin(parseHeadLines(head))
    }
    // A head of exactly the limit may wait for the last byte of the empty line after it.
    guard bytes.count <= maximumHeadSize + 1 else { return .rejected(status: 431) }
    if scan.firstLineEnd == nil, !Self.mayStartRequestLine(bytes) {
      return .rejected(status: 400)
    }
    state = .head(scan)
    return .incomplete
  }

  private static let maximumMethodLength = 32

  /// Whether `bytes`, the start of a request line not yet whole, may still be one: a method, then
  /// a space. Garbage is refused at once instead of when its line ends.
  private static func mayStartRequestLine(_ bytes: ArraySlice<UInt8>) -> Bool {
    for byte in bytes.prefix(maximumMethodLength + 1) {
      if byte == .space { return true }
      guard byte.isTokenCharacter else { return false }
    }
    return bytes.count <= maximumMethodLength
  }

  private mutating func begin(_ parsed: Result<(Head, Framing), Rejection>) -> Outcome? {
    switch parsed {
    case .failure(let rejection):
      return .rejected(status: rejection.status)
    case .success(let (head, framing)):
      body = Data()
      state = .body(head, framing)
      if case .length(0) = framing { return finish(head) }
      return head.expectsContinue ? .continueExpected : nil
    }
  }

  private struct Rejection: Error {
    let status: Int
    static let badRequest = Rejection(status: 400)
  }

  private func parseHeadLines(_ head: ArraySlice<UInt8>) -> Result<(Head, Framing), Rejection> {
    // The lines are taken one at a time, each without its line break; the head ends with one.
    var lineStart = head.startIndex
    func nextLine() -> ArraySlice<UInt8>? {
      guard lineStart < head.endIndex else { return nil }
      let end = head[lineStart...].firstIndex(of: .lf) ?? head.endIndex
      let line = head[lineStart..<end]
      lineStart = end < head.endIndex ? end + 1 : end
      return line.last == .cr ? line.dropLast() : line
    }
    guard let requestLine = nextLine() else { return .failure(.badRequest) }
    let method: String
    let target: String
    let minorVersion: Int
    switch self.requestLine(requestLine) {
    case .success(let parts): (method, target, minorVersion) = parts
    case .failure(let rejection): return .failure(rejection)
    }
    var headers = HTTPHeaders()
    var hosts = 0
    while let line = nextLine() {
      guard let field = field(line) else { return .failure(.badRequest) }
      if HTTPHeaders.same(field.name, "Host") { hosts += 1 }
      headers.add(name: field.name, value: field.value)
    }
    if minorVersion >= 1, hosts != 1 { return .failure(.badRequest) }
    let request = HTTPRequest(
      method: method, target: target, minorVersion: minorVersion, headers: headers)
    var expectsContinue = false
    if let expectation = headers["Expect"] {
      guard expectation.lowercased() == "100-continue" else {
        return .failure(Rejection(status: 417))
      }
      expectsContinue = minorVersion >= 1
    }
    return framing(of: headers).map {
      (Head(request: request, expectsContinue: expectsContinue), $0)
    }
  }

  /// The method, target and minor version of a request line (without its line break).
  private func requestLine(_ line: ArraySlice<UInt8>) -> Result<
    (method: String, target: String, minorVersion: Int), Rejection
  > {
    let line = line.last == .cr ? line.dropLast() : line
    // Exactly two spaces: method, target and version.
    guard let first = line.firstIndex(of: .space),
      let second = line[(first + 1)...].firstIndex(of: .space),
      !line[(second + 1)...].contains(.space)
    else {
      return .failure(.badRequest)
    }
    let methodBytes = line[..<first]
    guard methodBytes.count <= Self.maximumMethodLength,
      let method = token(methodBytes), let target = target(line[(first + 1)..<second])
    else {
      return .failure(.badRequest)
    }
    return version(line[(second + 1)...]).map { (method, target, $0) }
  }

  private func framing(of headers: HTTPHeaders) -> Result<Framing, Rejection> {
    let encodings = headers.values(of: "Transfer-Encoding")
    let lengths = headers.values(of: "Content-Length")
    if !encodings.isEmpty {
      guard lengths.isEmpty else { return .failure(.badRequest) }
      let codings = encodings.flatMap { $0.split(separator: ",") }.map {
        $0.trimmingCharacters(in: .whitespaces).lowercased()
      }
      return codings == ["chunked"] ? .success(.chunkSize) : .failure(Rejection(status: 501))
    }
    guard let first = lengths.first else { return .success(.length(0)) }
    guard lengths.allSatisfy({ $0 == first }), !first.isEmpty,
      first.utf8.allSatisfy({ $0 >= .zero && $0 <= .nine })
    else { return .failure(.badRequest) }
    guard first.utf8.count <= 12, let length = Int(first), length <= maximumBodySize else {
      return .failure(Rejection(status: 413))
    }
    return .success(.length(length))
  }

  private func token(_ bytes: ArraySlice<UInt8>) -> String? {
    guard !bytes.isEmpty, bytes.allSatisfy(\.isTokenCharacter) else { return nil }
    return String(decoding: bytes, as: UTF8.self)
  }

  private func target(_ bytes: ArraySlice<UInt8>) -> String? {
    guard !bytes.isEmpty, bytes.allSatisfy({ $0 > .space && $0 < 0x7F }) else { return nil }
    let text = String(decoding: bytes, as: UTF8.self)
    if text.hasPrefix("/") || text == "*" { return text }
    guard let scheme = text.range(of: "://"),
      ["http", "https"].contains(text[..<scheme.lowerBound].lowercased())
    else { return nil }
    let rest = text[scheme.upperBound...]
    guard let path = rest.firstIndex(where: { $0 == "/" || $0 == "?" }) else { return "/" }
    return rest[path] == "?" ? "/" + rest[path...] : String(rest[path...])
  }

  private func version(_ bytes: ArraySlice<UInt8>) -> Result<Int, Rejection> {
    guard bytes.count == 8, bytes.starts(with: Self.versionPrefix) else {
      return .failure(.badRequest)
    }
    let (major, dot, minor) = (
      bytes[bytes.startIndex + 5], bytes[bytes.startIndex + 6], bytes[bytes.startIndex + 7]
    )
    guard dot == .dot, major.isDigit, minor.isDigit else {
      return .failure(.badRequest)
    }
    guard major == .one else { return .failure(Rejection(status: 505)) }
    return .success(Int(minor - .zero))
  }

  private static let versionPrefix = Array("HTTP/".utf8)

  private func field(_ line: ArraySlice<UInt8>) -> (name: String, value: String)? {
    guard let colon = line.firstIndex(of: .colon), let name = token(line[..<colon]) else {
      return nil
    }
    var trimmed = line[(colon + 1)...].drop { $0 == .space || $0 == .tab }
    while let last = trimmed.last, last == .space || last == .tab {
      trimmed.removeLast()
    }
    guard trimmed.allSatisfy({ ($0 >= .space || $0 == .tab) && $0 != 0x7F }) else {
      return nil
    }
    return (name, String(decoding: trimmed, as: UTF8.self))
  }

  // MARK: - Body

  /// The outcome once one is known, or `nil` to go on with the new state.
  private mutating func parseBody(_ input: inout InputBuffer, head: Head, framing: Framing)
    -> Outcome?
  {
    switch framing {
    case .length(let length):
      guard input.count >= length else { return .incomplete }
      body = Data(input.unread.prefix(length))
      input.consume(length)
      return finish(head)
    case .chunkSize:
      let bytes = input.unread
      guard let end = bytes.firstIndex(of: .lf) else {
        return bytes.count > 1_024 ? .rejected(status: 400) : .incomplete
      }
      guard let size = chunkSize(bytes[bytes.startIndex..<end]) else {
        return .rejected(status: 400)
      }
      guard size <= maximumBodySize - body.count else { return .rejected(status: 413) }
      input.consume(end + 1 - bytes.startIndex)
      state = .body(
        head, size == 0 ? .trailers(SectionScan()) : .chunkData(remaining: size))
      return nil
    case .chunkData(let remaining):
      guard !input.isEmpty else { return .incomplete }
      let taken = min(remaining, input.count)
      body.append(contentsOf: input.unread.prefix(taken))
      input.consume(taken)
      state = .body(head, taken == remaining ? .chunkEnd : .chunkData(remaining: remaining - taken))
      return nil
    case .chunkEnd:
      let bytes = input.unread
      guard let first = bytes.first else { return .incomplete }
      if first == .lf {
        input.consume(1)
      } else {
        guard first == .cr else { return .rejected(status: 400) }
        guard bytes.count >= 2 else { return .incomplete }
        guard bytes[bytes.startIndex + 1] == .lf else { return .rejected(status: 400) }
        input.consume(2)
      }
      state = .body(head, .chunkSize)
      return nil
    case .trailers(var scan):
      let bytes = input.unread
      if let end = scan.scan(bytes) {
        input.consume(end.total)
        return finish(head)
      }
      guard bytes.count <= maximumHeadSize + 1 else { return .rejected(status: 431) }
      state = .body(head, .trailers(scan))
      return .incomplete
    }
  }

  private mutating func finish(_ head: Head) -> Outcome {
    var request = head.request
    request.body = body
    body = Data()
    state = .head(SectionScan())
    return .request(request)
  }

  /// The size of a chunk-size line such as `1a;name=value\r`, or `nil` when it is malformed.
  private func chunkSize(_ line: ArraySlice<UInt8>) -> Int? {
    let line = line.last == .cr ? line.dropLast() : line
    let digits = line.prefix { HexDigit.value(of: $0) != nil }
    guard !digits.isEmpty else { return nil }
    let rest = line.dropFirst(digits.count).drop { $0 == .space || $0 == .tab }
    guard rest.isEmpty || rest.first == .semicolon else { return nil }
    let significant = digits.drop { $0 == .zero }
    guard significant.count <= 8 else { return Int.max }
    return significant.lazy.compactMap(HexDigit.value(of:)).reduce(0) { $0 * 16 + Int($1) }
  }
}

/// How far a section of lines (a request's head, or the trailer fields after a chunked body)
/// has been scanned for the empty line that ends it, so that each scan goes on where the last
/// stopped. Offsets count from the start of the unread bytes.
private struct SectionScan {
  private(set) var scanned = 0
  private var lineStart = 0
  /// Where the first line's line feed is, once the first line is whole.
  private(set) var firstLineEnd: Int?

  /// Scans on through `bytes`; once the empty line is found, the length of the section without
  /// it and with it.
  mutating func scan(_ bytes: ArraySlice<UInt8>) -> (content: Int, total: Int)? {
    var index = bytes.startIndex + scanned
    while index < bytes.endIndex {
      if bytes[index] == .lf {
        let length = index - bytes.startIndex - lineStart
        if length == 0 || (length == 1 && bytes[index - 1] == .cr) {
          return (lineStart, index + 1 - bytes.startIndex)
        }
        if firstLineEnd == nil { firstLineEnd = index - bytes.startIndex }
        lineStart = index + 1 - bytes.startIndex
      }
      index += 1
    }
    scanned = bytes.count
    return nil
  }
}

extension UInt8 {
  fileprivate static let tab: UInt8 = 0x09
  fileprivate static let lf: UInt8 = 0x0A
  fileprivate static let cr: UInt8 = 0x0D
  fileprivate static let space: UInt8 = 0x20
  fileprivate static let dot: UInt8 = 0x2E
  fileprivate static let zero: UInt8 = 0x30
  fileprivate static let one: UInt8 = 0x31
  fileprivate static let nine: UInt8 = 0x39
  fileprivate static let colon: UInt8 = 0x3A
  fileprivate static let semicolon: UInt8 = 0x3B

  fileprivate var isDigit: Bool { self >= .zero && self <= .nine }

  /// Whether the byte may appear in a method or a field name (RFC 9110, 5.6.2).
  fileprivate var isTokenCharacter: Bool {
    switch self {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
    case 0x21, 0x23...0x27, 0x2A, 0x2B, 0x2D, 0x2E, 0x5E...0x60, 0x7C, 0x7E: true
    default: false
    }
  }
}
