import Foundation
import TestSupport
import Testing

@testable import BrowseKit

@Suite struct URLOpenerTests {
  @Test func findsTheFirstExecutableOnThePath() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("url-opener-\(UUID().uuidString)")
    let empty = folder.appendingPathComponent("empty")
    let bin = folder.appendingPathComponent("bin")
    let plain = folder.appendingPathComponent("plain")
    for directory in [empty, bin, plain] {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }
    defer { try? FileManager.default.removeItem(at: folder) }
    for (directory, permissions) in [(plain, 0o644), (bin, 0o755)] {
      check(
        FileManager.default.createFile(
          atPath: directory.appendingPathComponent("xdg-open").path, contents: Data(),
          attributes: [.posixPermissions: permissions]))
    }

    let path = [empty.path, plain.path, "", bin.path].joined(separator: ":")
    checkEqual(
      URLOpener.executable(named: "xdg-open", path: path),
      bin.appendingPathComponent("xdg-open").path)
    checkEqual(URLOpener.executable(named: "xdg-open", path: plain.path), nil)
    checkEqual(URLOpener.executable(named: "xdg-open", path: nil), nil)
  }

  @Test(arguments: [
    ("https://via.placeholder.com/600/92c952", true),
    ("HTTP://example.com/a", true),
    ("file:///etc/passwd", false),
    ("--help", false),
    ("javascript:alert(1)", false),
    ("https://", false),
    ("not a url", false),
  ])
  func opensOnlyWebAddresses(url: String, isOpenable: Bool) {
    checkEqual(URLOpener.isOpenable(url), isOpenable)
  }
}
