import Foundation
import HTTPClient

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a server's stored answers were removed, in a hidden file beside them, so that a read
/// that finds nothing offline can say what happened to its answer.
///
/// A header line, then a line per removal: the entry's file name, when, and why (`evicted`
/// with the server's share of the store then, `write`, or `discarded`); the last line of a
/// name is its reason. Appended to only under the cache's ``CacheLock``; once past
/// ``sizeLimit`` it is rewritten with the newest removal of each of the ``keptNames`` most
/// recently removed entries, so that it stays small. Lines that cannot be read are skipped: a
/// removal they told of is then told as never stored.
struct CacheRemovalLog {
  let file: URL

  static let fileName = ".removed"
  private static let formatName = "app-cache-removals-1"
  /// How large the file may grow before it is rewritten.
  static let sizeLimit = 256 * 1024
  /// How many entries' removals a rewrite keeps, the most recent.
  static let keptNames = 2048

  init(folder: URL) {
    file = folder.appendingPathComponent(Self.fileName)
  }

  /// Why the entry `name` was last removed, or `nil` when the log does not say.
  func reason(for name: CacheEntryName) -> NotStoredReason? {
    guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
    let wanted = name.fileName
    var found: NotStoredReason?
    for line in Self.lines(of: data) {
      guard line.hasPrefix(wanted), let (_, reason) = Self.parse(line) else { continue }
      found = reason
    }
    return found
  }

  /// Adds that the entries `names` were removed for `reason`, rewriting the log when it has
  /// grown past ``sizeLimit``.
  func append(_ names: [CacheEntryName], reason: NotStoredReason) {
    guard !names.isEmpty, let kind = Self.kind(of: reason) else { return }
    let text = names.map { "\($0.fileName) \(kind)\n" }.joined()
    guard let (size, _) = PrivateFiles.append(text, to: file, header: "\(Self.formatName)\n"),
      size > Self.sizeLimit
    else { return }
    rewrite()
  }

  /// Keeps the newest line of each of the most recently removed entries.
  private func rewrite() {
    guard let data = FileManager.default.contents(atPath: file.path) else { return }
    var newest: [String: String] = [:]
    var order: [String] = []
    for line in Self.lines(of: data).reversed() where Self.parse(line) != nil {
      let name = String(line.prefix(while: { $0 != " " }))
      guard newest[name] == nil else { continue }
      newest[name] = line
      order.append(name)
      if order.count == Self.keptNames { break }
    }
    replace(with: order.reversed().compactMap { newest[$0] })
  }

  private func replace(with lines: [String]) {
    let text = "\(Self.formatName)\n" + lines.map { $0 + "\n" }.joined()
    if (try? PrivateFiles.writeAtomically(Data(text.utf8), to: file)) == nil {
      unlink(file.path)
    }
  }

  /// The lines after the header, or none when the header is not this format's.
  private static func lines(of data: Data) -> [String] {
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
    guard lines.first == formatName else { return [] }
    return Array(lines.dropFirst())
  }

  /// A line's kind and what follows the name: `TIME evicted SHARE`, `TIME write`,
  /// `TIME discarded`; `nil` for a reason not kept.
  private static func kind(of reason: NotStoredReason) -> String? {
    switch reason {
    case .neverRead: nil
    case .evicted(let date, let share): "\(date.timeIntervalSince1970) evicted \(share)"
    case .clearedByWrite(let date): "\(date.timeIntervalSince1970) write"
    case .discarded(let date): "\(date.timeIntervalSince1970) discarded"
    }
  }

  /// The name and reason of a line, or `nil` when it cannot be read.
  private static func parse(_ line: String) -> (String, NotStoredReason)? {
    let fields = line.split(separator: " ")
    guard fields.count >= 3, let seconds = Double(fields[1]), seconds.isFinite else {
      return nil
    }
    let date = Date(timeIntervalSince1970: seconds)
    let reason: NotStoredReason
    switch (fields[2], fields.count) {
    case ("evicted", 4):
      guard let share = Int(fields[3]), share >= 0 else { return nil }
      reason = .evicted(at: date, share: share)
    case ("write", 3): reason = .clearedByWrite(at: date)
    case ("discarded", 3): reason = .discarded(at: date)
    default: return nil
    }
    return (String(fields[0]), reason)
  }
}
