import BrowseKit
import Foundation
import HTTPClient
import JSONPlaceholderBrowse
import TerminalKit

extension BrowseSession {
  /// A session of JSONPlaceholder's browser, or of `catalog`'s, reading and writing through
  /// `collections`; the rest as ``init(terminal:browser:usesColor:clock:warnings:isOffline:colorDepth:server:usesMouse:baseURL:historyFile:openURL:editor:catalog:collections:)``
  /// says.
  init(
    terminal: any TerminalDevice, usesColor: Bool,
    clock: any Clock<Duration> = ContinuousClock(), warnings: AsyncStream<[String]>? = nil,
    isOffline: Bool = false, colorDepth: ColorDepth = .indexed256, server: String = "",
    usesMouse: Bool = false, baseURL: URL? = nil, historyFile: URL? = nil,
    openURL: @escaping @Sendable (String) -> Bool = URLOpener.open,
    editor: String = ExternalEditor(environment: ProcessInfo.processInfo.environment).command,
    catalog: ResourceCatalog = .jsonPlaceholder, collections: RecordCollections = .unimplemented
  ) {
    self.init(
      terminal: terminal, browser: { BrowseFeature(setup: $0) },
      usesColor: usesColor, clock: clock, warnings: warnings, isOffline: isOffline,
      colorDepth: colorDepth, server: server, usesMouse: usesMouse, baseURL: baseURL,
      historyFile: historyFile, openURL: openURL, editor: editor, catalog: catalog,
      collections: collections)
  }
}
