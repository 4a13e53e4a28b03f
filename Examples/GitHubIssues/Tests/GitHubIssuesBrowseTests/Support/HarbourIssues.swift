import Foundation
import GitHubIssues
import HTTPClient
import JSONCoding
import Synchronization

/// octo/harbour's open issues, answered from memory as GitHub answers them (the list, an
/// issue, the `PATCH` that closes one) through the JSON records' description, every request
/// kept as `METHOD path?query body`.
final class HarbourIssues: Sendable {
  static let repository = Repository(owner: "octo", name: "harbour")

  private let issues: Mutex<[JSONObject]>
  private let asked = Mutex<[String]>([])
  /// Whether a close is answered `404 Not Found`, as GitHub answers a token that may not write.
  private let refusesCloses: Bool

  init(refusingCloses: Bool = false) {
    refusesCloses = refusingCloses
    issues = Mutex([
      Self.issue(7, "Crash on a tide above 10 m", by: "ada"),
      Self.issue(6, "Show the tides of the week", by: "alan"),
      Self.issue(5, "Use the harbour's local time", by: "grace"),
    ])
  }

  private static func issue(_ number: Int, _ title: String, by login: String) -> JSONObject {
    [
      "id": .number(JSONNumber(1_000_000 + number)), "number": .number(JSONNumber(number)),
      "title": .string(title), "state": "open", "user": .object(["login": .string(login)]),
    ]
  }

  /// The requests answered, in order.
  var requests: [String] {
    asked.withLock { $0 }
  }

  /// The requests that write, in order.
  var writes: [String] {
    requests.filter { !$0.hasPrefix("GET ") }
  }

  var collections: RecordCollections {
    RecordCollections.answering(
      describe: { _ in GitHubResources.openIssueRecords(in: Self.repository) },
      exchange: { [self] endpoint in answer(endpoint) })
  }

  private func answer(_ endpoint: Endpoint<Void>) -> (Data, HTTPResponseHead?) {
    let path = endpoint.pathComponents.joined(separator: "/")
    let query = endpoint.queryItems.map { "\($0.name)=\($0.value ?? "")" }.joined(separator: "&")
    let body = endpoint.body.map { " " + String(decoding: $0, as: UTF8.self) } ?? ""
    asked.withLock {
      $0.append("\(endpoint.method) \(path)\(query.isEmpty ? "" : "?")\(query)\(body)")
    }
    let number = endpoint.pathComponents.count == 5 ? Int(endpoint.pathComponents[4]) : nil
    let found = issues.withLock { issues in
      issues.firstIndex { $0["number"] == number.map { .number(JSONNumber($0)) } }
        .map { ($0, issues[$0]) }
    }
    switch (endpoint.method, number, found) {
    case ("GET", nil, _):
      let open = issues.withLock { $0.filter { $0["state"] == "open" } }
      return (JSONValue.array(open.map(JSONValue.object)).serialized(), nil)
    case ("GET", _?, let (_, issue)?):
      return (JSONValue.object(issue).serialized(), nil)
    case ("PATCH", _?, let (index, issue)?) where !refusesCloses:
      var closed = issue
      closed["state"] = "closed"
      issues.withLock { $0[index] = closed }
      return (JSONValue.object(closed).serialized(), nil)
    default:
      return (Data(#"{"message": "Not Found"}"#.utf8), HTTPResponseHead(status: 404))
    }
  }
}
