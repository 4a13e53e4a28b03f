import Foundation
import TerminalKit

/// The commands run on the command line and the searches kept, kept between runs in a file of
/// their own, a line each: private as the cache is (its folder `0700`, the file `0600`), replaced whole at once
/// (written beside it, then renamed over it). A file that cannot be read or written never
/// stops the browser: it starts with no history, or keeps this run's to itself.
public enum HistoryFile {
  /// The most of a file that is read, so that a file grown by other means cannot hold up the
  /// start.
  public static let maximumSize = 64 * 1024

  /// The lines of the file at `url`, oldest first; none when it is not there, or cannot be
  /// read.
  public static func read(_ url: URL) -> [String] {
    guard let handle = try? FileHandle(forReadingFrom: url) else { return [] }
    defer { try? handle.close() }
    guard let data = try? handle.read(upToCount: maximumSize) else { return [] }
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n")
    return lines.map { String($0).sanitizedForTerminalLine }
  }

  /// The lines of the file that keeps `commands` and `searches`: each command after a `:`,
  /// each search after a `/`.
  public static func lines(commands: LineHistory, searches: LineHistory) -> [String] {
    commands.lines.map { ":" + $0 } + searches.lines.map { "/" + $0 }
  }

  /// The commands and the searches kept in `lines`, as ``lines(commands:searches:)`` writes
  /// them; other lines are passed over.
  static func histories(of lines: [String]) -> (commands: LineHistory, searches: LineHistory) {
    let commands = lines.filter { $0.hasPrefix(":") }.map { String($0.dropFirst()) }
    let searches = lines.filter { $0.hasPrefix("/") }.map { String($0.dropFirst()) }
    return (LineHistory(commands), LineHistory(searches))
  }

  /// Writes `lines` to the file at `url`, making its folder if it is missing; says nothing
  /// when it cannot.
  public static func write(_ lines: [String], to url: URL) {
    let files = FileManager.default
    let folder = url.deletingLastPathComponent()
    // The folder is made private, as the cache's is, when it is there already too.
    guard
      (try? files.createDirectory(
        at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700]))
        != nil,
      (try? files.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder.path)) != nil
    else { return }
    var isFolder: ObjCBool = false
    // Something other than a file in its place is left as it is.
    guard !files.fileExists(atPath: url.path, isDirectory: &isFolder) || !isFolder.boolValue
    else { return }
    let text = lines.map { $0 + "\n" }.joined()
    // Written beside it, readable by its owner only, then renamed over it; made private whatever
    // the umask, in a folder no one else can enter.
    guard (try? Data(text.utf8).write(to: url, options: .atomic)) != nil else { return }
    try? files.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
  }
}
