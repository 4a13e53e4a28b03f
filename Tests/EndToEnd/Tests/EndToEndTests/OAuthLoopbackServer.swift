import Foundation
import TestSupport

/// An OAuth 2 token endpoint and the API its tokens open, on one ``HostileServer``: for the
/// end-to-end tests of `oauth` in `servers.json`.
///
/// `POST /token` issues a token by the `client_credentials`, `password` or `refresh_token`
/// grant. It takes the client's id and secret in the form body alone: a request that sends them
/// in HTTP Basic is refused `401 {"error": "invalid_client"}`, as some servers do. Its answer
/// has no `token_type`, an `expires_in` of ``lifetime`` and a refresh token; each refresh token
/// is spent by its use (the answer brings a new one).
///
/// `GET /books` lists ``bookCount`` books, a page at a time by json-server's `_page` and
/// `_limit` (all of them when neither is given) with `X-Total-Count`, each page answered after
/// ``pageDelay``; to a request without a token the server issued, or with one that has run out,
/// it answers `401` with `WWW-Authenticate: Bearer error="invalid_token"`.
///
/// Every token request and every API request is recorded, with when it arrived.
final class OAuthLoopbackServer: Sendable {
  /// A token the server issued.
  struct Token: Sendable, Hashable {
    var accessToken: String
    var refreshToken: String
    /// The grant it was issued by.
    var grant: String
    var issuedAt: Date
    var expiresAt: Date

    /// Whether the server takes it at `time`.
    func isValid(at time: Date) -> Bool {
      issuedAt <= time && time < expiresAt
    }
  }

  /// A request to the token endpoint and what came of it.
  struct TokenRequest: Sendable, Hashable {
    /// `grant_type`, empty when not given.
    var grant: String
    /// The form fields, by name.
    var fields: [String: String]
    /// The `Authorization` header field, if any.
    var authorization: String?
    var time: Date
    var status: Int
    /// The token issued; `nil` when refused.
    var issued: Token?
  }

  /// A request to the API and what came of it.
  struct APIRequest: Sendable, Hashable {
    var method: String
    var path: String
    /// The bearer token it carried, if any.
    var token: String?
    var time: Date
    var status: Int
  }

  /// The clients the endpoint knows, by id: their secrets.
  static let clients = ["shelf": "shelf-s3cr3t-7f1c", "ledger": "ledger-s3cr3t-93ab"]
  /// The users the password grant knows, by name: their passwords.
  static let users = ["alice": "alice-pa55w0rd-d41e"]

  /// How long each token lasts.
  let lifetime: TimeInterval
  /// How long each page of books waits before it is answered.
  let pageDelay: TimeInterval
  let bookCount: Int
  private let server: HostileServer
  private let state = LockedValue(State())

  private struct State: Sendable {
    var tokens: [Token] = []
    /// The refresh tokens not yet spent.
    var refreshTokens: Set<String> = []
    var tokenRequests: [TokenRequest] = []
    var apiRequests: [APIRequest] = []
  }

  /// The server's root URL, the key of its entry in `servers.json`.
  var baseURL: String { server.baseURL.absoluteString }

  /// The tokens issued so far, in order.
  var tokens: [Token] { state.current.tokens }
  /// The requests to the token endpoint so far, in order of arrival.
  var tokenRequests: [TokenRequest] { state.current.tokenRequests }
  /// The requests to the API so far, in order of arrival.
  var apiRequests: [APIRequest] { state.current.apiRequests }
  /// How many requests the server has read, of either kind.
  var requestCount: Int { server.requests.count }

  init(lifetime: TimeInterval, pageDelay: TimeInterval = 0, bookCount: Int = 50) throws {
    self.lifetime = lifetime
    self.pageDelay = pageDelay
    self.bookCount = bookCount
    let state = state
    server = try HostileServer { request, _ in
      let path = request.path.split(separator: "?", maxSplits: 1).first.map(String.init) ?? ""
      if request.method == "POST", path == "/token" {
        return [Self.token(request, lifetime: lifetime, state: state)]
      }
      return Self.api(
        request, path: path, bookCount: bookCount, pageDelay: pageDelay, state: state)
    }
  }

  func stop() {
    server.stop()
  }

  /// The title of book `id`.
  static func title(_ id: Int) -> String {
    "Book \(id)"
  }

  /// The lines `app get /books` prints of books `ids`: the id, a tab, the title.
  static func lines(_ ids: ClosedRange<Int>) -> String {
    ids.map { "\($0)\t\(title($0))\n" }.joined()
  }

  /// A JSON answer.
  private static func json(
    _ status: Int, _ body: String, headers: [String: String] = [:]
  ) -> HostileServer.Step {
    .response(
      status, headers: headers.merging(["Content-Type": "application/json"]) { $1 }, body: body)
  }

  /// The answer of the token endpoint to `request`, recorded.
  private static func token(
    _ request: HostileServer.Request, lifetime: TimeInterval, state: LockedValue<State>
  ) -> HostileServer.Step {
    let time = Date()
    let fields = form(String(decoding: request.body, as: UTF8.self))
    let grant = fields["grant_type"] ?? ""
    let authorization = request.headers["authorization"]
    return state.withLock { state in
      func refuse(_ status: Int, _ error: String) -> HostileServer.Step {
        state.tokenRequests.append(
          TokenRequest(
            grant: grant, fields: fields, authorization: authorization, time: time,
            status: status, issued: nil))
        return json(status, #"{"error": "\#(error)"}"#)
      }
      guard authorization == nil else { return refuse(401, "invalid_client") }
      guard let id = fields["client_id"], let secret = fields["client_secret"],
        clients[id] == secret
      else { return refuse(401, "invalid_client") }
      switch grant {
      case "client_credentials":
        break
      case "password":
        guard let user = fields["username"], users[user] == fields["password"] else {
          return refuse(400, "invalid_grant")
        }
      case "refresh_token":
        guard let refreshToken = fields["refresh_token"],
          state.refreshTokens.remove(refreshToken) != nil
        else { return refuse(400, "invalid_grant") }
      default:
        return refuse(400, "unsupported_grant_type")
      }
      let number = state.tokens.count + 1
      let token = Token(
        accessToken: "access-\(number)-\(UUID().uuidString.prefix(8))",
        refreshToken: "refresh-\(number)-\(UUID().uuidString.prefix(8))", grant: grant,
        issuedAt: time, expiresAt: time.addingTimeInterval(lifetime))
      state.tokens.append(token)
      state.refreshTokens.insert(token.refreshToken)
      state.tokenRequests.append(
        TokenRequest(
          grant: grant, fields: fields, authorization: authorization, time: time, status: 200,
          issued: token))
      // No `token_type`: some servers leave it out.
      return json(
        200,
        #"{"access_token": "\#(token.accessToken)", "expires_in": \#(Int(lifetime)), "#
          + #""refresh_token": "\#(token.refreshToken)"}"#)
    }
  }

  /// The answer of the API to `request`, recorded.
  private static func api(
    _ request: HostileServer.Request, path: String, bookCount: Int, pageDelay: TimeInterval,
    state: LockedValue<State>
  ) -> [HostileServer.Step] {
    let time = Date()
    let authorization = request.headers["authorization"] ?? ""
    let token =
      authorization.lowercased().hasPrefix("bearer ")
      ? String(authorization.dropFirst("bearer ".count)) : nil
    let isValid = state.withLock { state in
      state.tokens.contains { $0.accessToken == token && $0.isValid(at: time) }
    }
    let status = !isValid ? 401 : request.method == "GET" && path == "/books" ? 200 : 404
    state.withLock {
      $0.apiRequests.append(
        APIRequest(
          method: request.method, path: request.path, token: token, time: time, status: status))
    }
    switch status {
    case 401:
      return [
        json(
          401, #"{"error": "invalid_token"}"#,
          headers: ["WWW-Authenticate": #"Bearer error="invalid_token""#])
      ]
    case 404:
      return [json(404, "{}")]
    default:
      let query = form(request.path.split(separator: "?", maxSplits: 1).dropFirst().first ?? "")
      var ids = Array(1...bookCount)
      if query["_page"] != nil || query["_limit"] != nil {
        let page = max(Int(query["_page"] ?? "") ?? 1, 1)
        let limit = max(Int(query["_limit"] ?? "") ?? 10, 1)
        ids = Array(ids.dropFirst((page - 1) * limit).prefix(limit))
      }
      let body =
        "[" + ids.map { #"{"id": \#($0), "title": "\#(title($0))"}"# }.joined(separator: ", ")
        + "]"
      Thread.sleep(forTimeInterval: pageDelay)
      return [json(200, body, headers: ["X-Total-Count": "\(bookCount)"])]
    }
  }

  /// The fields of a form-encoded body or a query, by name: `+` a space, each percent-decoded.
  static func form(_ text: some StringProtocol) -> [String: String] {
    var fields: [String: String] = [:]
    for pair in text.split(separator: "&") {
      let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      func decoded(_ part: (some StringProtocol)?) -> String {
        let text = part.map { String($0) }?.replacingOccurrences(of: "+", with: " ") ?? ""
        return text.removingPercentEncoding ?? text
      }
      fields[decoded(parts.first)] = decoded(parts.dropFirst().first)
    }
    return fields
  }
}
