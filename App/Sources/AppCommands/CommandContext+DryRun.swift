import ArgumentParsing
import ClientCommandLine
import Dependencies
import Features
import Foundation
import HTTPClient
import HTTPClientLive
import TerminalKit
import TerminalViews

extension CommandContext {
  /// `--dry-run` (``SharedOptions/dryRun``): prints the request `endpoint` makes of the session the settings ask for, with the header
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
      console.writeOutput(request.requestText(body: body))
      return .success
    case .failure(let error):
      let failure = LoadFailure(error)
      console.reportError(failure.message)
      return ExitCode(failure)
    }
  }
}
