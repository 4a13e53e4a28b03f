import Foundation
import HTTPClient
import JSONCoding
import ServerSettingsKit
import TestSupport
import Testing

@Suite struct ServerSettingsTests {
  func read(_ json: String, environment: [String: String] = [:]) throws -> ServerSettings {
    try ServerSettings(try JSONValue(parsing: Data(json.utf8)), environment: environment)
  }

  func problem(_ json: String, environment: [String: String] = [:]) -> ServerSettings.Problem? {
    do {
      _ = try read(json, environment: environment)
      return nil
    } catch let problem as ServerSettings.Problem {
      return problem
    } catch {
      return nil
    }
  }

  @Test func readsResourcesAsTheBrowserTakesThemAFinalSlashKept() throws {
    let settings = try read(#"{"resources": ["books:api/books/", "authors/", "tags"]}"#)

    checkEqual(settings.resources.map(\.name), ["books", "authors", "tags"])
    checkEqual(settings.resources.map(\.path), ["api/books/", "authors/", nil])
  }

  @Test func readsHeadersWithSecretsFromTheEnvironment() throws {
    let settings = try read(
      #"{"headers": {"Accept": " application/json ", "X-API-Key": {"variable": "KEY"}}}"#,
      environment: ["KEY": "k1"])

    checkEqual(settings.headers, ["Accept": "application/json", "X-API-Key": "k1"])
    checkEqual(settings.secretHeaderNames, ["x-api-key"], "a value from a variable is secret")
  }

  @Test func readsTheNamesOfSecretHeadersAndQueryParametersLowercased() throws {
    let settings = try read(#"{"secretHeaders": ["X-Tenant"], "secretQuery": ["Sig"]}"#)

    checkEqual(settings.secretHeaderNames, ["x-tenant"])
    checkEqual(settings.secretQueryNames, ["sig"])
  }

  @Test func readsQueryParametersWithSecretsFromTheEnvironmentInOrder() throws {
    let settings = try read(
      #"{"query": {"format": "json", "api_key": {"variable": "KEY"}}}"#, environment: ["KEY": "k1"])

    checkEqual(
      settings.queryItems,
      [
        URLQueryItem(name: "api_key", value: "k1"), URLQueryItem(name: "format", value: "json"),
      ])
    checkEqual(settings.secretQueryNames, ["api_key"], "a value from a variable is secret")
    checkEqual(
      problem(#"{"query": {"a": 1}}"#),
      ServerSettings.Problem(
        path: ["query", "a"], reason: #"must be text or {"variable": "NAME"}"#))
    checkEqual(
      problem(#"{"query": []}"#),
      ServerSettings.Problem(path: ["query"], reason: "must be an object of query parameters"))
  }

  @Test func readsHowTheServerTakesRecords() throws {
    let rails = try read(#"{"records": {"root": "singular", "extension": "json"}}"#)

    checkEqual(
      rails.records, RecordWriteConventions(pathExtension: "json", wrapsBodyInSingular: true))
    try checkEqual(read("{}").records, RecordWriteConventions())
    checkEqual(problem(#"{"records": {"root": "user"}}"#)?.reason, #"must be "singular""#)
    checkEqual(
      problem(#"{"records": {"extension": ".json"}}"#)?.reason,
      "must be a format's name of letters and digits, such as json")
    checkEqual(
      problem(#"{"records": {"wrap": true}}"#)?.reason,
      "is not a setting (expected 'root', 'extension', 'trailingSlash', 'format' or 'update')")
    try checkEqual(read(#"{"records": {"update": "POST"}}"#).records.updateMethod, "POST")
    checkEqual(
      problem(#"{"records": {"update": "DELETE"}}"#)?.reason, "must be 'PATCH', 'POST' or 'PUT'")
    checkEqual(
      problem(#"{"records": {"format": "xml"}}"#)?.reason, "must be 'json', 'form' or 'jsonapi'")
    checkEqual(problem(#"{"records": {"trailingSlash": "yes"}}"#)?.reason, "must be true or false")
    var django = RecordWriteConventions()
    (django.trailingSlash, django.format) = (true, .form)
    try checkEqual(read(#"{"records": {"trailingSlash": true, "format": "form"}}"#).records, django)
    checkEqual(problem(#"{"records": []}"#)?.path, ["records"])
  }

  @Test func readsTheParametersTheServerNamesItsPagesBy() throws {
    try checkEqual(read("{}").paging, .jsonServer)
    try checkEqual(
      read(#"{"paging": {"page": "page", "size": "size", "first": 0}}"#).paging,
      Paging.numbered(page: "page", size: "size", from: 0))
    try checkEqual(
      read(#"{"paging": {"size": "limit"}}"#).paging, Paging.linkHeader(size: "limit"))
    try checkEqual(read(#"{"paging": {}}"#).paging, Paging.unpaged)
    checkEqual(
      problem(#"{"paging": {"first": 2}}"#),
      ServerSettings.Problem(path: ["paging", "first"], reason: "must be 0 or 1"))
    checkEqual(
      problem(#"{"paging": {"page": ""}}"#),
      ServerSettings.Problem(path: ["paging", "page"], reason: "must be a parameter's name"))
    checkEqual(
      problem(#"{"paging": {"limit": "n"}}"#)?.reason,
      "is not a setting (expected 'page', 'size' or 'first')")
    checkEqual(problem(#"{"paging": "page"}"#)?.path, ["paging"])
  }

  @Test func readsAuthAsDashAAndDashADashA() throws {
    let bearer = try read(
      #"{"auth": {"type": "bearer", "variable": "TOKEN"}}"#, environment: ["TOKEN": "t1"])
    let basic = try read(#"{"auth": {"user": "ada", "secret": "pw"}}"#)

    checkEqual(bearer.authentication?.credentials, .bearer("t1"))
    checkEqual(bearer.authentication?.origin, "servers.json")
    checkEqual(basic.authentication?.credentials, .basic(user: "ada", password: "pw"))
    checkEqual(basic.authentication?.description, "Basic credentials of the user 'ada'")
    let token = try read(#"{"auth": {"type": "token", "secret": "9944b09"}}"#)
    checkEqual(token.authentication?.credentials, .apiKey("Token 9944b09", header: "Authorization"))
    checkEqual(
      problem(#"{"auth": {"type": "token", "user": "ada", "secret": "s"}}"#)?.reason,
      "does not apply to a Token")
  }

  @Test(
    arguments: [
      (
        #"[]"#, [],
        "must be an object of 'headers', 'query', 'auth', 'oauth', 'secretHeaders', 'secretQuery', 'records', "
          + "'paging' or 'resources'"
      ),
      (
        #"{"header": {}}"#, ["header"],
        "is not a setting (expected 'headers', 'query', 'auth', 'oauth', 'secretHeaders', 'secretQuery', "
          + "'records', 'paging' or 'resources')"
      ),
      (#"{"headers": []}"#, ["headers"], "must be an object of header fields"),
      (#"{"headers": {"X Key": "a"}}"#, ["headers", "X Key"], "is not a header field name"),
      (#"{"headers": {"A": 1}}"#, ["headers", "A"], #"must be text or {"variable": "NAME"}"#),
      (#"{"headers": {"A": "a\nb"}}"#, ["headers", "A"], "holds a line break"),
      (
        #"{"headers": {"A": {"variable": "UNSET"}}}"#, ["headers", "A", "variable"],
        "names $UNSET, which is not set (export UNSET=… to send it)"
      ),
      (
        #"{"auth": {"type": "digest", "secret": "s"}}"#, ["auth", "type"],
        "must be basic, bearer or token"
      ),
      (#"{"auth": {"secret": "s"}}"#, ["auth"], "needs 'user' for Basic credentials"),
      (#"{"auth": {"type": "bearer"}}"#, ["auth"], "needs 'secret' or 'variable'"),
      (
        #"{"auth": {"type": "bearer", "secret": "s", "variable": "V"}}"#, ["auth", "variable"],
        "and 'secret' cannot both be given"
      ),
      (
        #"{"auth": {"type": "bearer", "user": "ada", "secret": "s"}}"#, ["auth", "user"],
        "does not apply to a bearer token"
      ),
      (
        #"{"auth": {"token": "s"}}"#, ["auth", "token"],
        "is not a setting (expected 'type', 'user', 'secret' or 'variable')"
      ),
      (#"{"secretHeaders": "X-A"}"#, ["secretHeaders"], "must be a list of names"),
      (#"{"secretHeaders": ["X A"]}"#, ["secretHeaders"], "'X A' is not a header field name"),
      (#"{"secretQuery": [""]}"#, ["secretQuery"], "must be a list of names"),
      (#"{"resources": "posts"}"#, ["resources"], "must be a list of names"),
      (
        #"{"resources": ["orders:"]}"#, ["resources"],
        "'orders:' is not a resource (expected NAME or NAME:PATH)"
      ),
      (#"{"resources": ["a", "a:x"]}"#, ["resources"], "names 'a' twice"),
    ] as [(String, [String], String)])
  func namesTheKeyAndWhyOfEachMistake(json: String, path: [String], reason: String) {
    checkEqual(problem(json), ServerSettings.Problem(path: path, reason: reason))
  }
}
