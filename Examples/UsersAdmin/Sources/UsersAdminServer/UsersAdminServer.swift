import Foundation
import HTTPServer
import Synchronization

/// A server that speaks the users API's contract over loopback, keeping its users in memory:
/// `GET /users.json`, `POST /users.json` (`201`, or `422` with Rails' errors), and
/// `PATCH /users/{id}.json` (`200`, `404`, or `422`). Given an OAuth client, it wants a bearer
/// token from `POST /oauth/token` on every other request, and answers `401` without one or
/// with one that has run out.
///
/// ```swift
/// let server = try UsersAdminServer(host: "127.0.0.1")
/// print(server.baseURL)
/// await server.shutdown()
/// ```
public final class UsersAdminServer: Sendable {
  /// The root URL of the API, such as `http://127.0.0.1:52000`.
  public let baseURL: String
  private let server: HTTPServer
  private let issuer: TokenIssuer?

  /// Starts serving `users` at `host` and `port` (0 for any free port), to `client`'s tokens
  /// alone when one is given; `now` dates the users it creates and ends the tokens it issues.
  public init(
    host: String = "127.0.0.1", port: Int = 0, users: [StoredUser] = [],
    client: OAuthClientAccount? = nil, now: @escaping @Sendable () -> Date = Date.init
  ) throws {
    let store = UsersStore(users: users, now: now)
    let issuer = client.map { TokenIssuer(client: $0, now: now) }
    server = try HTTPServer(configuration: HTTPServerConfiguration(host: host, port: port)) {
      request in
      if let issuer {
        if request.path == "/oauth/token", request.method == "POST" {
          return issuer.token(for: request)
        }
        guard issuer.admits(request) else {
          return HTTPResponse(
            status: 401, headers: ["WWW-Authenticate": #"Bearer error="invalid_token""#],
            body: Data(#"{"error": "invalid_token"}"#.utf8))
        }
      }
      return store.answer(method: request.method, path: String(request.path), body: request.body)
    }
    baseURL = server.address.url
    self.issuer = issuer
  }

  /// How many tokens the server issued.
  public var issuedTokens: Int {
    issuer?.issuedCount ?? 0
  }

  /// Stops serving, once the requests in flight are answered.
  public func shutdown() async {
    await server.shutdown()
  }
}

/// A user as the server stores it.
public struct StoredUser: Sendable, Hashable {
  /// The identifier.
  public var id: Int
  /// The given name.
  public var firstName: String
  /// The surname.
  public var lastName: String
  /// The email address.
  public var email: String
  /// The picture's address, if any.
  public var avatarURL: String?
  /// When it was created.
  public var createdAt: Date

  /// Creates a stored user.
  public init(
    id: Int, firstName: String, lastName: String, email: String, avatarURL: String? = nil,
    createdAt: Date
  ) {
    self.id = id
    self.firstName = firstName
    self.lastName = lastName
    self.email = email
    self.avatarURL = avatarURL
    self.createdAt = createdAt
  }
}
