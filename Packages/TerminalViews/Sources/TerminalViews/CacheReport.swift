/// What the HTTP cache holds: where it is, whether it is on, and for each server how many
/// answers, their size and when the oldest arrived. `--json` prints it as it is.
public struct CacheReport: Encodable, Sendable, Hashable {
  public struct Server: Encodable, Sendable, Hashable {
    public var baseURL: String
    public var entries: Int
    /// Their size in bytes.
    public var bytes: Int
    /// When the oldest answer arrived, in ISO 8601.
    public var oldest: String?

    public init(baseURL: String, entries: Int, bytes: Int, oldest: String?) {
      self.baseURL = baseURL
      self.entries = entries
      self.bytes = bytes
      self.oldest = oldest
    }
  }

  /// The cache's folder, or `nil` when there is none.
  public var location: String?
  public var isEnabled: Bool
  public var servers: [Server]

  public init(location: String?, isEnabled: Bool, servers: [Server]) {
    self.location = location
    self.isEnabled = isEnabled
    self.servers = servers
  }
}
