/// Someone the server knows by a token.
public struct GitHubAccount: Sendable, Hashable {
  /// The token that a request sends as `Authorization: Bearer TOKEN` (or `token TOKEN`).
  public var token: String
  /// The login.
  public var login: String
  /// Whether the account may see the repository; the server answers `404` to one that may not,
  /// as GitHub does for a private repository.
  public var seesRepository: Bool

  /// An account `login` with `token`, who sees the repository by default.
  public init(token: String, login: String, seesRepository: Bool = true) {
    self.token = token
    self.login = login
    self.seesRepository = seesRepository
  }
}
