import Foundation
import HTTPServer

/// What a ``JSONServerListener`` answers before its API, as json-server's static middleware:
/// the files of a folder (``StaticFolder``), or json-server's home page at `/` with its
/// stylesheet, script and `/favicon.ico`.
///
/// Only a `GET` or `HEAD` is answered, before the rewrite rules, the read-only guard and the
/// delays, as json-server does; every other request, and every path that names nothing, is left
/// to the API.
///
/// ```swift
/// let api = JSONServer(sample: .standard)
/// let files = try StaticFiles.chosen(
///   staticFolder: nil, workingDirectory: URL(fileURLWithPath: "."), api: api)
/// ```
public struct StaticFiles: Sendable {
  /// What is served, for the banner: the folder's real path, or `nil` for the home page.
  public let folderPath: String?
  private let answer: @Sendable (HTTPRequest) -> HTTPResponse?

  public static func folder(_ folder: StaticFolder) -> StaticFiles {
    StaticFiles(folderPath: folder.path, answer: folder.response(to:))
  }

  /// json-server's home page, listing the resources and rewrite rules of `api`.
  public static func homePage(of api: JSONServer) -> StaticFiles {
    StaticFiles(folderPath: nil, answer: HomePage(api: api).response(to:))
  }

  /// What json-server serves: the folder `staticFolder` (`--static`, relative to
  /// `workingDirectory`) when given, else the folder `public` of `workingDirectory` when there
  /// is one, else the home page of `api`.
  ///
  /// - Throws: ``ServeError`` when `staticFolder` is given and is no folder.
  public static func chosen(
    staticFolder: String?, workingDirectory: URL, api: JSONServer
  ) throws(ServeError) -> StaticFiles {
    if let staticFolder {
      let url =
        staticFolder.hasPrefix("/")
        ? URL(fileURLWithPath: staticFolder)
        : workingDirectory.appendingPathComponent(staticFolder)
      return .folder(try StaticFolder(url))
    }
    var isFolder: ObjCBool = false
    let publicFolder = workingDirectory.appendingPathComponent("public")
    if FileManager.default.fileExists(atPath: publicFolder.path, isDirectory: &isFolder),
      isFolder.boolValue
    {
      return .folder(try StaticFolder(publicFolder))
    }
    return .homePage(of: api)
  }

  /// The answer to `request`, or `nil` to leave it to the API.
  public func response(to request: HTTPRequest) -> HTTPResponse? {
    answer(request)
  }
}
