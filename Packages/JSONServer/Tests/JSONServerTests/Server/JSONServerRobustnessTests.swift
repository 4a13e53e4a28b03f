import Foundation
import TestSupport
import Testing

@testable import JSONServer

/// Requests made of random parts, from a fixed seed: every one is answered, with a status the
/// server documents, and the data stays a database.
@Suite struct JSONServerRobustnessTests {
  /// A small linear congruential generator, so that every run sends the same requests.
  private struct Generator {
    var state: UInt64

    mutating func pick<T>(_ choices: [T]) -> T {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return choices[Int((state >> 33) % UInt64(choices.count))]
    }
  }

  private static let methods = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "get"]
  private static let segments = [
    "posts", "comments", "profile", "db", "1", "2", "9", "abc", "%", "%2F", "..", "POSTS", "",
  ]
  private static let parameters = [
    "q=", "q=a", "_page=-1", "_page=x", "_limit=0", "_start=-5", "_end=999999999999999999999",
    "_sort=id,,title", "_order=desc", "_embed=comments", "_expand=post", "id_gte=a",
    "title_like=(", "title_like=[", "views_lte=1e400", "callback=f", "postId=1", "a.b.c=1",
  ]
  private static let bodies: [String?] = [
    nil, "", "{}", "[]", "null", #"{"id": 1}"#, #"{"id": "x", "postId": null}"#, "{\"a\":",
    #"{"id": 9223372036854775807}"#, "a=1&a=2&&=", "\u{0}\u{1}",
  ]
  private static let contentTypes = [
    "application/json", "application/x-www-form-urlencoded", "text/plain", "APPLICATION/JSON",
  ]

  @Test(arguments: [false, true])
  func answersEveryRequest(fake: Bool) throws {
    let server = try JSONServer.make(options: JSONServerOptions(isFake: fake))
    var generator = Generator(state: fake ? 7 : 11)
    let documented: Set<Int> = [200, 201, 204, 304, 400, 404, 500]
    for _ in 0..<1500 {
      let depth = generator.pick([1, 1, 2, 2, 3, 4])
      let path = "/" + (0..<depth).map { _ in generator.pick(Self.segments) }.joined(separator: "/")
      let query = (0..<generator.pick([0, 1, 2, 3])).map { _ in generator.pick(Self.parameters) }
      let target = query.isEmpty ? path : path + "?" + query.joined(separator: "&")
      let request = JSONServerRequest(
        method: generator.pick(Self.methods), target: target,
        headers: ["Content-Type": generator.pick(Self.contentTypes), "Host": "localhost"],
        body: generator.pick(Self.bodies).map { Data($0.utf8) })
      let response = server.respond(to: request)
      check(documented.contains(response.status), "\(request.method) \(target)")
    }
    try checkEqual(server.get("/db").json.keys, ["posts", "comments", "profile"])
  }
}
