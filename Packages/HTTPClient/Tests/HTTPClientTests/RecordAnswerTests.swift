import Foundation
import HTTPClient
import JSONCoding
import TestSupport
import Testing

@Suite struct RecordAnswerTests {
  private func answer(_ text: String) throws -> RecordAnswer {
    try RecordAnswer(body: Data(text.utf8))
  }

  @Test("the records are found wherever the answer holds its list")
  func records() throws {
    try checkEqual(answer(#"[{"id": 1}]"#).records, [["id": 1]])
    try checkEqual(answer(#"{"results": [{"id": 1}], "next": null}"#).records, [["id": 1]])
    try checkEqual(answer(#"{"_embedded": {"books": [{"t": "a"}]}}"#).records, [["t": "a"]])
    try checkEqual(answer(#"{"id": 7, "lines": [{"n": 1}]}"#).records, nil)
    try checkEqual(answer("[1, 2]").records, nil)
  }

  @Test("the record is read out of its envelope; the value stays as it came")
  func record() throws {
    let enveloped = try answer(#"{"response": {"id": 3}}"#)

    checkEqual(enveloped.record, ["id": 3])
    checkEqual(enveloped.value, ["response": ["id": 3]])
    try checkEqual(answer(#"{"id": 3, "name": "Ada"}"#).record, ["id": 3, "name": "Ada"])
    try checkEqual(answer("[]").record, nil)
  }

  @Test("a body that is not JSON is refused")
  func notJSON() {
    #expect(throws: RecordAnswer.NotJSON.self) { try RecordAnswer(body: Data("<html>".utf8)) }
  }
}
