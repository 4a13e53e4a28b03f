import Foundation
import JSONCoding
import Testing

@testable import JSONServer

/// A small json-server database: posts with comments, users, and a singular profile.
let blogDocument = """
  {
    "posts": [
      {"id": 1, "title": "json-server", "author": "typicode", "views": 10},
      {"id": 2, "title": "Night trains", "author": "ana", "views": 250},
      {"id": 3, "title": "Server notes", "author": "typicode", "views": 40}
    ],
    "comments": [
      {"id": 1, "body": "some comment", "postId": 1},
      {"id": 2, "body": "another", "postId": 1},
      {"id": 3, "body": "late", "postId": 2}
    ],
    "profile": {"name": "typicode"}
  }
  """

extension JSONServer {
  /// A server of `document`, held in memory.
  static func make(
    _ document: String = blogDocument, options: JSONServerOptions = JSONServerOptions()
  ) throws -> JSONServer {
    try JSONServer(document: Data(document.utf8), options: options)
  }

  /// The answer to a request sent to `http://localhost:3000` with `target`, a path and query.
  func send(
    _ method: String, _ target: String, json: String? = nil, headers: [String: String] = [:]
  ) throws -> JSONServerResponse {
    var headers = headers
    if json != nil, !headers.keys.contains(where: { $0.lowercased() == "content-type" }) {
      headers["Content-Type"] = "application/json"
    }
    let url = try #require(URL(string: "http://localhost:3000\(target)"))
    return respond(
      to: JSONServerRequest(
        method: method, url: url, headers: headers, body: json.map { Data($0.utf8) }))
  }

  /// The answer to `GET target`.
  func get(_ target: String, headers: [String: String] = [:]) throws -> JSONServerResponse {
    try send("GET", target, headers: headers)
  }
}

extension JSONServerResponse {
  /// The body read as JSON.
  var json: JSONValue {
    get throws { try JSONValue(javaScriptParsing: body) }
  }

  /// The body as text.
  var text: String {
    String(decoding: body, as: UTF8.self)
  }
}

/// The `id`s of the records of a list answer.
func listedIDs(_ response: JSONServerResponse) throws -> [Int] {
  guard case .array(let records) = try response.json else { return [] }
  return ids(records)
}
