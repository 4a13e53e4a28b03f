import Foundation
import HTTPServer
import SampleAPI

/// What a ``FakeServer`` answers before its API, as json-server 0.16's static middleware:
/// the files of a folder (``StaticFolder``), or json-server's home page at `/` with its
/// stylesheet, script and `/favicon.ico`.
///
/// Only a `GET` or `HEAD` is answered, before the rewrite rules, the read-only guard and the
/// delays, as json-server does; every other request, and every path that names nothing, is left
/// to the API.
///
/// ```swift
/// let api = SampleServer(sample: .standard)
/// let files = try FakeServerFiles.chosen(
///   staticFolder: nil, workingDirectory: URL(fileURLWithPath: "."), api: api)
/// ```
public struct FakeServerFiles: Sendable {
  /// What is served, for the banner: the folder's real path, or `nil` for the home page.
  public let folderPath: String?
  private let answer: @Sendable (HTTPRequest) -> HTTPResponse?

  /// The files of `folder`.
  public static func folder(_ folder: StaticFolder) -> FakeServerFiles {
    FakeServerFiles(folderPath: folder.path, answer: folder.response(to:))
  }

  /// json-server's home page, listing the resources and rewrite rules of `api`.
  public static func homePage(of api: SampleServer) -> FakeServerFiles {
    FakeServerFiles(folderPath: nil, answer: HomePage(api: api).response(to:))
  }

  /// What json-server serves: the folder `staticFolder` (`--static`, relative to
  /// `workingDirectory`) when given, else the folder `public` of `workingDirectory` when there
  /// is one, else the home page of `api`.
  ///
  /// - Throws: ``FakeServerError`` when `staticFolder` is given and is no folder.
  public static func chosen(
    staticFolder: String?, workingDirectory: URL, api: SampleServer
  ) throws(FakeServerError) -> FakeServerFiles {
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
