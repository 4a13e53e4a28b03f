import Foundation
import HTTPServer
import JSONServer
import TestSupport
import Testing

@Suite struct StaticFilesTests {
  let api = JSONServer(sample: .standard)

  func folder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "fake-server-files-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("public"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("site"), withIntermediateDirectories: true)
    return folder
  }

  @Test func choosesTheStaticFolderThenPublicThenTheHomePage() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let empty = folder.appendingPathComponent("site")

    let site = try StaticFiles.chosen(staticFolder: "site", workingDirectory: folder, api: api)
    let absolute = try StaticFiles.chosen(
      staticFolder: empty.path, workingDirectory: URL(fileURLWithPath: "/"), api: api)
    let publicFolder = try StaticFiles.chosen(
      staticFolder: nil, workingDirectory: folder, api: api)
    let home = try StaticFiles.chosen(staticFolder: nil, workingDirectory: empty, api: api)

    checkEqual(site.folderPath?.hasSuffix("/site"), true)
    checkEqual(absolute.folderPath, site.folderPath)
    checkEqual(publicFolder.folderPath?.hasSuffix("/public"), true)
    checkEqual(home.folderPath, nil)
    checkEqual(home.response(to: HTTPRequest(target: "/"))?.status, 200)
    // A folder of files replaces the home page whole, as in json-server.
    checkEqual(publicFolder.response(to: HTTPRequest(target: "/")), nil)
    checkEqual(publicFolder.response(to: HTTPRequest(target: "/style.css")), nil)
  }

  @Test func takesAFilePublicForNoFolder() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let other = folder.appendingPathComponent("site")
    try Data().write(to: other.appendingPathComponent("public"))

    let files = try StaticFiles.chosen(staticFolder: nil, workingDirectory: other, api: api)

    checkEqual(files.folderPath, nil)
  }

  @Test func refusesAStaticFolderThatDoesNotExist() throws {
    #expect(throws: ServeError.self) {
      try StaticFiles.chosen(
        staticFolder: "no-such-folder-\(UUID().uuidString)",
        workingDirectory: FileManager.default.temporaryDirectory, api: api)
    }
  }
}
