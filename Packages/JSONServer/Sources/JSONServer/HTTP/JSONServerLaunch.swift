import Foundation
import HTTPServer

/// How a program starts json-server as json-server starts: the options given merged over those of
/// a configuration file (`json-server.json`), the routes file read, the database file read (made
/// with json-server's example data when it is missing, what writes killed midway left beside it
/// removed) or else the sample data, and what `/` serves chosen; then listening.
///
/// ```swift
/// var given = JSONServerConfig()
/// given.port = 0
/// let launch = JSONServerLaunch(
///   file: nil, given: given, workingDirectory: FileManager.default.temporaryDirectory)
/// let prepared = try launch.prepare { print($0) }
/// let server = try prepared.listen(log: nil)
/// // server.banner starts with "listening on http://127.0.0.1:"
/// await server.shutdown()
/// ```
public struct JSONServerLaunch: Sendable {
  /// What a launch says as it goes, in one line.
  public enum Notice: Sendable, Hashable, CustomStringConvertible {
    /// The database file did not exist: it was made with json-server's example data.
    case madeExampleDatabase(String)
    /// What writes killed midway left beside the database file was removed, as this says.
    case removedUnfinishedWrites(String)

    public var description: String {
      switch self {
      case .madeExampleDatabase(let file):
        "\(file) did not exist: made it with json-server's example data"
      case .removedUnfinishedWrites(let removed): removed
      }
    }
  }

  /// What is served, read and checked; ``listen(log:watch:now:)`` starts it.
  public struct Prepared: Sendable {
    /// The options in force: those given over the configuration file's.
    public var config: JSONServerConfig
    public var api: JSONServer
    /// What `/` and the files below it answer: a static folder, or the home page.
    public var files: StaticFiles
  }

  /// The database file; `nil` for the sample data.
  public var file: String?
  /// The options the command line gives; a configuration file gives the others.
  public var given: JSONServerConfig
  /// The configuration file named; `nil` for `json-server.json` of the working directory, when
  /// there is one.
  public var configFile: String?
  /// Where relative names are read from.
  public var workingDirectory: URL

  public init(
    file: String?, given: JSONServerConfig, configFile: String? = nil, workingDirectory: URL
  ) {
    self.file = file
    self.given = given
    self.configFile = configFile
    self.workingDirectory = workingDirectory
  }

  /// Reads and checks what is served, telling `notice` what it did on the way.
  ///
  /// - Throws: ``ServeError`` for a configuration file, a routes file, a database file or a static
  ///   folder that cannot be used, or `watch` with no file.
  public func prepare(notice: (Notice) -> Void) throws(ServeError) -> Prepared {
    let stored = try JSONServerConfig.load(path: configFile, workingDirectory: workingDirectory)
    let config = given.merged(over: stored ?? JSONServerConfig())
    if config.watch == true && file == nil {
      throw ServeError(
        .conflictingOptions,
        "option 'watch' of \(configFile ?? JSONServerConfig.defaultFileName) needs a FILE to watch")
    }
    var options = config.serverOptions
    if let routes = config.routes {
      guard let data = try? Data(contentsOf: URL(fileURLWithPath: routes)) else {
        throw ServeError(.unreadable, "cannot read the routes file '\(routes)'")
      }
      do throws(JSONServerError) {
        options.rewriteRules = try RewriteRules(parsing: data, fileName: routes)
      } catch {
        throw ServeError(.invalidContent, error.description)
      }
    }
    let api = try database(options: options, notice: notice)
    let files = try StaticFiles.chosen(
      staticFolder: config.staticFolder, workingDirectory: workingDirectory, api: api)
    return Prepared(config: config, api: api, files: files)
  }

  /// The database of ``file``, made with the example data when it is missing; else the sample
  /// data.
  private func database(
    options: JSONServerOptions, notice: (Notice) -> Void
  ) throws(ServeError) -> JSONServer {
    guard let file else { return JSONServer(sample: .standard, options: options) }
    let url = URL(fileURLWithPath: file)
    if try ExampleDatabase.createIfMissing(url) { notice(.madeExampleDatabase(file)) }
    if let removed = JSONServer.removeUnfinishedWrites(of: url) {
      notice(.removedUnfinishedWrites(removed))
    }
    do throws(JSONServerError) {
      return try JSONServer(contentsOf: url, options: options)
    } catch {
      throw ServeError(error.kind == .unreadable ? .unreadable : .invalidContent, error.description)
    }
  }
}

extension JSONServerLaunch.Prepared {
  /// Listens as the ``config`` says (its host, else `127.0.0.1`; its port, else 3000; its
  /// delay, compression and watching), each answer told to `log` (none when `quiet`), each
  /// change of the watched file to `watch`; its connections' timeouts on `now`.
  ///
  /// - Throws: ``ServeError`` when the address cannot be listened at.
  public func listen(
    log: (@Sendable (String) -> Void)?,
    watch: (@Sendable (DatabaseWatcher.Event) -> Void)? = nil,
    now: @escaping @Sendable () -> Duration = HTTPServerConfiguration.continuousTime
  ) throws(ServeError) -> JSONServerListener {
    do throws(HTTPServerError) {
      return try JSONServerListener(
        api: api, host: config.host ?? "127.0.0.1", port: config.port ?? 3_000,
        delay: .milliseconds(config.delay ?? 0), log: config.quiet == true ? nil : log,
        watch: config.watch == true ? watch : nil, files: files,
        compresses: config.noGzip != true, now: now)
    } catch {
      throw ServeError(.unavailable, error.description)
    }
  }
}
