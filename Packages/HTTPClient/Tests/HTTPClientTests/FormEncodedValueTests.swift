import Foundation
import TestSupport
import Testing

@testable import HTTPClient

@Suite("FormEncodedValue")
struct FormEncodedValueTests {
  private func text(_ fields: KeyValuePairs<String, FormEncodedValue>) -> String {
    String(decoding: RequestBody.formEncoded(fields).data, as: UTF8.self)
  }

  @Test("texts, numbers and booleans are name=value pairs, in order")
  func flat() {
    checkEqual(
      text(["b": "2", "a": 1, "live": true, "test": false]), "b=2&a=1&live=true&test=false")
  }

  @Test("nested fields are in brackets, at any depth")
  func nested() {
    checkEqual(
      text(["metadata": ["plan": "pro", "owner": ["name": "Ada"]]]),
      "metadata[plan]=pro&metadata[owner][name]=Ada")
  }

  @Test("a list of texts repeats name[]; a list of fields or lists goes by index")
  func lists() {
    checkEqual(text(["a": ["1", "2"]]), "a[]=1&a[]=2")
    checkEqual(
      text(["items": [["price": "p_1", "quantity": 2], ["price": "p_2"]]]),
      "items[0][price]=p_1&items[0][quantity]=2&items[1][price]=p_2")
    checkEqual(text(["grid": [["1", "2"], "3"]]), "grid[0][]=1&grid[0][]=2&grid[]=3")
  }

  @Test("an empty list or empty fields send nothing, an empty text an empty value")
  func empty() {
    checkEqual(text(["a": [], "b": .fields([]), "c": ""]), "c=")
    check(text([:]).isEmpty)
  }

  @Test("each name segment and value is percent-encoded on its own; the brackets are not")
  func encoding() {
    checkEqual(
      text(["q&a": ["x]y": "a=b & c/d+é"]]), "q%26a[x%5Dy]=a%3Db%20%26%20c%2Fd%2B%C3%A9")
  }

  @Test("fields gathered at run time are encoded as the literal's are")
  func gathered() {
    var fields: [(name: String, value: FormEncodedValue)] = [("name", "Ada")]
    fields.append(("metadata", .fields([("plan", .text("pro"))])))
    fields.append(("expand", .list([.text("tax")])))

    checkEqual(
      RequestBody.formEncoded(fields),
      RequestBody.formEncoded(["name": "Ada", "metadata": ["plan": "pro"], "expand": ["tax"]]))
  }

  @Test("the body says it is a form")
  func contentType() {
    checkEqual(RequestBody.formEncoded(["a": "1"]).contentType, "application/x-www-form-urlencoded")
  }
}
