import Foundation
import TestSupport
import Testing

@testable import HTTPServer

@Suite struct HTTPRequestParserTests {
  /// Every outcome of parsing `text`, fed in pieces of `pieceSize` bytes, until it is used up or
  /// refused.
  static func outcomes(
    of text: String, pieceSize: Int = .max, maximumHeadSize: Int = 1_024,
    maximumBodySize: Int = 4_096
  ) -> [HTTPRequestParser.Outcome] {
    outcomes(
      of: Array(text.utf8), pieceSize: pieceSize, maximumHeadSize: maximumHeadSize,
      maximumBodySize: maximumBodySize)
  }

  static func outcomes(
    of bytes: [UInt8], pieceSize: Int, maximumHeadSize: Int = 1_024,
    maximumBodySize: Int = 4_096
  ) -> [HTTPRequestParser.Outcome] {
    parse(
      bytes, pieceSize: pieceSize, maximumHeadSize: maximumHeadSize,
      maximumBodySize: maximumBodySize
    ).outcomes
  }

  /// Every outcome of parsing `bytes` in pieces, and the most the parser's input ever held
  /// unconsumed.
  static func parse(
    _ bytes: [UInt8], pieceSize: Int, maximumHeadSize: Int, maximumBodySize: Int
  ) -> (outcomes: [HTTPRequestParser.Outcome], held: Int) {
    var parser = HTTPRequestParser(
      maximumHeadSize: maximumHeadSize, maximumBodySize: maximumBodySize)
    var input = InputBuffer()
    var outcomes: [HTTPRequestParser.Outcome] = []
    var held = 0
    var offset = 0
    while offset < bytes.count {
      let piece = bytes[offset..<min(offset + pieceSize, bytes.count)]
      offset += piece.count
      piece.withUnsafeBytes { input.append($0) }
      while true {
        let outcome = parser.parse(&input)
        held = max(held, input.count)
        if outcome == .incomplete { break }
        outcomes.append(outcome)
        if case .rejected = outcome { return (outcomes, held) }
      }
    }
    return (outcomes, held)
  }

  @Test func readsARequestLineFieldsAndBody() throws {
    let outcomes = Self.outcomes(
      of: "POST /posts?userId=1 HTTP/1.1\r\nHost: example\r\nX-Note:  spaced out \t\r\n"
        + "Content-Length: 2\r\n\r\n{}")
    let request = try #require(outcomes.first.flatMap(Self.request))

    checkEqual(outcomes.count, 1)
    checkEqual(request.method, "POST")
    checkEqual(request.target, "/posts?userId=1")
    checkEqual(request.path, "/posts")
    checkEqual(request.query, "userId=1")
    checkEqual(request.minorVersion, 1)
    checkEqual(request.headers["host"], "example")
    checkEqual(request.headers["X-NOTE"], "spaced out")
    checkEqual(request.body, Data("{}".utf8))
  }

  @Test func readsTheSameRequestsWhateverTheSizeOfThePieces() {
    let text =
      "\r\nGET /a HTTP/1.1\r\nHost: x\r\n\r\n"
      + "POST /b HTTP/1.1\nHost: x\nTransfer-Encoding: chunked\n\n3\nabc\n0\n\n"
      + "PUT /c HTTP/1.0\r\nContent-Length: 3\r\n\r\nxyz"
    let whole = Self.outcomes(of: text)

    checkEqual(whole.compactMap(Self.request).map(\.target), ["/a", "/b", "/c"])
    checkEqual(
      whole.compactMap(Self.request).map(\.body), ["", "abc", "xyz"].map { Data($0.utf8) })
    for size in [1, 2, 3, 7, 64] {
      checkEqual(Self.outcomes(of: text, pieceSize: size), whole)
    }
  }

  @Test func takesTheTargetOfAnAbsoluteFormRequest() throws {
    let outcomes = Self.outcomes(
      of: "GET http://example.com/posts?_page=2 HTTP/1.1\r\nHost: x\r\n\r\n")
    let request = try #require(outcomes.first.flatMap(Self.request))

    checkEqual(request.target, "/posts?_page=2")
  }

  @Test func asksToContinueOnlyWhenTheBodyIsToCome() {
    let waiting = Self.outcomes(
      of: "POST / HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\nContent-Length: 1\r\n\r\n")
    let empty = Self.outcomes(
      of: "POST / HTTP/1.1\r\nHost: x\r\nExpect: 100-Continue\r\nContent-Length: 0\r\n\r\n")

    checkEqual(waiting, [.continueExpected])
    checkEqual(empty.count, 1)
    check(empty.first.flatMap(Self.request) != nil)
  }

  @Test(arguments: [
    ("GET / HTTP/1.1\r\nHost: x\r\nX: \(String(repeating: "a", count: 1_100))\r\n\r\n", 431),
    ("GET / HTTP/1.1\r\nHost: x\r\nX: \(String(repeating: "a", count: 1_100))", 431),
    ("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 4097\r\n\r\n", 413),
    ("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 99999999999999999999\r\n\r\n", 413),
    (
      "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nFFFFFFFFFFFFFFFFFFFF\r\n",
      413
    ),
    ("POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n1001\r\n", 413),
    ("POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n1\r\nab\r\n", 400),
    (
      "POST / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n\(String(repeating: "0", count: 1_100))",
      400
    ),
    ("GET / HTTP/1.1\r\nHost: x\r\nHost: y\r\n\r\n", 400),
    ("GET / HTTP/1.1\r\nHost: x\rY\r\n\r\n", 400),
    ("G(T / HTTP/1.1\r\nHost: x\r\n\r\n", 400),
    ("GET / HTTP/1.1 extra\r\nHost: x\r\n\r\n", 400),
    ("GET /a b HTTP/1.1\r\nHost: x\r\n\r\n", 400),
    ("GET  / HTTP/1.1\r\nHost: x\r\n\r\n", 400),
    ("GET / HTTP/1.1 \r\nHost: x\r\n\r\n", 400),
    ("GET / HTTP/1x1\r\nHost: x\r\n\r\n", 400),
    ("GET / HTTP/1.1\r\n\r\n", 400),
    ("GET / HTTP/1.1\r\nhost: x\r\nHOST: x\r\n\r\n", 400),
    ("GET / HTTP/1.1\r\nHost: x\r\nX: a\u{7F}b \r\n\r\n", 400),
    ("GET / HTTP/3.0\r\nHost: x\r\n\r\n", 505),
    ("GET / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked, gzip\r\n\r\n", 501),
    ("GET / HTTP/1.1\r\nHost: x\r\nExpect: 200-ok\r\n\r\n", 417),
  ])
  func refuses(text: String, status: Int) {
    checkEqual(Self.outcomes(of: text).last, .rejected(status: status))
    checkEqual(Self.outcomes(of: text, pieceSize: 5).last, .rejected(status: status))
  }

  /// A head whose request line and fields take `size` bytes, the empty line after them left
  /// out, as the limit counts them.
  static func head(ofSize size: Int) -> String {
    let start = "GET / HTTP/1.1\r\nHost: x\r\nX: "
    return start + String(repeating: "a", count: size - start.utf8.count - 2) + "\r\n\r\n"
  }

  @Test(
    "a head of exactly the limit is taken and one byte more is 431, whatever the pieces",
    arguments: [1, 7, .max])
  func takesAHeadOfExactlyTheLimit(pieceSize: Int) throws {
    let exact = Self.outcomes(of: Self.head(ofSize: 1_024), pieceSize: pieceSize)
    let over = Self.outcomes(of: Self.head(ofSize: 1_025), pieceSize: pieceSize)

    checkEqual(Self.head(ofSize: 1_024).utf8.count, 1_024 + 2)
    checkEqual(exact.count, 1)
    try checkEqual(#require(exact.first.flatMap(Self.request)).headers["x"]?.count, 994)
    checkEqual(over, [.rejected(status: 431)])
  }

  @Test func keepsTheConnectionAliveAsTheVersionAndFieldsSay() {
    let requests = [
      ("1", ""), ("1", "Connection: Close\r\n"), ("0", ""), ("0", "Connection: Keep-Alive\r\n"),
      ("1", "Connection: upgrade, close\r\n"),
    ].flatMap { version, field in
      Self.outcomes(of: "GET / HTTP/1.\(version)\r\nHost: x\r\n\(field)\r\n").compactMap(
        Self.request)
    }

    checkEqual(requests.map(\.keepsConnectionAlive), [true, false, false, true, false])
  }

  private static func request(_ outcome: HTTPRequestParser.Outcome) -> HTTPRequest? {
    if case .request(let request) = outcome { return request }
    return nil
  }
}
