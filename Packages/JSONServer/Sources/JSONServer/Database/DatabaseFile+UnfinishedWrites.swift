import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension DatabaseFile {
  /// Removes the temporary files that writes to the file `link` names left beside it (beside
  /// the file a symbolic link leads to) when their process ended before renaming them, killed
  /// mid-write: the files named as ``temporaryName(of:process:number:)`` names them, for that
  /// file's name, of a process that no longer runs. Returns their names, in order.
  static func removeUnfinishedWrites(of link: URL) -> [String] {
    let name = link.lastPathComponent
    let directory = link.resolvingSymlinksInPath().deletingLastPathComponent().path
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
      return []
    }
    return entries.sorted().filter { entry in
      guard let process = writingProcess(of: entry, forFileNamed: name),
        !isRunning(process)
      else { return false }
      return unlink("\(directory)/\(entry)") == 0
    }
  }

  /// The process whose write to the file `name` goes to the temporary file `entry`, or `nil`
  /// when `entry` is named otherwise.
  private static func writingProcess(of entry: String, forFileNamed name: String) -> pid_t? {
    let prefix = ".\(name)."
    let suffix = ".tmp"
    guard entry.hasPrefix(prefix), entry.hasSuffix(suffix),
      entry.utf8.count > prefix.utf8.count + suffix.utf8.count
    else { return nil }
    let middle = entry.dropFirst(prefix.count).dropLast(suffix.count)
    let parts = middle.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 2,
      parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { (0x30...0x39).contains($0) } }),
      let process = pid_t(parts[0]), process > 0, UInt32(parts[1]) != nil
    else { return nil }
    return process
  }

  /// Whether a process `process` runs (it may be another user's).
  private static func isRunning(_ process: pid_t) -> Bool {
    kill(process, 0) == 0 || errno == EPERM
  }
}
