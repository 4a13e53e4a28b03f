import Foundation
import ServerSettingsKit

/// What a client's options (``ClientOptions``), their environment variables and the server's
/// settings say: which server, with which credentials, how long to wait and what to keep.
public struct ClientSettings: Sendable, Hashable {
  /// The API root, or `nil` for a server the program runs itself (a sample API), which has no
  /// settings, no `.netrc` login and no folder of stored answers.
  public var baseURL: URL?
  /// The deadline of the network work (`--timeout`).
  public var timeout: Duration
  /// How many more times a read is tried after a transient failure (`--retries`).
  public var retries: Int
  /// The largest response accepted, in bytes (`--max-size`).
  public var maximumResponseSize: Int
  /// How stored answers are used (`--max-age`, `--refresh`, `--offline`, `--no-cache`).
  public var cache: CacheSettings
  /// The PEM file of certificate authorities trusted instead of the system's bundle
  /// (`--cacert`, `$SSL_CERT_FILE`), or `nil` for the bundle.
  public var certificateFile: String?
  /// Whether each request, and each one tried again, is said on standard error (`--verbose`).
  public var isVerbose: Bool
  /// The credentials of `-a` and `-A` (or their variables), else of `--netrc`, else of the
  /// server's settings; `nil` when none is given.
  public var authentication: Authentication?
  /// What the program's `servers.json` says of the server.
  public var server: ServerSettings
  /// Where the program's `servers.json` is, whether or not there is one; `nil` without
  /// `$XDG_CONFIG_HOME` or `$HOME`.
  public var settingsPath: String?

  /// The deadline when neither `--timeout` nor its variable is given.
  public static let defaultTimeout = Duration.seconds(30)
  /// The extra tries when `--retries` is not given.
  public static let defaultRetries = 2
  /// The largest response accepted when `--max-size` is not given: 16 MiB.
  public static let defaultMaximumResponseSize = 16 << 20

  public init(
    baseURL: URL?,
    timeout: Duration = defaultTimeout,
    retries: Int = defaultRetries,
    maximumResponseSize: Int = defaultMaximumResponseSize,
    cache: CacheSettings = CacheSettings(),
    certificateFile: String? = nil,
    isVerbose: Bool = false,
    authentication: Authentication? = nil,
    server: ServerSettings = ServerSettings(), settingsPath: String? = nil
  ) {
    self.baseURL = baseURL
    self.timeout = timeout
    self.retries = retries
    self.maximumResponseSize = maximumResponseSize
    self.cache = cache
    self.certificateFile = certificateFile
    self.isVerbose = isVerbose
    self.authentication = authentication
    self.server = server
    self.settingsPath = settingsPath
  }
}
