import Foundation

/// A file a command is given, read whole up to a limit, so that a large file (or
/// `/dev/zero`) costs no more than the limit.
public enum FileContents {
  /// Why a file was not read: its reason, a line's end.
  public enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
    /// It does not exist, or may not be read, or reading it failed, for the reason given.
    case unreadable(String)
    /// It holds more than the limit.
    case tooLarge(limit: Int)

    public var description: String {
      switch self {
      case .unreadable(let reason): reason
      case .tooLarge(let limit): "it is larger than \(NetworkError.text(ofByteCount: limit))"
      }
    }
  }

  /// The bytes of the file at `path`, at most `limit`.
  public static func read(_ path: String, limit: Int) throws(Failure) -> Data {
    let handle = try opened(path)
    defer { try? handle.close() }
    let data: Data
    do {
      data = try handle.read(upToCount: limit + 1) ?? Data()
    } catch {
      throw .unreadable(error.localizedDescription)
    }
    guard data.count <= limit else { throw .tooLarge(limit: limit) }
    return data
  }

  /// Whether `marker` is in the first `limit` bytes of the file at `path`, read a block at a
  /// time up to the first marker: a certificate bundle is checked without reading it whole,
  /// and `/dev/zero` ends at the limit.
  public static func holds(_ marker: [UInt8], inFirst limit: Int, of path: String) throws(Failure)
    -> Bool
  {
    let handle = try opened(path)
    defer { try? handle.close() }
    guard !marker.isEmpty else { return true }
    var window: [UInt8] = []
    var read = 0
    while read < limit {
      let block: Data
      do {
        block = try handle.read(upToCount: min(blockSize, limit - read)) ?? Data()
      } catch {
        throw .unreadable(error.localizedDescription)
      }
      guard !block.isEmpty else { return false }
      read += block.count
      // What a marker cut by the block's start could begin with, then the block.
      window.removeFirst(max(0, window.count - (marker.count - 1)))
      window.append(contentsOf: block)
      if window.firstRange(of: marker) != nil { return true }
    }
    return false
  }

  /// The file at `path`, opened for reading.
  private static func opened(_ path: String) throws(Failure) -> FileHandle {
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw .unreadable("there is no such file, or it may not be read")
    }
    return handle
  }

  /// How much ``holds(_:inFirst:of:)`` reads at a time.
  public static let blockSize = 64 << 10
}
