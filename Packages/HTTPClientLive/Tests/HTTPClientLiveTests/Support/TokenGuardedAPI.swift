import Foundation
import HTTPClient
import HTTPClientLive
import Synchronization
import TestSupport

/// A loopback API whose items want a bearer token from its own token endpoint
/// (`POST /oauth/token`, the client-credentials grant of client `reports`, secret `s3cr3t`):
/// the first token is taken `firstUses` times and each later one `laterUses` times, then
/// answered `401` as expired; `GET /api/items?page=N` answers two items a page, pages 1 to
/// `pages`.
final class TokenGuardedAPI: Sendable {
  /// How the token endpoint answers the issue after the first.
  enum Renewal: Sendable {
    case issues
    case fails
    case neverAnswers
  }

  /// The tokens issued, and how many times each was taken.
  private final class Ledger: Sendable {
    struct State {
      var issued = 0
      var uses: [String: Int] = [:]
    }

    let state = Mutex(State())
  }

  let server: HostileServer

  init(
    address: String, firstUses: Int, laterUses: Int = .max, pages: Int = 3,
    renewal: Renewal = .issues
  ) throws {
    let ledger = Ledger()
    server = try HostileServer(address: address) { request, _ in
      if request.path == "/oauth/token" {
        let basic = "Basic " + Data("reports:s3cr3t".utf8).base64EncodedString()
        guard request.method == "POST", request.headers["authorization"] == basic,
          String(decoding: request.body, as: UTF8.self) == "grant_type=client_credentials"
        else { return [.response(401, body: #"{"error": "invalid_client"}"#)] }
        let number = ledger.state.withLock { state in
          state.issued += 1
          return state.issued
        }
        if number > 1, renewal == .fails {
          return [
            .response(
              500,
              body: #"{"error": "server_error", "error_description": "the token store is down"}"#)
          ]
        }
        if number > 1, renewal == .neverAnswers {
          return [.hold]
        }
        return [
          .response(
            200, headers: ["Content-Type": "application/json"],
            body: #"{"access_token": "tok-\#(number)", "token_type": "Bearer", "expires_in": 3600}"#
          )
        ]
      }
      let token = request.headers["authorization"].map { String($0.dropFirst("Bearer ".count)) }
      let accepted = ledger.state.withLock { state -> Bool in
        guard let token, token.hasPrefix("tok-") else { return false }
        let used = state.uses[token, default: 0]
        state.uses[token] = used + 1
        return used < (token == "tok-1" ? firstUses : laterUses)
      }
      guard accepted else {
        return [
          .response(
            401, headers: ["WWW-Authenticate": #"Bearer error="invalid_token""#],
            body: #"{"message": "the token has expired"}"#)
        ]
      }
      let page =
        URLComponents(string: request.path)?.queryItems?
        .first { $0.name == "page" }?.value.flatMap { Int($0) } ?? 1
      let ids = page <= pages ? [page * 2 - 1, page * 2] : []
      return [
        .response(200, body: "[" + ids.map { #"{"id": \#($0)}"# }.joined(separator: ",") + "]")
      ]
    }
  }

  /// How many tokens the endpoint was asked for.
  var tokenRequests: Int {
    server.requests.filter { $0.path == "/oauth/token" }.count
  }

  /// The paths of the requests for items, in order.
  var itemRequests: [String] {
    server.requests.map(\.path).filter { $0.hasPrefix("/api/") }
  }

  /// A session of the API whose hook has its tokens issued by the token endpoint, through a
  /// session of its own without the hook; `policy` for both unless `tokenPolicy` is given.
  /// Each issue after the first waits for `beforeRenewal` first.
  func session(
    policy: TransferPolicy, tokenPolicy: TransferPolicy? = nil,
    beforeRenewal: @escaping @Sendable () async -> Void = {}
  ) -> HTTPSession {
    let issues = Mutex(0)
    var session = HTTPSession(
      baseURL: server.baseURL, userAgent: "TokenGuardedAPI/1", policy: policy)
    let tokens = HTTPSession(
      baseURL: server.baseURL, userAgent: "TokenGuardedAPI/1", policy: tokenPolicy ?? policy)
    session.hook = RefreshingCredentials {
      let number = issues.withLock { issues in
        issues += 1
        return issues
      }
      if number > 1 {
        await beforeRenewal()
      }
      return try await tokens.send(
        Endpoint<OAuthToken>.clientCredentialsToken(
          ["oauth", "token"], clientID: "reports", clientSecret: "s3cr3t")
      ).issued
    }
    return session
  }
}
