import JSONCoding

extension ServerSettings {
  /// The credentials of `auth`: `type` (`basic`, the default, or `bearer`), `user` for Basic,
  /// and the secret itself (`secret`) or the environment variable that holds it (`variable`).
  static func authentication(
    _ value: JSONValue, environment: [String: String]
  ) throws(Problem) -> Authentication {
    guard let object = value.object else {
      throw Problem(path: ["auth"], reason: "must be an object of \(keyList(authenticationKeys))")
    }
    for name in object.names where !authenticationKeys.contains(name) {
      throw Problem(
        path: ["auth", name], reason: "is not a setting (expected \(keyList(authenticationKeys)))")
    }
    func text(_ key: String) throws(Problem) -> String? {
      guard let value = object[key] else { return nil }
      guard let text = value.string else {
        throw Problem(path: ["auth", key], reason: "must be text")
      }
      return text
    }
    var kind = Authentication.Kind.basic
    if let type = try text("type") {
      guard let named = Authentication.Kind(rawValue: type) else {
        throw Problem(path: ["auth", "type"], reason: "must be \(Authentication.Kind.listed)")
      }
      kind = named
    }
    let secret: String
    switch (try text("secret"), try text("variable")) {
    case (let given?, nil):
      secret = given
    case (nil, let name?):
      secret = try variable(name, path: ["auth", "variable"], environment: environment)
    case (.some, .some):
      throw Problem(path: ["auth", "variable"], reason: "and 'secret' cannot both be given")
    case (nil, nil):
      throw Problem(path: ["auth"], reason: "needs 'secret' or 'variable'")
    }
    var authentication: Authentication
    switch kind {
    case .bearer, .token:
      if object["user"] != nil {
        throw Problem(
          path: ["auth", "user"],
          reason: "does not apply to \(kind == .bearer ? "a bearer token" : "a Token")")
      }
      authentication = Authentication(secret, kind: kind, origin: ServerSettingsFile.name)
    case .basic:
      guard let user = try text("user") else {
        throw Problem(path: ["auth"], reason: "needs 'user' for Basic credentials")
      }
      authentication = Authentication(user, kind: .basic, origin: ServerSettingsFile.name)
      authentication.secret = secret
    }
    return authentication
  }
}
