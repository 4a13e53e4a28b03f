import NetworkClient

/// `app browse`: a full-screen program on the process's terminal to move through the posts
/// and the users, with the same features as the one-shot commands.
///
/// ```swift
/// let ending = await Browser(client: client, usesColor: true).run()
/// ```
///
/// The terminal is restored whenever ``run()`` returns; `SIGTERM` and `SIGHUP` should call
/// ``FullScreenTerminal/restore()`` before the program ends.
public struct Browser: Sendable {
  /// How the browser ended.
  public enum Ending: Sendable, Hashable {
    /// The person quit with `q`.
    case quit
    /// Ctrl-C, as a key or as `SIGINT`.
    case interrupted
    /// The terminal could not be used, for this reason.
    case failed(String)
  }

  private let client: NetworkClient
  private let usesColor: Bool
  private let warnings: AsyncStream<[String]>?

  /// Creates the browser, loading through `client` and drawing styles when `usesColor`.
  ///
  /// `warnings` delivers what the cache has to say as it stands each time it changes, such as
  /// `showing data from 5 seconds ago: …`; the status line shows the last line.
  public init(client: NetworkClient, usesColor: Bool, warnings: AsyncStream<[String]>? = nil) {
    self.client = client
    self.usesColor = usesColor
    self.warnings = warnings
  }

  /// Runs on the process's terminal until the person quits.
  public func run() async -> Ending {
    let session = BrowseSession(
      terminal: SystemTerminal.shared, client: client, usesColor: usesColor,
      warnings: warnings)
    return await session.run()
  }
}
