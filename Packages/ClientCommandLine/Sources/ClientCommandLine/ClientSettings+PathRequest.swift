import ArgumentParsing
import Foundation
import HTTPClient
import ServerSettingsKit

extension ClientSettings {
  /// The read of `path` (a path, or a URL under the base URL) a command asks this server for:
  /// page `page` of `perPage` records by the parameters the server's settings name its pages
  /// by, or with `readsAll` the first request of a reading of every page
  /// (`ServerSettings.firstRequestOfAll(_:)`), its list read in `recordsMember` when given.
  ///
  /// - Throws: `UsageError` naming the option (`pageOption`, `perPageOption`) whose parameter the
  ///   server's paging does not name, or a path that is none.
  public func pathRequest(
    _ path: String, page: Int?, perPage: Int?, readsAll: Bool, recordsMember: String?,
    options pageOption: String, _ perPageOption: String, command: String
  ) throws(UsageError) -> PathRequest {
    let paging = server.paging
    for (option, value, name, what) in [
      (pageOption, page, paging.pageParameter, "page number"),
      (perPageOption, perPage, paging.sizeParameter, "page size"),
    ] where value != nil && name == nil {
      throw UsageError(
        "option '--\(option)' does not apply to this server: its settings ('paging' in "
          + "\(ServerSettingsFile.name)) name no parameter of a \(what)",
        command: command)
    }
    guard
      var asked = PathRequest(path, under: baseURL, page: page, perPage: perPage, paging: paging)
        .map({ readsAll ? server.firstRequestOfAll($0) : $0 })
    else {
      throw UsageError(
        "invalid path '\(path)' (expected a path such as /customers, or a URL under the base URL)",
        command: command)
    }
    asked.recordsMember = recordsMember
    return asked
  }
}
