import BrowseKit
import Foundation
import HTTPClient
import JSONPlaceholderBrowse
import TerminalKit

/// `app browse`: a full-screen program on the process's terminal to move through an API's
/// resources, with the same features as the one-shot commands.
///
/// ```swift
/// let collections = RecordCollections.unimplemented
/// let ending = await Browser(usesColor: true, collections: collections).run()
/// ```
///
/// The terminal is restored whenever ``run()`` returns. While it runs, the browser takes
/// `SIGTERM`, `SIGHUP` and `SIGQUIT` over from `TerminationSignals` of `TerminalKit`: it sends
/// the deletions still in their undo window, then returns `Ending.terminated(signal:)`, and
/// the program should end with `TerminationSignals.end(by:)`.
public struct Browser: Sendable {
  /// How a run of the browser ended.
  public typealias Ending = BrowseEnding

  private let usesColor: Bool
  private let warnings: AsyncStream<[String]>?
  private let isOffline: Bool
  private let colorDepth: ColorDepth
  private let server: String
  private let usesMouse: Bool
  private let baseURL: URL?
  private let historyFile: URL?
  private let catalog: ResourceCatalog
  private let catalogUpdates: AsyncStream<ResourceCatalog>?
  private let collections: RecordCollections

  /// Creates the browser of `catalog`'s resources, each a tab, read and written through
  /// `collections`, drawing styles when `usesColor`.
  ///
  /// `warnings` delivers what the cache has to say as it stands each time it changes, such as
  /// that it cannot store; the status line shows the last line. Each screen shows first what
  /// `collections` has stored, `updated 3 minutes ago`, then asks the server again in the
  /// background, unless `isOffline` says it may not use the network. The photos' swatches
  /// are drawn at `colorDepth` when `usesColor`. The header names `server`, the API the data
  /// comes from: ``serverName(of:)`` of its base URL, or `sample`; `y` copies a record's URL
  /// on `baseURL`, or its id without one (the sample data). With `usesMouse`, the terminal
  /// reports the mouse: clicks select, open and switch tabs, and the wheel scrolls; Shift held
  /// keeps the terminal's own selection. The commands run on the command line are kept in
  /// `historyFile` (the last 100, private to the user), and ↑ brings back those of the runs
  /// before; a file that cannot be read or written is passed over. Each catalog
  /// `catalogUpdates` delivers whose resources are not the tabs shown (the server's, found
  /// behind tabs kept from an earlier start) takes their place, without a restart.
  public init(
    usesColor: Bool, warnings: AsyncStream<[String]>? = nil,
    isOffline: Bool = false, colorDepth: ColorDepth = .indexed256, server: String = "",
    baseURL: URL? = nil, usesMouse: Bool = true, historyFile: URL? = nil,
    catalog: ResourceCatalog = .jsonPlaceholder,
    catalogUpdates: AsyncStream<ResourceCatalog>? = nil,
    collections: RecordCollections = .unimplemented
  ) {
    self.catalog = catalog
    self.catalogUpdates = catalogUpdates
    self.collections = collections
    self.historyFile = historyFile
    self.server = server
    self.baseURL = baseURL
    self.usesMouse = usesMouse
    self.usesColor = usesColor
    self.warnings = warnings
    self.isOffline = isOffline
    self.colorDepth = colorDepth
  }

  /// Runs on the process's terminal until the person quits.
  public func run() async -> Ending {
    let session = BrowseSession(
      terminal: SystemTerminal.shared, usesColor: usesColor,
      warnings: warnings, isOffline: isOffline, colorDepth: colorDepth, server: server,
      usesMouse: usesMouse, baseURL: baseURL, historyFile: historyFile, catalog: catalog,
      collections: collections)
    let stopTakingSignals = TerminationSignals.handle(naming: {
      [continuation = session.continuation] signalNumber in
      continuation.yield(.end(.terminated(signal: signalNumber)))
    })
    defer { stopTakingSignals() }
    let updates = catalogUpdates.map { updates in
      Task {
        for await catalog in updates {
          await session.replaceCatalog(with: catalog)
        }
      }
    }
    defer { updates?.cancel() }
    return await session.run()
  }

  /// The short name of the API at `baseURL` for the header: its host, with its port when it
  /// has one (`jsonplaceholder.typicode.com`, `127.0.0.1:3999`, `[::1]:3999`). The user name
  /// and password of the address are never part of it, nor its path.
  public static func serverName(of baseURL: URL) -> String {
    guard let components = URLComponents(url: baseURL, resolvingAgainstBaseURL: false),
      let host = components.host, !host.isEmpty
    else { return baseURL.scheme ?? "" }
    let shownHost = host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host
    let name = components.port.map { "\(shownHost):\($0)" } ?? shownHost
    return name.sanitizedForTerminalLine
  }
}
