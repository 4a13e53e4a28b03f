import Foundation
import JSONCoding
import NetworkClient
import TerminalKit
import TerminalViews
import TestSupport
import Testing

@Suite struct PathAnswerViewTests {
  func screen(_ format: OutputFormat = .view, terminal: Bool = false) -> Screen {
    Screen(console: ConsoleRecorder().console(), format: format, rendersForTerminal: terminal)
  }

  func text(_ outcome: Screen.Outcome) -> String? {
    guard case .text(let text) = outcome else { return nil }
    return text
  }

  func answer(_ body: String) throws -> PathAnswer {
    try PathAnswer(body: Data(body.utf8))
  }

  @Test func aListIsATableOfItsRecordsNamedByWhereTheyWereFound() throws {
    let view = PathAnswerView(
      answer: try answer(#"{"results": [{"id": 1, "name": "Ada"}, {"id": 2, "name": "Bo"}]}"#),
      totalCount: 5, showsHeader: true)

    let piped = try #require(text(view.outcome(on: screen())))
    let shown = try #require(text(view.outcome(on: screen(terminal: true))))

    checkEqual(piped, "id\tname\n1\tAda\n2\tBo\n")
    check(shown.contains("records in results"), "\(shown)")
  }

  @Test func aRecordIsItsFields() throws {
    let shown = try #require(
      text(PathAnswerView(answer: try answer(#"{"id": 7, "name": "Ada"}"#)).outcome(on: screen())))

    check(shown.contains("Ada") && shown.hasSuffix("\n"), "\(shown)")
  }

  @Test func jsonIsEveryPagesRecordsAsOneArrayElseTheAnswerAsItCame() throws {
    let body = #"{"results": [{"id": 1}]}"#
    let whole = PathAnswerView(
      answer: try answer(body), allRecords: [["id": .number(1)], ["id": .number(2)]])

    let all = try #require(text(whole.outcome(on: screen(.json))))
    let one = try #require(
      text(PathAnswerView(answer: try answer(body)).outcome(on: screen(.json))))

    checkEqual(try JSONValue(parsing: Data(all.utf8)).array?.count, 2)
    checkEqual(one, body + "\n")
  }
}
