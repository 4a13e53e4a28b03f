import Features
import Foundation
import TestSupport
import Testing

@testable import BrowseKit

@Suite struct AnswerLogTests {
  static func exchange(_ line: String, status: Int, body: String = "{}") -> RecordedExchange {
    RecordedExchange(
      request: TrafficEvent(direction: .sent, startLine: line, fields: []),
      response: TrafficEvent(direction: .received, startLine: "HTTP \(status)", fields: []),
      body: Data(body.utf8), contentType: "application/json")
  }

  /// The failure of the request `line` (`GET http://…`) answered with `status`.
  static func failure(_ status: Int, _ line: String) -> LoadFailure {
    let (method, url) = (line.prefix { $0 != " " }, line.drop { $0 != " " }.dropFirst())
    return LoadFailure(
      NetworkError.unexpectedStatus(
        code: status, bodyExcerpt: "",
        request: ShownRequest(String(method), URL(string: String(url)) ?? URL(fileURLWithPath: "/"))
      ))
  }

  @Test func keepsTheNewestAndOnlyTheLastSuccessfulBody() {
    let log = AnswerLog()
    for index in 0..<(AnswerLog.capacity + 3) {
      log.keep(Self.exchange("GET http://127.0.0.1:9/books?page=\(index)", status: 200))
    }
    log.keep(Self.exchange("POST http://127.0.0.1:9/books", status: 409, body: #"{"e": 1}"#))
    log.keep(Self.exchange("GET http://127.0.0.1:9/authors", status: 200))

    let newest = AnswerLog.exchange(behind: nil, in: log.exchanges)
    checkEqual(newest?.request.startLine, "GET http://127.0.0.1:9/authors")
    checkEqual(newest?.body, Data("{}".utf8))
    let refusal = Self.failure(409, "POST http://127.0.0.1:9/books")
    checkEqual(
      AnswerLog.exchange(behind: refusal, in: log.exchanges)?.body, Data(#"{"e": 1}"#.utf8),
      "a refusal keeps its body")
    let oldest = Self.failure(500, "GET http://127.0.0.1:9/books?page=0")
    checkEqual(
      AnswerLog.exchange(behind: oldest, in: log.exchanges)?.request.startLine,
      "GET http://127.0.0.1:9/authors",
      "one beyond the capacity is gone: the newest stands in")
    let page = Self.failure(500, "GET http://127.0.0.1:9/books?page=10")
    checkEqual(
      AnswerLog.exchange(behind: page, in: log.exchanges)?.body, nil,
      "an older success keeps no body")
  }

  @Test func aRefusalOutlastsTheReadsAfterIt() {
    let log = AnswerLog()
    log.keep(Self.exchange("POST http://127.0.0.1:9/books", status: 409))
    for index in 0..<(AnswerLog.capacity * 2) {
      log.keep(Self.exchange("GET http://127.0.0.1:9/books?page=\(index)", status: 200))
    }

    checkEqual(log.exchanges.count, AnswerLog.capacity)
    checkEqual(log.exchanges.first?.request.startLine, "POST http://127.0.0.1:9/books")
  }

  @Test func aBodyIsKeptUpToItsLimit() {
    let log = AnswerLog()
    log.keep(
      Self.exchange(
        "GET http://127.0.0.1:9/books", status: 500,
        body: String(repeating: "x", count: AnswerLog.bodyLimit + 5)))

    checkEqual(log.exchanges.first?.body?.count, AnswerLog.bodyLimit)
    checkEqual(log.exchanges.first?.omittedBodyBytes, 5)
  }

  @Test func anEmptyLogHasNoAnswer() {
    checkEqual(AnswerLog.exchange(behind: nil, in: AnswerLog().exchanges), nil)
  }

  @Test func theAnswerScreenShowsEachLineWholeWrappedAtItsIndentAndPrintable() {
    let text = AnswerText(
      title: "t",
      lines: [
        "{", #"    "detail": "\#(String(repeating: "abc ", count: 10))","#, "", "\u{1B}[31mred",
      ])
    let detail = AnswerDetails.Detail(id: text, detail: .loaded(text))

    let lines = AnswerDetails.lines(of: detail, width: 24, usesColor: false)

    checkEqual(lines.first, "{")
    check(lines.dropFirst().prefix(3).allSatisfy { $0.hasPrefix("    ") }, "\(lines)")
    check(lines.allSatisfy { $0.count <= 24 }, "\(lines)")
    check(lines.count > 4, "the long line is wrapped: \(lines)")
    check(lines.contains(""))
    check(!lines.joined().contains("\u{1B}"), "a server's escape is shown, not sent: \(lines)")
  }
}
