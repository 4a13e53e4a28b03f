import ClientCommandLine
import Dependencies
import Foundation
import HTTPClient
import HTTPClientLive
import JSONCoding
import NetworkClient

extension GetCommand {
  /// The longest a shell's completion waits for the server, whatever `--timeout` says: a
  /// person is waiting at the prompt.
  static let completionTimeout: Duration = .seconds(2)

  /// JSONPlaceholder's resources, which the program knows without asking: the sample API and
  /// the real service answer no `/db`.
  static let jsonPlaceholderPaths = [
    "/posts", "/comments", "/albums", "/photos", "/todos", "/users",
  ]

  /// The paths of the resources the server names, `/customers` and `/orders`: JSONPlaceholder's
  /// own for the sample API and the default server, and otherwise those of the server's `/db`
  /// (the whole database, which json-server and `app serve` answer), read through the HTTP
  /// cache, so that a second Tab only revalidates it and `--offline` answers from it; none when
  /// the server does not answer `/db` with an object within ``completionTimeout``, tried once.
  static func completions(in context: CommandContext) async -> [String] {
    guard let settings = try? context.settings(asksPassword: false),
      let request = PathRequest("/db", under: nil)
    else { return [] }
    switch settings.source {
    case .sample: return jsonPlaceholderPaths
    case .remote(let url) where url == NetworkClient.defaultBaseURL: return jsonPlaceholderPaths
    case .remote: break
    }
    return await withCompletionSession(in: context) { session in
      // The database is one object, whatever lists it holds: its body is read as such.
      guard let (answer, _) = try? await session.response(request.endpoint),
        case .object(let database)? = try? JSONValue(parsing: answer.body)
      else { return [] }
      return resourcePaths(in: database)
    } ?? []
  }

  /// What `read` makes of the server of `context`'s settings through a session that waits at
  /// most ``completionTimeout`` and tries once, reading through the HTTP cache; `nil` when the
  /// settings do not parse.
  static func withCompletionSession<Value: Sendable>(
    in context: CommandContext, _ read: (HTTPSession) async -> Value
  ) async -> Value? {
    guard var settings = try? context.settings(asksPassword: false) else { return nil }
    settings.client.timeout = min(settings.client.timeout, completionTimeout)
    settings.client.retries = 0
    return await context.withAPI(
      settings, deadline: .operation, notices: CacheNotices(), saysLongWaits: false
    ) {
      @Dependency(\.httpSession) var session: HTTPSession
      return await read(session)
    }
  }

  /// `/name` for each member of a database that is a resource (an array, or an object for a
  /// singular one), in the database's order; a name that no path could hold is left out.
  static func resourcePaths(in database: JSONObject) -> [String] {
    database.compactMap { member in
      switch member.value {
      case .array, .object:
        guard !member.name.isEmpty,
          let name = member.name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed),
          !name.contains("/")
        else { return nil }
        return "/" + name
      default:
        return nil
      }
    }
  }
}
