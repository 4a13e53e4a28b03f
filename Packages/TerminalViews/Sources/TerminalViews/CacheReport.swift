/// What the HTTP cache holds: where it is, whether it is on, and for each server how many
/// answers, their size and when the oldest arrived. `--json` prints it as it is.
public struct CacheReport: Encodable, Sendable, Hashable {
  /// The answers stored for one server.
  public struct Server: Encodable, Sendable, Hashable {
    /// The server's root address.
    public var baseURL: String
    /// How many answers are stored.
    public var entries: Int
    /// Their size in bytes.
    public var bytes: Int
    /// When the oldest answer arrived, in ISO 8601.
    public var oldest: String?

    /// The answers of `baseURL`: `entries` of them, `bytes` in all, the oldest from `oldest`.
    public init(baseURL: String, entries: Int, bytes: Int, oldest: String?) {
      self.baseURL = baseURL
      self.entries = entries
      self.bytes = bytes
      self.oldest = oldest
    }
  }

  /// The cache's folder, or `nil` when there is none.
  public var location: String?
  /// Whether the cache is used.
  public var isEnabled: Bool
  /// The servers with stored answers.
  public var servers: [Server]

  /// A report of the cache at `location`, on or off, holding answers of `servers`.
  public init(location: String?, isEnabled: Bool, servers: [Server]) {
    self.location = location
    self.isEnabled = isEnabled
    self.servers = servers
  }
}
