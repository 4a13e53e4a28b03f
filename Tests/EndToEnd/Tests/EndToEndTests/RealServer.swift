import Foundation
import Testing

/// The app of `Tests/RealServers` that `make test-servers` (`Scripts/test-servers`) started for
/// this run, written with a framework's defaults, as the environment names it: `REAL_SERVER`
/// (its folder's name), `REAL_SERVER_ORIGIN` (`http://127.0.0.1:PORT`) and `REAL_SERVER_LOG`
/// (its access log). Each app's suite runs only when it is the one started (`make test` skips
/// them all); the script fails a suite that was skipped.
struct RealServer: Sendable {
  /// One request as the server's access log wrote it.
  struct LoggedRequest: Sendable, Equatable, CustomStringConvertible {
    var method: String
    /// The request target: `/api/books/?page=2`.
    var target: String
    var status: Int

    /// The target's path, without its query: `/api/books/`.
    var path: Substring {
      target.prefix { $0 != "?" }
    }

    var description: String { "\(method) \(target) \(status)" }
  }

  let name: String
  let origin: String
  let log: URL

  /// The app started for this run, if any.
  static let current: RealServer? = {
    let environment = ProcessInfo.processInfo.environment
    guard let name = environment["REAL_SERVER"], let origin = environment["REAL_SERVER_ORIGIN"],
      let log = environment["REAL_SERVER_LOG"]
    else { return nil }
    return RealServer(name: name, origin: origin, log: URL(fileURLWithPath: log))
  }()

  /// Whether the app started for this run is the one in `Tests/RealServers/<name>`.
  static func isRunning(_ name: String) -> Bool {
    current?.name == name
  }

  /// The app in `Tests/RealServers/<name>`, started for this run.
  static func require(
    _ name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> RealServer {
    let server = try #require(current, "no real server: run make test-servers")
    try #require(server.name == name, "\(server.name) is running, not \(name)")
    return server
  }

  /// `app ARGUMENTS --base-url ORIGIN/BASE` (`base`: `/api`, or empty), and the requests the
  /// server logged for it, up to the first that `last` picks.
  func run(
    _ arguments: [String], under base: String = "",
    until last: @escaping (LoggedRequest) -> Bool,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> (AppResult, [LoggedRequest]) {
    let mark = mark()
    let result = try AppProcess.run(
      arguments + ["--base-url", origin + base], sourceLocation: sourceLocation)
    return (result, requests(since: mark, until: last, sourceLocation: sourceLocation))
  }

  /// The id of the record `app create … --json` printed.
  static func createdID(
    _ result: AppResult, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    try #require(
      result.standardOutput.firstMatch(of: /"id"\s*:\s*"?(\w+)/).map { String($0.1) },
      "no id in \(result.standardOutput)\(result.standardError)", sourceLocation: sourceLocation)
  }

  /// Where the log ends now: ``requests(since:until:sourceLocation:)`` reads what is logged
  /// after it.
  func mark() -> Int {
    (try? Data(contentsOf: log).count) ?? 0
  }

  /// The requests logged after `mark`, once one of them is `last` (a server logs a request
  /// once it has answered it, which may be after the program has read the answer and exited);
  /// the test fails when `last` is not logged by ``HangGuard``.
  func requests(
    since mark: Int, until last: (LoggedRequest) -> Bool,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> [LoggedRequest] {
    let deadline = HangGuard.deadline
    while true {
      let logged = requests(since: mark)
      if logged.contains(where: last) { return logged }
      guard Date() < deadline else {
        Issue.record(
          "the request awaited was never logged; logged: \(logged)",
          sourceLocation: sourceLocation)
        return logged
      }
      Thread.sleep(forTimeInterval: 0.02)
    }
  }

  /// The requests logged after `mark`: each line with `"METHOD TARGET HTTP/1.x" STATUS` in it,
  /// as Django's, uvicorn's and Werkzeug's access logs write them (Werkzeug's in colours, which
  /// are left out, and its targets percent-decoded).
  func requests(since mark: Int) -> [LoggedRequest] {
    guard let data = try? Data(contentsOf: log), data.count >= mark else { return [] }
    let text = String(decoding: data.dropFirst(mark), as: UTF8.self)
    return text.split(separator: "\n").compactMap(Self.request(in:))
  }

  private static func request(in line: Substring) -> LoggedRequest? {
    let line = line.replacing(/\x{1B}\[[0-9;]*m/, with: "")
    guard let match = line.firstMatch(of: /"([A-Z]+) (\S+) HTTP\/1\.[01]" (\d{3})/),
      let status = Int(match.3)
    else { return nil }
    return LoggedRequest(method: String(match.1), target: String(match.2), status: status)
  }

  /// The targets asked more than once of those `requests` redirected: none when each redirect
  /// was remembered.
  static func redirectedTwice(_ requests: [LoggedRequest]) -> [String] {
    let redirected = requests.filter { (300..<400).contains($0.status) }.map(\.target)
    return Dictionary(grouping: redirected) { $0 }.filter { $0.value.count > 1 }.keys.sorted()
  }
}
