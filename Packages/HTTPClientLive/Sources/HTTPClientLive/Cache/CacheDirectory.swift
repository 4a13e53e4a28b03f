import Foundation
import HTTPClient

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder that holds the disk caches of several servers, one folder per API root, so that two
/// servers' answers never mix.
///
/// Each server's folder is named after its API root, readable and unique (such as
/// `jsonplaceholder.typicode.com-1a2b3c4d5e6f7a8b`), and holds a file naming the root, so that
/// ``servers(sizeLimit:)`` can say whose it is. A root's user name is part of it, so that different users
/// of one server never share answers; its password never is, and no file holds it.
///
/// The folders are private (`0700`, their files `0600`). `root` may be a symbolic link: the
/// folder it leads to is made private, and one another user owns is not written in. A server's
/// folder that is a symbolic link is not the cache's: nothing is read or written through it.
public struct CacheDirectory: Sendable, Hashable {
  public var root: URL

  /// A cache folder at `root`, which need not exist yet.
  public init(root: URL) {
    self.root = root
  }

  /// The standard cache folder of the program `name` in `environment`:
  /// `$XDG_CACHE_HOME/name` when that is an absolute path, else `$HOME/.cache/name`; `nil`
  /// when neither is set.
  public static func standard(named name: String, environment: [String: String]) -> Self? {
    if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") {
      return Self(root: URL(fileURLWithPath: base, isDirectory: true).appendingPathComponent(name))
    }
    guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
    return Self(
      root: URL(fileURLWithPath: home, isDirectory: true)
        .appendingPathComponent(".cache").appendingPathComponent(name))
  }

  /// One server's stored answers.
  public struct Server: Sendable, Hashable {
    /// The server's API root, as its folder names it, or the folder's name when it does not.
    public var baseURL: String
    public var directory: URL
    public var summary: CacheSummary
    /// Its share of the folder's size limit, in bytes: an equal part for each server with
    /// answers stored. Past it, a write of this server evicts its own answers first, and a
    /// write of another server may evict them.
    public var share: Int
  }

  /// The folder of the API root `baseURL`; a root with and without a final `/` is one server,
  /// and so are the long and short forms of one IPv6 address.
  public func directory(for baseURL: URL) -> URL {
    let baseURL = baseURL.withCanonicalIPv6Host
    let readable = (baseURL.host ?? "server") + (baseURL.port.map { "_\($0)" } ?? "")
    let name = String(
      String.UnicodeScalarView(
        readable.unicodeScalars.map { scalar in
          scalar.isASCII
            && (scalar.properties.isAlphabetic || scalar.properties.numericType != nil
              || scalar == "." || scalar == "-" || scalar == "_")
            ? scalar : "_"
        }))
    return root.appendingPathComponent(
      "\(name.prefix(64))-\(FNV1a.hexDigest(of: Self.rootText(of: baseURL)))", isDirectory: true)
  }

  /// The disk cache of the API root `baseURL` in its own folder, the folders of every server
  /// here taking at most `sizeLimit` bytes together, each server with answers stored an equal
  /// share of it: a server past its share evicts its own least recently used answers first,
  /// and one within it never loses answers to another's writes; see
  /// ``ResponseCache/disk(directory:sizeLimit:policy:now:)``.
  public func cache(
    for baseURL: URL, sizeLimit: Int = ResponseCache.defaultSizeLimit,
    policy: CachePolicy = CachePolicy(), now: @escaping @Sendable () -> Date = Date.init
  ) -> ResponseCache {
    ResponseCache(
      http: HTTPCache(
        store: DiskCacheStore(
          directory: directory(for: baseURL), sizeLimit: sizeLimit, sharedFolder: root,
          origin: Self.rootText(of: baseURL), now: now)),
      policy: policy, now: now)
  }

  /// Every server with a folder here, in the order of their roots: the folders that name their
  /// root or hold stored answers, each with its share of `sizeLimit`. Anything else in the
  /// folder is not the cache's, and is left alone.
  public func servers(sizeLimit: Int = ResponseCache.defaultSizeLimit) -> [Server] {
    let servers = PrivateFiles.names(in: root).compactMap { name -> Server? in
      let folder = root.appendingPathComponent(name, isDirectory: true)
      guard !PrivateFiles.isSymbolicLink(folder), PrivateFiles.isDirectory(folder) else {
        return nil
      }
      let origin =
        (try? String(
          contentsOf: folder.appendingPathComponent(DiskCacheStore.originFileName),
          encoding: .utf8))?
        .trimmingCharacters(in: .whitespacesAndNewlines)
      let summary = DiskCacheStore(directory: folder, sharedFolder: root).summary()
      guard origin != nil || summary.count > 0 else { return nil }
      return Server(
        baseURL: origin.flatMap { $0.isEmpty ? nil : $0.withoutURLPassword } ?? name,
        directory: folder, summary: summary, share: sizeLimit)
    }
    let holders = max(1, servers.count { $0.summary.count > 0 })
    return servers.map { server in
      var server = server
      server.share = sizeLimit / holders
      return server
    }
    .sorted { $0.baseURL < $1.baseURL }
  }

  /// Removes the folder of the API root `baseURL` with everything stored in it; returns what
  /// it held. A folder that is a symbolic link is removed as a link, never what it points to.
  @discardableResult
  public func removeCache(for baseURL: URL) throws -> CacheSummary {
    let folder = directory(for: baseURL)
    let held = servers().first { $0.directory.standardizedFileURL == folder.standardizedFileURL }
    let empty = CacheSummary(count: 0, size: 0, oldestResponseTime: nil)
    guard PrivateFiles.isDirectory(root) else { return empty }
    try CacheLock.withLock(in: root) {
      var status = stat()
      if lstat(folder.path, &status) == 0 {
        try FileManager.default.removeItem(at: folder)
      }
      CacheLedger(folder: root).forget()
    }
    return held?.summary ?? empty
  }

  /// Removes every server's folder and what it held, and the folder itself once nothing else is
  /// in it; returns what they held.
  @discardableResult
  public func removeAll() throws -> CacheSummary {
    var total = CacheSummary(count: 0, size: 0, oldestResponseTime: nil)
    guard PrivateFiles.isDirectory(root) else { return total }
    let servers = servers()
    try CacheLock.withLock(in: root) {
      for server in servers {
        try FileManager.default.removeItem(at: server.directory)
        total.count += server.summary.count
        total.size += server.summary.size
        total.oldestResponseTime = [total.oldestResponseTime, server.summary.oldestResponseTime]
          .compactMap { $0 }.min()
      }
      CacheLedger(folder: root).forget()
    }
    if PrivateFiles.names(in: root) == [CacheLock.fileName] {
      unlink(root.appendingPathComponent(CacheLock.fileName).path)
      rmdir(root.path)
    }
    return total
  }

  /// `baseURL` as the folders name it, so that other settings kept per server can be keyed as
  /// the cache keys them: without a final `/`, which names the same root, nor any password,
  /// and an IPv6 host in its shortest form, which names the same server.
  ///
  /// ```swift
  /// guard let url = URL(string: "http://ada:pw@[::0001]:3000/api/") else { return }
  /// let root = CacheDirectory.rootText(of: url)
  /// // root == "http://ada@[::1]:3000/api"
  /// ```
  public static func rootText(of baseURL: URL) -> String {
    var text = baseURL.withCanonicalIPv6Host.withoutPassword.absoluteString
    while text.hasSuffix("/"), !text.hasSuffix("://") {
      text.removeLast()
    }
    return text
  }
}
