import Foundation
import HTTPClient
import TestSupport
import Testing

@testable import HTTPClientLive

/// The key a folder's digests of credentials are made under: kept beside its entries, its
/// owner's alone, the same for every store of the folder, and never a bare hash of a secret in
/// any file of it.
@Suite struct CredentialKeyTests {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("credential-key-\(UUID().uuidString)", isDirectory: true)

  static let received = Date(timeIntervalSince1970: 1_700_000_000)

  func answer(_ path: String) -> CachedResponse {
    CachedResponse(
      url: URL(string: "https://api.example\(path)") ?? URL(fileURLWithPath: "/"), status: 200,
      headers: ["cache-control": "max-age=60", "vary": "Authorization"], body: Data("[]".utf8),
      requestTime: Self.received, responseTime: Self.received, varyingRequestHeaders: [:])
  }

  @Test func noFileOfTheFolderHoldsABareHashOfTheCredentials() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let credentials = ["Authorization": "Basic YWRhOnB3"]
    let cache = HTTPCache(store: DiskCacheStore(directory: directory))

    try cache.keep(answer("/user"), requestHeaders: credentials)

    let forms = [
      "authorization: Basic YWRhOnB3", "Basic YWRhOnB3", "YWRhOnB3", "ada:pw", "pw",
      "authorization: Basic YWRhOnB3\n",
    ]
    let bare = Set(forms.map { SHA256.hexDigest(of: $0) })
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    for name in names {
      let text = String(
        decoding: try Data(contentsOf: directory.appendingPathComponent(name)), as: UTF8.self)
      check(bare.allSatisfy { !text.contains($0) }, "\(name) holds a bare hash")
      check(!text.contains("YWRhOnB3"), "\(name) holds the credentials")
    }
    let keyFile = directory.appendingPathComponent(CredentialKey.fileName)
    checkEqual(try Data(contentsOf: keyFile).count, CredentialKey.length)
    let mode = try FileManager.default.attributesOfItem(atPath: keyFile.path)[.posixPermissions]
    checkEqual((mode as? NSNumber)?.intValue, 0o600)
  }

  @Test func anotherStoreOfTheFolderFindsWhatOneKept() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let credentials = ["Authorization": "Bearer t0k"]
    try HTTPCache(store: DiskCacheStore(directory: directory))
      .keep(answer("/user"), requestHeaders: credentials)

    let later = HTTPCache(store: DiskCacheStore(directory: directory))
    let found = later.lookup(
      URL(string: "https://api.example/user") ?? URL(fileURLWithPath: "/"),
      requestHeaders: credentials, policy: .init(), now: Self.received)
    let other = later.lookup(
      URL(string: "https://api.example/user") ?? URL(fileURLWithPath: "/"),
      requestHeaders: ["Authorization": "Bearer other"], policy: .init(), now: Self.received)

    guard case .stored = found else {
      Issue.record("expected the stored answer, got \(found)")
      return
    }
    checkEqual(other, .miss)
  }

  @Test func aFolderOfAnotherKeyStoresNothingTheKeyCouldNotFind() throws {
    defer { try? FileManager.default.removeItem(at: directory) }
    let first = DiskCacheStore(directory: directory)
    let second = DiskCacheStore(directory: directory)
    _ = second.credentialKey
    try HTTPCache(store: first).keep(answer("/a"), requestHeaders: ["Authorization": "Bearer a"])

    try HTTPCache(store: second).keep(answer("/b"), requestHeaders: ["Authorization": "Bearer b"])

    checkEqual(second.credentialKey, first.credentialKey, "the key kept first is the folder's")
    checkEqual(second.summary().count, 1, "the entry made with the other key is not kept")
  }
}
