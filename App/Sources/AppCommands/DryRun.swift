import ArgumentParsing
import Dependencies
import Features
import Foundation
import HTTPClient
import HTTPClientLive
import JSONCoding
import TerminalKit
import TerminalViews

/// `--dry-run` of `get`, `create`, `edit` and `delete`: the request printed as it would be sent,
/// as httpie's `--offline` prints it, and nothing sent.
enum DryRun {
  static let flag = Flag(
    "dry-run",
    summary: "Print the request instead of sending it; nothing is read or asked")

  /// The request's text: its method and URL, its header fields (secrets `REDACTED`), and
  /// `body` after an empty line, laid out when it is JSON.
  static func text(of request: TrafficEvent, body: Data?) -> String {
    var text = ([request.startLine] + request.fields).joined(separator: "\n") + "\n"
    if let body {
      // JSON laid out to be read; any other body (a form) as it is sent.
      let shown = (try? JSONValue(parsing: body)).map { $0.serialized(.indented) } ?? body
      text += "\n" + String(decoding: shown, as: UTF8.self)
      if !text.hasSuffix("\n") { text += "\n" }
    }
    return text
  }
}

extension CommandContext {
  /// Prints the request `endpoint` makes of the session the settings ask for, with the header
  /// fields and credentials of `items` and `body` after it, and sends nothing.
  func printRequest(
    sending items: RequestItems, body: Data? = nil,
    _ endpoint: @escaping @Sendable (HTTPSession) throws(NetworkError) -> TrafficEvent
  ) async throws(UsageError) -> ExitCode {
    let settings = try settings()
    let shown = await withAPI(
      settings, deadline: .request, notices: CacheNotices(), sending: items
    ) { () -> Result<TrafficEvent, NetworkError> in
      @Dependency(\.httpSession) var session: HTTPSession
      do throws(NetworkError) {
        return .success(try endpoint(session))
      } catch {
        return .failure(error)
      }
    }
    switch shown {
    case .success(let request):
      console.writeOutput(DryRun.text(of: request, body: body))
      return .success
    case .failure(let error):
      let failure = LoadFailure(error)
      console.reportError(failure.message)
      return ExitCode(failure)
    }
  }
}
