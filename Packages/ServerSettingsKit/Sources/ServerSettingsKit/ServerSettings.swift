import ArgumentParsing
import Foundation
import HTTPBasics
import HTTPClient
import JSONCoding

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
public struct ServerSettings: Sendable, Hashable {
  /// The header fields sent with every request, by name, those named secret included.
  public var headers: [String: String] = [:]
  /// The names of the header fields whose values are secret beyond
  /// `Credentials.standardHeaderNames`, lowercased: those of `secretHeaders`, and every field
  /// whose value is read from an environment variable.
  public var secretHeaderNames: Set<String> = []
  /// The query parameters sent with every request, in the order of their names (`query`).
  public var queryItems: [URLQueryItem] = []
  /// The names of the query parameters that carry credentials beyond `CredentialQuery.names`,
  /// lowercased: those of `secretQuery`, and every parameter of `query` whose value is read
  /// from an environment variable.
  public var secretQueryNames: Set<String> = []
  /// The credentials of `auth`, sent when the program is given none otherwise (an option,
  /// `.netrc`).
  public var authentication: Authentication?
  /// The OAuth 2 tokens of `oauth`, sent when the program is given no credentials otherwise.
  public var oauth: OAuthSettings?
  /// How the server takes records (`records`): a format extension on its paths, a body
  /// wrapped under the collection's singular.
  public var records = RecordWriteConventions()
  /// The query parameters the server names its pages by (`paging`); `nil` when its settings
  /// do not say.
  public var statedPaging: Paging?
  /// How the server pages: as ``statedPaging`` says, else json-server's parameters.
  public var paging: Paging {
    statedPaging ?? .jsonServer
  }
  /// The resources a browser shows of the server when a person names none (`resources`), each
  /// as `NamedResource/init(parsing:)` reads it: `NAME` or `NAME:PATH`.
  public var resources: [NamedResource] = []

  /// The keys a server's settings may have.
  public static let keys = [
    "headers", "query", "auth", "oauth", "secretHeaders", "secretQuery", "records", "paging",
    "resources",
  ]
  /// The keys of `auth`.
  public static let authenticationKeys = ["type", "user", "secret", "variable"]

  /// What is wrong with a server's settings: the key, as a path from the server's
  /// (`auth.type`), and why.
  public struct Problem: Error, Sendable, Hashable {
    public var path: [String]
    public var reason: String

    public init(path: [String], reason: String) {
      self.path = path
      self.reason = reason
    }
  }

  /// The settings of one server, as `value` gives them, with the secrets kept in environment
  /// variables read from `environment`.
  ///
  /// - Throws: ``Problem`` for a key that is not one of ``keys``, a value of the wrong kind, a
  ///   header field name that is not a token, a value with a line break, or a variable that is
  ///   not set.
  public init(_ value: JSONValue, environment: [String: String]) throws(Problem) {
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
      case "oauth":
        oauth = try Self.oauth(member.value, environment: environment)
      case "records":
        records = try Self.records(member.value)
      case "paging":
        statedPaging = try Paging(settings: member.value)
      case "secretHeaders":
        for name in try Self.names(member.value, key: member.name) {
          guard name.isHTTPToken else {
            throw Problem(
              path: [member.name], reason: "'\(name.prefix(60))' is not a header field name")
          }
          secretHeaderNames.insert(name.lowercased())
        }
      case "resources":
        var names: Set<String> = []
        for text in try Self.names(member.value, key: member.name) {
          guard let resource = NamedResource(parsing: text) else {
            throw Problem(
              path: [member.name],
              reason: "'\(text.prefix(60))' is not a resource (expected NAME or NAME:PATH)")
          }
          guard names.insert(resource.name).inserted else {
            throw Problem(path: [member.name], reason: "names '\(resource.name)' twice")
          }
          resources.append(resource)
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
    if authentication != nil, oauth != nil {
      throw Problem(path: ["oauth"], reason: "and 'auth' cannot both be given")
    }
  }

  /// No settings: json-server's conventions, no header field, parameter or credentials.
  public init() {}

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

  /// The members of the object `value` at `key` (an object of `things`), each with its text and
  /// whether it is secret (see ``text(_:path:environment:)``).
  static func values(
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
  static func text(
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

  /// The value of the environment variable `name`, which must be set and not empty.
  static func variable(
    _ name: String, path: [String], environment: [String: String]
  ) throws(Problem) -> String {
    guard let value = environment[name], !value.isEmpty else {
      let shown = name.prefix(60)
      throw Problem(
        path: path, reason: "names $\(shown), which is not set (export \(shown)=… to send it)")
    }
    return value
  }

  /// The texts of a list of names, such as `secretHeaders`, at `path` (`[key]` by default).
  static func names(
    _ value: JSONValue, key: String, at path: [String]? = nil
  ) throws(Problem) -> [String] {
    guard let elements = value.array else {
      throw Problem(path: path ?? [key], reason: "must be a list of names")
    }
    var names: [String] = []
    for element in elements {
      guard let name = element.string, !name.isEmpty else {
        throw Problem(path: path ?? [key], reason: "must be a list of names")
      }
      names.append(name)
    }
    return names
  }

  /// `a, b or c`, quoted.
  static func keyList(_ keys: [String]) -> String {
    keys.map { "'\($0)'" }.listedWithOr
  }
}
