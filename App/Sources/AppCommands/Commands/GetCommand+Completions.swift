import Browse
import ClientCommandLine
import Dependencies
import Foundation
import HTTPClient
import HTTPClientLive

extension GetCommand {
  /// The longest a shell's completion waits for the server, whatever `--timeout` says: a
  /// person is waiting at the prompt.
  static let completionTimeout: Duration = .seconds(2)

  /// The paths of the resources the server lists (``listedResources(in:)``), as `get` reads
  /// them: `/customers`, `/books/`, `/name%20with%20space`.
  static func completions(in context: CommandContext) async -> [String] {
    await listedResources(in: context).map { PathRequest.typedPath(of: $0.pathComponents) }
  }

  /// The resources the server of `context`'s settings lists in its own answers
  /// (`ResourceDiscovery.listedResources`: its `/db`, its root's links, its base URL's JSON
  /// form; JSONPlaceholder's without asking, as `browse` knows them), read through the HTTP
  /// cache, so that a second Tab only revalidates them and `--offline` answers from it; none
  /// when they cannot be told within ``completionTimeout``.
  static func listedResources(in context: CommandContext) async -> [BrowsedResource] {
    await withCompletionSession(in: context) { session, settings in
      let baseURL: URL? = if case .remote(let url) = settings.source { url } else { nil }
      let listed = try? await ResourceDiscovery.listedResources(
        collections: .live(session: session), baseURL: baseURL,
        isJSONPlaceholder: settings.source.isJSONPlaceholder)
      return listed ?? []
    } ?? []
  }

  /// What `read` makes of the server of `context`'s settings through a session that waits at
  /// most ``completionTimeout`` and tries once, reading through the HTTP cache, with the
  /// settings it was made of; `nil` when the settings do not parse.
  static func withCompletionSession<Value: Sendable>(
    in context: CommandContext, _ read: (HTTPSession, Settings) async -> Value
  ) async -> Value? {
    guard var settings = try? context.settings(asksPassword: false) else { return nil }
    settings.client.timeout = min(settings.client.timeout, completionTimeout)
    settings.client.retries = 0
    let bounded = settings
    return await context.withAPI(
      bounded, deadline: .operation, notices: CacheNotices(), saysLongWaits: false
    ) {
      @Dependency(\.httpSession) var session: HTTPSession
      return await read(session, bounded)
    }
  }
}
