import Foundation
import HTTPClient
import TestSupport
import Testing

@testable import HTTPClientLive

@Suite("CacheKey")
struct CacheKeyTests {
  private let url = URL(string: "https://u:secret@api.example/repos/o/r/issues?page=2")

  @Test("without credentials, the key is the URL without its password")
  func withoutCredentials() throws {
    let plain = try #require(URL(string: "https://api.example/issues?page=2"))

    checkEqual(CacheKey(url: plain).text, "GET https://api.example/issues?page=2")
    checkEqual(CacheKey(url: plain).credentials, nil)
  }

  @Test("the credentials are an HMAC of their fields and the password, never a bare hash")
  func credentialsAreHashed() throws {
    let url = try #require(url)
    let credentialKey = CredentialKey(bytes: Array(repeating: 7, count: CredentialKey.length))
    let key = CacheKey(
      url: url, requestHeaders: ["Authorization": "Bearer t", "Accept": "a"],
      keyedBy: credentialKey)

    let text = "authorization: Bearer t\npassword in the URL: secret"
    checkEqual(
      key.text,
      "GET https://u@api.example/repos/o/r/issues?page=2 credentials=\(credentialKey.digest(text))")
    check(!key.text.contains("secret") && !key.text.contains("Bearer"))
    check(!key.text.contains(SHA256.hexDigest(of: text)), "no bare hash")
    check(
      key != CacheKey(url: url, requestHeaders: ["Authorization": "Bearer t"]),
      "another key, another digest")
  }

  @Test("the credentials' fields are hashed sorted by name, whatever order they come in")
  func credentialFieldsAreSortedByName() throws {
    let url = try #require(url)
    let names = ["x-f", "x-b", "x-e", "x-a", "x-d", "x-c"]
    let fields = Dictionary(uniqueKeysWithValues: names.map { ($0.uppercased(), "v-\($0)") })
    let key = CacheKey(url: url, requestHeaders: fields, credentialHeaders: Set(names))

    // Two dictionaries of the same keys iterate alike within a process: the digest is pinned.
    let expected = CredentialKey.process.digest(
      "x-a: v-x-a\nx-b: v-x-b\nx-c: v-x-c\nx-d: v-x-d\nx-e: v-x-e\nx-f: v-x-f\n"
        + "password in the URL: secret")
    checkEqual(key.credentials, expected)
  }

  @Test("other credentials, a field's case aside, make another key")
  func credentialsKeepKeysApart() throws {
    let url = try #require(url)
    let first = CacheKey(url: url, requestHeaders: ["Authorization": "Bearer a"])

    checkEqual(first, CacheKey(url: url, requestHeaders: ["authorization": "Bearer a"]))
    check(first != CacheKey(url: url, requestHeaders: ["Authorization": "Bearer b"]))
    check(first != CacheKey(url: url))
    check(
      CacheKey(url: url, requestHeaders: ["X-API-Key": "1"], credentialHeaders: ["x-api-key"])
        != CacheKey(url: url, requestHeaders: ["X-API-Key": "2"], credentialHeaders: ["x-api-key"]))
    checkEqual(
      CacheKey(url: url, requestHeaders: ["Accept": "1"]),
      CacheKey(url: url, requestHeaders: ["Accept": "2"]))
  }

  @Test("a credential in the query is hashed, its value REDACTED in the key's URL")
  func queryCredentialsAreHashed() throws {
    let first = try #require(URL(string: "https://api.example/items?page=2&api_key=k%201"))
    let second = try #require(URL(string: "https://api.example/items?page=2&api_key=k2"))
    let key = CacheKey(url: first)

    checkEqual(key.url.absoluteString, "https://api.example/items?page=2&api_key=REDACTED")
    checkEqual(key.credentials, CredentialKey.process.digest("query: api_key=k%201"))
    check(!key.text.contains("k%201"))
    check(key != CacheKey(url: second), "another key's answers are kept apart")
    checkEqual(CacheKey(text: key.text), key)
  }

  @Test("a key's text reads back as the same key; other text is no key")
  func roundTrip() throws {
    let url = try #require(url)
    let keys = [CacheKey(url: url), CacheKey(url: url, requestHeaders: ["Cookie": "s=1"])]

    for key in keys {
      checkEqual(CacheKey(text: key.text), key)
    }
    for text in [
      "", "GET", "POST https://a.example/", "GET https://a.example/ extra", "GET  x y z",
    ] {
      checkEqual(CacheKey(text: text), nil)
    }
  }

  @Test("a query parameter the task names as a credential is hashed, never written")
  func additionalCredentialQueryNames() throws {
    let url = try #require(URL(string: "https://api.example/issues?sig=s1&page=2"))
    let other = try #require(URL(string: "https://api.example/issues?sig=s2&page=2"))

    let (key, otherKey) = CredentialQuery.$additionalNames.withValue(["sig"]) {
      (CacheKey(url: url), CacheKey(url: other))
    }

    checkEqual(key.url.absoluteString, "https://api.example/issues?sig=REDACTED&page=2")
    check(key.credentials != nil && key.credentials != otherKey.credentials)
    check(!key.text.contains("s1"))
    checkEqual(CacheKey(url: url).credentials, nil, "outside the task, sig is no credential")
  }

  @Test("a header or parameter secret by its name keys answers apart; a page token does not")
  func secretsByTheirNames() throws {
    let url = try #require(URL(string: "https://gitlab.example/api/projects?pageToken=p2"))
    let one = CacheKey(url: url, requestHeaders: ["PRIVATE-TOKEN": "glpat-1"])
    let other = CacheKey(url: url, requestHeaders: ["PRIVATE-TOKEN": "glpat-2"])
    let withQuery = try #require(URL(string: "https://gitlab.example/api?private_token=glpat-1"))

    check(one != other && one.credentials != nil)
    check(!one.text.contains("glpat"))
    checkEqual(one.url.query, "pageToken=p2")
    checkEqual(
      CacheKey(url: withQuery).url.absoluteString,
      "https://gitlab.example/api?private_token=REDACTED")
  }
}
