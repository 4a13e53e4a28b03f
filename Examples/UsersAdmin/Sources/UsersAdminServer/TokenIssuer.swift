import Foundation
import HTTPServer
import Synchronization

/// An OAuth client the server issues tokens to (RFC 6749's client-credentials grant): its id,
/// its secret, and how long each token lasts.
public struct OAuthClientAccount: Sendable, Hashable {
  public var id: String
  public var secret: String
  /// How long a token lasts, in seconds, as `expires_in` says.
  public var tokenLifetime: Int

  public init(id: String, secret: String, tokenLifetime: Int = 3600) {
    self.id = id
    self.secret = secret
    self.tokenLifetime = tokenLifetime
  }
}

/// The server's token endpoint, `POST /oauth/token`, and the check of the bearer token of
/// every other request: a token is good until its lifetime has passed on the server's clock.
final class TokenIssuer: Sendable {
  private struct State {
    var issued = 0
    /// Each token, and when it runs out.
    var expiries: [String: Date] = [:]
  }

  private let client: OAuthClientAccount
  private let now: @Sendable () -> Date
  private let state = Mutex(State())

  init(client: OAuthClientAccount, now: @escaping @Sendable () -> Date) {
    self.client = client
    self.now = now
  }

  /// The answer to a request for a token: `200` with a new one for the client's id and secret
  /// in HTTP Basic and `grant_type=client_credentials`, else RFC 6749's `400` or `401`.
  func token(for request: HTTPRequest) -> HTTPResponse {
    let basic = Data("\(client.id):\(client.secret)".utf8).base64EncodedString()
    guard request.headers["Authorization"] == "Basic \(basic)" else {
      return .json(Data(#"{"error": "invalid_client"}"#.utf8), status: 401)
    }
    let form = String(decoding: request.body, as: UTF8.self).split(separator: "&")
    guard form.contains("grant_type=client_credentials") else {
      return .json(Data(#"{"error": "unsupported_grant_type"}"#.utf8), status: 400)
    }
    let expiry = now().addingTimeInterval(TimeInterval(client.tokenLifetime))
    let token = state.withLock { state in
      state.issued += 1
      let token = "ua-\(state.issued)-\(UUID().uuidString.prefix(8))"
      state.expiries[token] = expiry
      return token
    }
    let body =
      #"{"access_token": "\#(token)", "token_type": "Bearer", "expires_in": \#(client.tokenLifetime)}"#
    return .json(Data(body.utf8), status: 200)
  }

  /// Whether `request` carries a bearer token the server issued that has not run out.
  func admits(_ request: HTTPRequest) -> Bool {
    guard let field = request.headers["Authorization"], field.hasPrefix("Bearer ") else {
      return false
    }
    let token = String(field.dropFirst("Bearer ".count))
    let expiry = state.withLock { $0.expiries[token] }
    return expiry.map { now() < $0 } ?? false
  }

  /// How many tokens were issued.
  var issuedCount: Int {
    state.withLock { $0.issued }
  }
}
