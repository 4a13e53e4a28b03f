import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The running total of a cache folder's size on disk, in a hidden file beside its lock, so
/// that a write need not list every entry to know whether the cache is over its limit.
///
/// Read and written only under the folder's ``CacheLock``. A file that is missing or cannot be
/// read is no total: the store then counts the files again and writes it anew.
struct CacheLedger {
  let file: URL

  static let fileName = ".size"

  init(folder: URL) {
    file = folder.appendingPathComponent(Self.fileName)
  }

  private static let formatName = "app-cache-size-1"

  /// The total in bytes, or `nil` when the file is missing or unreadable.
  func total() -> Int? {
    guard let data = FileManager.default.contents(atPath: file.path), data.count < 64 else {
      return nil
    }
    let fields = String(decoding: data, as: UTF8.self).split(separator: " ")
    guard fields.count == 2, fields[0] == Self.formatName, fields[1].hasSuffix("\n"),
      let total = Int(fields[1].dropLast()), total >= 0
    else { return nil }
    return total
  }

  /// Records `total` bytes; a failure leaves no total, counted again on the next write.
  func record(_ total: Int) {
    let text = "\(Self.formatName) \(max(total, 0))\n"
    let descriptor = open(file.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard descriptor >= 0 else {
      forget()
      return
    }
    let written = text.utf8CString.withUnsafeBufferPointer { buffer in
      write(descriptor, buffer.baseAddress, buffer.count - 1)
    }
    if close(descriptor) != 0 || written != text.utf8.count {
      forget()
    }
  }

  /// Changes the total by `change` bytes, when there is one.
  func adjust(by change: Int) {
    guard change != 0, let total = total() else { return }
    record(total + change)
  }

  /// Removes the total, so that the next write counts the files again.
  func forget() {
    unlink(file.path)
  }
}
