extension NetworkClient {
  /// The version of this client, as sent in the default `User-Agent` (`NetworkClient/0.1.0`).
  public static let version = "0.1.0"
}
