import Foundation
import HTTPClientLive

/// What the HTTP cache holds: where it is, whether it is on, its size limit, and for each
/// server how many answers, their size, its share of the limit and when the oldest arrived.
/// `--json` prints it as it is.
public struct CacheReport: Encodable, Sendable, Hashable {
  public struct Server: Encodable, Sendable, Hashable {
    public var baseURL: String
    public var entries: Int
    /// Their size in bytes.
    public var bytes: Int
    /// When the oldest answer arrived, in ISO 8601.
    public var oldest: String?
    /// Its share of the limit in bytes, past which its own least recently used answers go
    /// first.
    public var share: Int

    public init(baseURL: String, entries: Int, bytes: Int, oldest: String?, share: Int) {
      self.baseURL = baseURL
      self.entries = entries
      self.bytes = bytes
      self.oldest = oldest
      self.share = share
    }
  }

  /// The cache's folder, or `nil` when there is none.
  public var location: String?
  public var isEnabled: Bool
  /// The most all servers' answers take together on disk, in bytes.
  public var limit: Int
  public var servers: [Server]

  public init(location: String?, isEnabled: Bool, limit: Int, servers: [Server]) {
    self.location = location
    self.isEnabled = isEnabled
    self.limit = limit
    self.servers = servers
  }
}

extension CacheReport {
  /// What `directory` holds, `nil` when there is no cache folder, with `isEnabled` as the
  /// settings say: each server's answers, their size and the oldest one's time, and its
  /// share of `limit`.
  public init(
    directory: CacheDirectory?, isEnabled: Bool, limit: Int = ResponseCache.defaultSizeLimit
  ) {
    self.init(
      location: directory?.root.path, isEnabled: isEnabled, limit: limit,
      servers: (directory?.servers(sizeLimit: limit) ?? []).map { server in
        Server(
          baseURL: server.baseURL, entries: server.summary.count, bytes: server.summary.size,
          oldest: server.summary.oldestResponseTime.map { $0.formatted(.iso8601) },
          share: server.share)
      })
  }
}
