/// The hook of an API whose credentials expire, such as OAuth tokens or 60-minute JWTs: it
/// adds the current credentials to every request, has new ones issued when they run out or a
/// request is answered `401`, and sends that request again once with them.
///
/// New credentials are asked for once for all the requests that need them: ten requests that
/// meet a `401` together wait for one renewal, then each is sent again once; a request answered
/// `401` with credentials that were renewed since it was sent is sent again without a renewal.
/// A renewal that fails ends each request waiting on it as
/// `NetworkError.credentialsNotRenewed(request:reason:)`, in the renewal's own words; one
/// slower than a request's timeout ends that request as the timeout does, and goes on for the
/// others; a `401` to a request sent again is final. The first credentials are had before the
/// first request, unless given.
///
/// ```swift
/// struct Token: Decodable, Sendable {
///   var accessToken: String
///   var expiresIn: Int
///
///   enum CodingKeys: String, CodingKey {
///     case accessToken = "access_token"
///     case expiresIn = "expires_in"
///   }
/// }
///
/// let tokens = RefreshingCredentials {
///   let token = try await issueToken()  // POST /oauth/token, with the client's id and secret
///   return RefreshingCredentials.Issued(
///     .bearer(token.accessToken), lifetime: .seconds(token.expiresIn))
/// }
/// // session.hook = tokens
/// @Sendable func issueToken() async throws -> Token {
///   Token(accessToken: "eyJhbGciOi", expiresIn: 3600)
/// }
/// ```
public actor RefreshingCredentials: SessionHook {
  /// Credentials as they were issued, and how long they last, when the issuer said.
  public struct Issued: Sendable {
    public var credentials: Credentials
    /// How long the credentials last from when they were issued (OAuth's `expires_in`); `nil`
    /// for as long as the server takes them.
    public var lifetime: Duration?

    public init(_ credentials: Credentials, lifetime: Duration? = nil) {
      self.credentials = credentials
      self.lifetime = lifetime
    }
  }

  private let issue: @Sendable () async throws -> Issued
  /// Whether credentials issued with a lifetime have run out, given the lifetime.
  private let expiry: @Sendable (Duration) -> @Sendable () -> Bool
  private var current: Credentials?
  private var hasRunOut: (@Sendable () -> Bool)?
  private var renewal: SharedOutcome<Credentials>?

  /// A hook whose credentials `issue` gives, timed on `clock`; starting from `initial` when
  /// given, otherwise had before the first request. Credentials with a lifetime are renewed
  /// `margin` before it ends (a quarter of their lifetime before, for credentials that last
  /// less than four margins), so that a request does not leave with credentials about to run
  /// out, and a short-lived token is asked for about once a lifetime.
  public init<C: Clock>(
    initial: Credentials? = nil, clock: C, margin: Duration = .seconds(10),
    issue: @escaping @Sendable () async throws -> Issued
  ) where C.Duration == Duration {
    self.issue = issue
    current = initial
    expiry = { lifetime in
      let end = clock.now.advanced(by: lifetime - Self.renewalLead(for: lifetime, margin: margin))
      return { clock.now.duration(to: end) <= .zero }
    }
  }

  /// How long before the end of `lifetime` credentials are renewed: `margin`, or a quarter of
  /// the lifetime for credentials that last less than four margins. Credentials kept from an
  /// earlier run are worth sending only while more than this is left of them.
  public static func renewalLead(
    for lifetime: Duration, margin: Duration = .seconds(10)
  ) -> Duration {
    min(margin, lifetime / 4)
  }

  /// A hook whose credentials `issue` gives, timed on the continuous clock.
  public init(
    initial: Credentials? = nil, issue: @escaping @Sendable () async throws -> Issued
  ) {
    self.init(initial: initial, clock: ContinuousClock(), issue: issue)
  }

  public func prepare(_ request: inout OutgoingRequest) async throws {
    if let current, hasRunOut?() != true {
      request.credentials = current
    } else {
      request.credentials = try await renewed()
    }
  }

  public func retryAfterUnauthorized(_ request: OutgoingRequest, answer: HTTPResponseHead)
    async throws -> Bool
  {
    guard !request.isRetryAfterUnauthorized else { return false }
    if renewal == nil, let current, current != request.credentials {
      return true
    }
    _ = try await renewed()
    return true
  }

  /// The credentials of the renewal under way, or of one started now.
  private func renewed() async throws -> Credentials {
    if let renewal {
      return try await renewal.value()
    }
    let issue = issue
    let renewal = SharedOutcome { [weak self] in
      do {
        let issued = try await issue()
        await self?.keep(issued)
        return issued.credentials
      } catch {
        await self?.forget()
        throw error
      }
    }
    self.renewal = renewal
    return try await renewal.value()
  }

  private func keep(_ issued: Issued) {
    current = issued.credentials
    hasRunOut = issued.lifetime.map(expiry)
    renewal = nil
  }

  private func forget() {
    current = nil
    hasRunOut = nil
    renewal = nil
  }
}
