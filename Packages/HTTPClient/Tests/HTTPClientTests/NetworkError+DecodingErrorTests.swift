import Foundation
import TestSupport
import Testing

@testable import HTTPClient

@Suite("NetworkError from decoding errors")
struct NetworkErrorDecodingErrorTests {
  private func decodingError<T: Decodable>(_ type: T.Type, from json: String) -> NetworkError? {
    do {
      _ = try JSONDecoder().decode(T.self, from: Data(json.utf8))
      return nil
    } catch {
      return NetworkError(decoding: error, of: Data(json.utf8), resource: "things")
    }
  }

  @Test("coding paths read like code: indices in brackets, keys joined by dots")
  func codingPathDescription() {
    struct Key: CodingKey {
      var stringValue: String
      var intValue: Int?
      init(stringValue: String) { self.stringValue = stringValue }
      init(intValue: Int) {
        self.stringValue = "Index \(intValue)"
        self.intValue = intValue
      }
    }

    checkEqual(NetworkError.description(of: []), "")
    checkEqual(
      NetworkError.description(of: [Key(intValue: 3), Key(stringValue: "title")]), "[3].title")
    checkEqual(
      NetworkError.description(of: ["address", "geo", "lat"].map(Key.init(stringValue:))),
      "address.geo.lat")
    checkEqual(
      NetworkError.description(of: [Key(stringValue: "users"), Key(intValue: 0), Key(intValue: 2)]),
      "users[0][2]")
  }

  @Test("a null where a value belongs is a missing value")
  func valueNotFound() {
    checkEqual(
      decodingError([Post].self, from: #"[{"userId": 1, "id": 1, "title": null, "body": ""}]"#),
      .undecodable(resource: "things", codingPath: "[0].title", reason: "missing String value"))
  }

  @Test("a missing key is named in the path")
  func keyNotFound() {
    checkEqual(
      decodingError(Post.self, from: #"{"userId": 1, "title": "t", "body": "b"}"#),
      .undecodable(resource: "things", codingPath: "id", reason: "missing key"))
  }

  @Test("an object where a list belongs is a type mismatch at the top")
  func typeMismatchAtTop() {
    checkEqual(
      decodingError([Post].self, from: #"{"id": 1}"#),
      .undecodable(
        resource: "things", codingPath: "",
        reason: "expected to decode Array<Any> but found a dictionary instead"))
  }

  @Test(
    "text that is not JSON says what it is, or where it stops being JSON",
    arguments: [
      ("<html><body>Hi</body></html>", "the body is an HTML page, not JSON"),
      ("<?xml version=\"1.0\"?><list/>", "the body is XML, not JSON"),
      ("[1, 2", "the body is not JSON: it fails at line 1, column 6"),
      ("{\"a\": 1,\n \"é\": }", "the body is not JSON: it fails at line 2, column 7"),
      ("[[1] [2]]", "the body is not JSON (or nests deeper than 63): it fails at line 1, column 6"),
    ])
  func notJSON(body: String, reason: String) throws {
    let error = try #require(decodingError([Int].self, from: body))

    checkEqual(error, .undecodable(resource: "things", codingPath: "", reason: reason))
  }

  @Test("a blank body is empty", arguments: ["", " \n\t"])
  func emptyBody(body: String) {
    checkEqual(
      decodingError([Int].self, from: body),
      .undecodable(resource: "things", codingPath: "", reason: "the body is empty, not JSON"))
  }

  @Test("a value a type rejects in place is corrupted data at its path")
  func dataCorruptedInPlace() {
    struct Even: Decodable {
      init(from decoder: any Decoder) throws {
        let value = try decoder.singleValueContainer().decode(Int.self)
        guard value.isMultiple(of: 2) else {
          throw DecodingError.dataCorrupted(
            .init(codingPath: decoder.codingPath, debugDescription: "Odd number \(value)."))
        }
      }
    }

    checkEqual(
      decodingError([Even].self, from: "[2, 3]"),
      .undecodable(resource: "things", codingPath: "[1]", reason: "odd number 3"))
  }

  @Test("an error that is not a DecodingError gives its description")
  func otherError() {
    struct Refusal: Error, CustomStringConvertible {
      var description: String { "JSON refused\nby policy." }
    }

    checkEqual(
      NetworkError(decoding: Refusal(), of: Data(), resource: "posts"),
      .undecodable(resource: "posts", codingPath: "", reason: "JSON refused by policy"))
  }
}
