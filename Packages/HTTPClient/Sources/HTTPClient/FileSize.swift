import Foundation

/// The size of a file to be sent, which must be a regular file: a folder, a device or a pipe
/// has no size known ahead.
enum FileSize {
  /// The size of the regular file at `path`, following links.
  static func ofRegularFile(at path: String) throws(MultipartForm.Failure) -> Int64 {
    let attributes: [FileAttributeKey: Any]
    do {
      let resolved = (path as NSString).resolvingSymlinksInPath
      attributes = try FileManager.default.attributesOfItem(atPath: resolved)
    } catch {
      throw .unreadable(path: path, reason: OpenFile.reason(error))
    }
    guard attributes[.type] as? FileAttributeType == .typeRegular,
      let size = (attributes[.size] as? NSNumber)?.int64Value
    else { throw .notAFile(path: path) }
    return size
  }
}

/// A file open for reading, closed by ``close()``.
struct OpenFile {
  let handle: FileHandle

  /// The file at `path`, opened for reading.
  static func opened(_ path: String) throws(MultipartForm.Failure) -> Self {
    do {
      return Self(handle: try FileHandle(forReadingFrom: URL(fileURLWithPath: path)))
    } catch {
      throw .unreadable(path: path, reason: reason(error))
    }
  }

  /// Reads up to `count` bytes into `buffer`: how many were read, 0 at the file's end.
  func read(into buffer: UnsafeMutableRawPointer, count: Int, path: String)
    throws(MultipartForm.Failure) -> Int
  {
    let data: Data
    do {
      data = try handle.read(upToCount: count) ?? Data()
    } catch {
      throw .unreadable(path: path, reason: Self.reason(error))
    }
    data.copyBytes(to: buffer.assumingMemoryBound(to: UInt8.self), count: data.count)
    return data.count
  }

  func close() {
    try? handle.close()
  }

  /// `error` of opening or reading a file as a message: `there is no such file`, `it may not
  /// be read`, or Foundation's.
  static func reason(_ error: any Error) -> String {
    switch (error as? CocoaError)?.code {
    case .fileNoSuchFile?, .fileReadNoSuchFile?: "there is no such file"
    case .fileReadNoPermission?: "it may not be read"
    default: error.localizedDescription
    }
  }
}
