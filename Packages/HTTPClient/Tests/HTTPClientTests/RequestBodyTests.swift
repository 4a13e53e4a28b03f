import Foundation
import TestSupport
import Testing

@testable import HTTPClient

@Suite("RequestBody")
struct RequestBodyTests {
  @Test("each kind of body carries its content type")
  func contentTypes() throws {
    let json = try RequestBody.json(["a": 1])
    let bytes = RequestBody.bytes(Data([0, 1, 0xFF]), contentType: "application/octet-stream")

    checkEqual(json.contentType, "application/json; charset=utf-8")
    checkEqual(String(decoding: json.data, as: UTF8.self), #"{"a":1}"#)
    checkEqual(
      bytes, RequestBody(data: Data([0, 1, 0xFF]), contentType: "application/octet-stream"))
  }

  @Test("an endpoint sending a body keeps its data and content type; a JSON endpoint has none")
  func endpointSending() throws {
    let endpoint = Endpoint<Int>.write(
      "POST", ["v1", "customers"], body: .formEncoded(["email": "a@b.c"]), resource: "customer",
      successStatuses: [200], createsItem: true, rejection: .stripe)
    let json = try Endpoint<Int>.write("POST", ["users"], body: ["a": 1], resource: "user")

    checkEqual(endpoint.body.map { String(decoding: $0, as: UTF8.self) }, "email=a%40b.c")
    checkEqual(endpoint.contentType, "application/x-www-form-urlencoded")
    check(endpoint.createsItem && endpoint.successStatuses == [200])
    checkEqual(endpoint.rejection.statuses, [400, 402])
    checkEqual(json.contentType, nil)
  }

  @Test("a create sending a body is a POST answered 200 or 201 that creates an item")
  func create() {
    let endpoint = Endpoint<Int>.create(
      ["avatars"], body: .bytes(Data([1]), contentType: "image/png"), resource: "avatar")

    check(endpoint.method == "POST" && endpoint.successStatuses == [200, 201])
    check(endpoint.createsItem && endpoint.contentType == "image/png")
  }
}
