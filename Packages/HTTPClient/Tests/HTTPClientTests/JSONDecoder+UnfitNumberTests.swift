import Foundation
import TestSupport
import Testing

@testable import HTTPClient

@Suite("JSONDecoder.decodeLocatingUnfitNumbers")
struct JSONDecoderUnfitNumberTests {
  private func failure<Value: Decodable>(_ type: Value.Type, from json: String) -> NetworkError? {
    let data = Data(json.utf8)
    do {
      _ = try JSONDecoder().decodeLocatingUnfitNumbers(type, from: data)
      return nil
    } catch {
      return NetworkError(decoding: error, of: data, resource: "things")
    }
  }

  @Test(
    "an id too large for Int is undecodable at its path",
    arguments: [
      (
        #"[{"userId": 1, "id": 99999999999999999999, "title": "t", "body": "b"}]"#, "[0].id",
        "99999999999999999999"
      ),
      (#"[{"userId": 1, "id": 1e30, "title": "t", "body": "b"}]"#, "[0].id", "1e30"),
      (
        #"[{"userId": -9223372036854775809, "id": 1, "title": "t", "body": "b"}]"#, "[0].userId",
        "-9223372036854775809"
      ),
      (#"[{"userId": 1, "id": 1.5, "title": "t", "body": "b"}]"#, "[0].id", "1.5"),
    ])
  func unfitNumberInAList(json: String, path: String, number: String) {
    checkEqual(
      failure([Note].self, from: json),
      .undecodable(
        resource: "things", codingPath: path, reason: "number \(number) does not fit in Int"))
  }

  @Test("an item's unfit id is undecodable at id")
  func unfitNumberInAnItem() {
    checkEqual(
      failure(Note.self, from: #"{"userId": 1, "id": 1e30, "title": "t", "body": "b"}"#),
      .undecodable(
        resource: "things", codingPath: "id", reason: "number 1e30 does not fit in Int"))
  }

  @Test("a number that fits, written with a fraction, is no culprit; the one after it is")
  func wholeFractionIsNoCulprit() {
    let json = """
      [{"userId": 1, "id": 5.0, "title": "t", "body": "b"},
       {"userId": 1, "id": 2e19, "title": "t", "body": "b"}]
      """
    checkEqual(
      failure([Note].self, from: json),
      .undecodable(
        resource: "things", codingPath: "[1].id", reason: "number 2e19 does not fit in Int"))
  }

  @Test("numbers in strings and in keys the type ignores are no culprits")
  func ignoredNumbers() {
    let json = #"{"score": 1e999, "userId": 1, "id": 1e30, "title": "1e30", "body": "b\"2e40"}"#
    checkEqual(
      failure(Note.self, from: json),
      .undecodable(
        resource: "things", codingPath: "id", reason: "number 1e30 does not fit in Int"))
  }

  @Test("a long number is shortened in the reason")
  func longNumber() {
    let digits = String(repeating: "9", count: 5000)
    checkEqual(
      failure([Int].self, from: "[\(digits)]"),
      .undecodable(
        resource: "things", codingPath: "[0]",
        reason: "number \(String(repeating: "9", count: 39))… does not fit in Int"))
  }

  @Test("a bare number too large is undecodable at the top")
  func topLevelNumber() {
    checkEqual(
      failure(Int.self, from: "1e30"),
      .undecodable(
        resource: "things", codingPath: "", reason: "number 1e30 does not fit in Int"))
  }

  @Test(
    "text that is not JSON is still not valid JSON", arguments: ["[1e30", "{1.5: 2}", "[1.5.5]"])
  func notJSON(body: String) throws {
    let error = try #require(failure([Int].self, from: body))
    guard case .undecodable("things", "", let reason) = error else {
      Issue.record("expected undecodable things, got \(error)")
      return
    }
    check(reason.hasPrefix("the body is not JSON: it fails at line 1, column "), "\(reason)")
  }

  @Test("a body that decodes is decoded")
  func decodes() throws {
    let notes = [
      Note(userId: 1, id: 1, title: "First", body: "One"),
      Note(userId: 2, id: Int.max, title: "1e30", body: "Two"),
    ]
    let decoded = try JSONDecoder().decodeLocatingUnfitNumbers(
      [Note].self, from: JSONEncoder().encode(notes))
    checkEqual(decoded, notes)
  }
}

/// A record with JSONPlaceholder's shape and nothing of its types.
private struct Note: Codable, Equatable {
  var userId: Int
  var id: Int
  var title: String
  var body: String
}
