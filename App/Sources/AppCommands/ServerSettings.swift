import ArgumentParsing
import Browse
import Foundation
import HTTPBasics
import JSONCoding
import NetworkClient

/// What `servers.json` says of one server: the header fields and query parameters every request
/// to it sends, its credentials, and the names of the header fields and query parameters that
/// are secret there.
///
/// ```json
/// {
///   "https://api.github.com": {
///     "headers": {"Accept": "application/vnd.github+json"},
///     "auth": {"type": "bearer", "variable": "GITHUB_TOKEN"}
///   },
///   "http://127.0.0.1:3000": {
///     "headers": {"X-Session": {"variable": "SESSION"}},
///     "query": {"api_key": {"variable": "LOCAL_KEY"}},
///     "secretHeaders": ["X-Tenant"],
///     "secretQuery": ["sig"]
///   }
/// }
/// ```
struct ServerSettings: Sendable, Hashable {
  /// The header fields sent with every request, by name, those named secret included.
  var headers: [String: String] = [:]
  /// The names of the header fields whose values are secret beyond
  /// `Credentials.standardHeaderNames`, lowercased: those of `secretHeaders`, and every field
  /// whose value is read from an environment variable.
  var secretHeaderNames: Set<String> = []
  /// The query parameters sent with every request, in the order of their names (`query`).
  var queryItems: [URLQueryItem] = []
  /// The names of the query parameters that carry credentials beyond `CredentialQuery.names`,
  /// lowercased: those of `secretQuery`, and every parameter of `query` whose value is read
  /// from an environment variable.
  var secretQueryNames: Set<String> = []
  /// The credentials of `auth`, sent when neither `-a` nor `--netrc` gives any.
  var authentication: Authentication?
  /// How the server takes records (`records`): a format extension on its paths, a body
  /// wrapped under the collection's singular.
  var records = RecordWriteConventions()
  /// The query parameters the server names its pages by (`paging`), json-server's unless said.
  var paging = PageParameters.jsonServer
  /// The resources `browse` shows when `--resource` names none (`resources`), each as
  /// `--resource` takes it: `NAME` or `NAME:PATH`.
  var resources: [String] = []

  /// The keys a server's settings may have.
  static let keys = [
    "headers", "query", "auth", "secretHeaders", "secretQuery", "records", "paging",
    "resources",
  ]
  /// The keys of `auth`.
  static let authenticationKeys = ["type", "user", "secret", "variable"]

  /// What is wrong with a server's settings: the key, as a path from the server's
  /// (`auth.type`), and why.
  struct Problem: Error, Sendable, Hashable {
    var path: [String]
    var reason: String
  }

  /// The settings of one server, as `value` gives them, with the secrets kept in environment
  /// variables read from `environment`.
  ///
  /// - Throws: ``Problem`` for a key that is not one of ``keys``, a value of the wrong kind, a
  ///   header field name that is not a token, a value with a line break, or a variable that is
  ///   not set.
  init(_ value: JSONValue, environment: [String: String]) throws(Problem) {
    guard let object = value.object else {
      throw Problem(path: [], reason: "must be an object of \(Self.keyList(Self.keys))")
    }
    for member in object {
      switch member.name {
      case "headers":
        try readHeaders(member.value, environment: environment)
      case "query":
        try readQuery(member.value, environment: environment)
      case "auth":
        authentication = try Self.authentication(member.value, environment: environment)
      case "records":
        records = try Self.records(member.value)
      case "paging":
        paging = try PageParameters(member.value)
      case "secretHeaders":
        for name in try Self.names(member.value, key: member.name) {
          guard name.isHTTPToken else {
            throw Problem(
              path: [member.name], reason: "'\(name.prefix(60))' is not a header field name")
          }
          secretHeaderNames.insert(name.lowercased())
        }
      case "resources":
        resources = try Self.names(member.value, key: member.name)
        var names: Set<String> = []
        for text in resources {
          guard let resource = ResourceDiscovery.resource(parsing: text) else {
            throw Problem(
              path: [member.name],
              reason: "'\(text.prefix(60))' is not a resource (expected NAME or NAME:PATH)")
          }
          guard names.insert(resource.name).inserted else {
            throw Problem(path: [member.name], reason: "names '\(resource.name)' twice")
          }
        }
      case "secretQuery":
        secretQueryNames.formUnion(
          try Self.names(member.value, key: member.name).map {
            $0.lowercased()
          })
      default:
        throw Problem(
          path: [member.name],
          reason: "is not a setting (expected \(Self.keyList(Self.keys)))")
      }
    }
  }

  init() {}

  /// The fields of `headers`: each value text, or `{"variable": "NAME"}` for the value of an
  /// environment variable, which makes the field secret.
  private mutating func readHeaders(
    _ value: JSONValue, environment: [String: String]
  ) throws(Problem) {
    for (name, text, isSecret) in try Self.values(
      of: value, key: "headers", naming: "header fields", environment: environment)
    {
      let path = ["headers", name]
      guard name.isHTTPToken else {
        throw Problem(path: path, reason: "is not a header field name")
      }
      guard !text.contains(where: \.isNewline) else {
        throw Problem(path: path, reason: "holds a line break")
      }
      if isSecret { secretHeaderNames.insert(name.lowercased()) }
      headers[name] = text.trimmingCharacters(in: .whitespaces)
    }
  }

  /// The parameters of `query`, each read as a header's value is, in the order of their names.
  private mutating func readQuery(
    _ value: JSONValue, environment: [String: String]
  ) throws(Problem) {
    for (name, text, isSecret) in try Self.values(
      of: value, key: "query", naming: "query parameters", environment: environment)
    {
      guard !name.isEmpty else { throw Problem(path: ["query", name], reason: "names nothing") }
      if isSecret { secretQueryNames.insert(name.lowercased()) }
      queryItems.append(URLQueryItem(name: name, value: text))
    }
    queryItems.sort { $0.name < $1.name }
  }

  /// The conventions of `records`: `"root": "singular"`, `"extension"` (a name of letters and
  /// digits such as `json`), `"trailingSlash"`, `"format"` (`json`, `form` or `jsonapi`) and
  /// `"update"` (`PATCH`, `POST` or `PUT`).
  private static func records(_ value: JSONValue) throws(Problem) -> RecordWriteConventions {
    guard let object = value.object else {
      throw Problem(
        path: ["records"], reason: "must be an object of \(keyList(RecordWriteConventions.keys))")
    }
    var conventions = RecordWriteConventions()
    for member in object {
      let path = ["records", member.name]
      switch (member.name, member.value) {
      case ("root", .string("singular")):
        conventions.wrapsBodyInSingular = true
      case ("root", _):
        throw Problem(path: path, reason: "must be \"singular\"")
      case ("extension", .string(let name))
      where !name.isEmpty && name.count <= 16
        && name.unicodeScalars.allSatisfy({
          $0.isASCII && $0.properties.isAlphabetic || ("0"..."9").contains($0)
        }):
        conventions.pathExtension = name
      case ("extension", _):
        throw Problem(
          path: path, reason: "must be a format's name of letters and digits, such as json")
      case ("trailingSlash", .bool(let flag)):
        conventions.trailingSlash = flag
      case ("trailingSlash", _):
        throw Problem(path: path, reason: "must be true or false")
      case ("update", .string(let method))
      where RecordWriteConventions.updateMethods.contains(method):
        conventions.updateMethod = method
      case ("update", _):
        throw Problem(
          path: path, reason: "must be \(keyList(RecordWriteConventions.updateMethods))")
      case ("format", .string(let name)):
        guard let format = RecordBodyFormat(rawValue: name) else { fallthrough }
        conventions.format = format
      case ("format", _):
        throw Problem(
          path: path,
          reason: "must be \(keyList(RecordBodyFormat.allCases.map(\.rawValue)))")
      default:
        throw Problem(
          path: path,
          reason: "is not a setting (expected \(keyList(RecordWriteConventions.keys)))")
      }
    }
    return conventions
  }

  /// The members of the object `value` at `key` (an object of `things`), each with its text and
  /// whether it is secret (see ``text(_:path:environment:)``).
  private static func values(
    of value: JSONValue, key: String, naming things: String, environment: [String: String]
  ) throws(Problem) -> [(name: String, text: String, isSecret: Bool)] {
    guard let object = value.object else {
      throw Problem(path: [key], reason: "must be an object of \(things)")
    }
    var values: [(name: String, text: String, isSecret: Bool)] = []
    for member in object {
      let (text, isSecret) = try text(
        member.value, path: [key, member.name], environment: environment)
      values.append((member.name, text, isSecret))
    }
    return values
  }

  /// The text of a header's or a parameter's value: given, or read from the environment
  /// variable `{"variable": "NAME"}` names, which makes it secret.
  private static func text(
    _ value: JSONValue, path: [String], environment: [String: String]
  ) throws(Problem) -> (text: String, isSecret: Bool) {
    switch value {
    case .string(let given):
      return (given, false)
    case .object(let reference):
      guard reference.names == ["variable"], let name = reference["variable"]?.string else {
        throw Problem(path: path, reason: #"must be text or {"variable": "NAME"}"#)
      }
      return (try variable(name, path: path + ["variable"], environment: environment), true)
    default:
      throw Problem(path: path, reason: #"must be text or {"variable": "NAME"}"#)
    }
  }

  /// The credentials of `auth`: `type` (`basic`, the default, or `bearer`), `user` for Basic,
  /// and the secret itself (`secret`) or the environment variable that holds it (`variable`).
  private static func authentication(
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
      authentication = Authentication(secret, kind: kind)
    case .basic:
      guard let user = try text("user") else {
        throw Problem(path: ["auth"], reason: "needs 'user' for Basic credentials")
      }
      authentication = Authentication(user, kind: .basic)
      authentication.secret = secret
    }
    authentication.origin = ServerSettingsFile.name
    return authentication
  }

  /// The value of the environment variable `name`, which must be set and not empty.
  private static func variable(
    _ name: String, path: [String], environment: [String: String]
  ) throws(Problem) -> String {
    guard let value = environment[name], !value.isEmpty else {
      throw Problem(path: path, reason: "names $\(name.prefix(60)), which is not set")
    }
    return value
  }

  /// The texts of a list of names, such as `secretHeaders`.
  private static func names(_ value: JSONValue, key: String) throws(Problem) -> [String] {
    guard let elements = value.array else {
      throw Problem(path: [key], reason: "must be a list of names")
    }
    var names: [String] = []
    for element in elements {
      guard let name = element.string, !name.isEmpty else {
        throw Problem(path: [key], reason: "must be a list of names")
      }
      names.append(name)
    }
    return names
  }

  /// `a, b or c`, quoted.
  private static func keyList(_ keys: [String]) -> String {
    keys.map { "'\($0)'" }.listedWithOr
  }
}
