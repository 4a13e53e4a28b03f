/// What a token endpoint is asked to issue a token for (RFC 6749): the client itself, a user
/// by their password, or the holder of a refresh token an earlier token came with.
///
/// Its description names the grant and the user, never a password or a token:
/// `the password grant of the user 'alice'`.
public enum OAuthGrant: Sendable, Hashable, CustomStringConvertible {
  /// `client_credentials` (section 4.4): the client asks for itself.
  case clientCredentials
  /// `password` (section 4.3): the client asks for a user, with the user's password.
  case password(user: String, password: String)
  /// `refresh_token` (section 6): a new token for whoever the refresh token was issued to.
  case refreshToken(String)

  /// The value of `grant_type`.
  public var type: String {
    switch self {
    case .clientCredentials: "client_credentials"
    case .password: "password"
    case .refreshToken: "refresh_token"
    }
  }

  /// The fields of the token request that say the grant: `grant_type` and its own.
  var fields: [(name: String, value: FormEncodedValue)] {
    var fields: [(name: String, value: FormEncodedValue)] = [("grant_type", .text(type))]
    switch self {
    case .clientCredentials:
      break
    case .password(let user, let password):
      fields += [("username", .text(user)), ("password", .text(password))]
    case .refreshToken(let token):
      fields.append(("refresh_token", .text(token)))
    }
    return fields
  }

  public var description: String {
    switch self {
    case .clientCredentials: "the client credentials grant"
    case .password(let user, _): "the password grant of the user '\(user)'"
    case .refreshToken: "a refresh token"
    }
  }
}
