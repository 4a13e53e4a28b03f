import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `--watch`: checks a server's database file once an interval and serves it again when it
/// holds other data than the server last read or saved.
///
/// The file is told apart from its last version by its device, inode, size and modification
/// time to the nanosecond, so a change within one second that keeps the size is seen, and so is
/// a new file that a symbolic link now leads to.
public final class DatabaseWatcher: Sendable {
  /// A change seen, said in one line for a person (``description``).
  public enum Event: Sendable, Equatable, CustomStringConvertible {
    /// The file changed, and the server now serves its data; with the file's name.
    case reloaded(fileName: String)
    /// The file changed but could not be read, and the server goes on serving the data it
    /// had; with why.
    case failed(String)

    public var description: String {
      switch self {
      case .reloaded(let fileName): "\(fileName) has changed, serving it again"
      case .failed(let reason): "\(reason); still serving the data before the change"
      }
    }
  }

  private let task: Task<Void, Never>

  /// Starts watching `api`'s file, if it has one, checking it every `interval` of `clock`;
  /// `report` is called for each change seen.
  public init<C: Clock<Duration>>(
    api: JSONServer, interval: Duration = .seconds(1), clock: C = ContinuousClock(),
    report: @escaping @Sendable (Event) -> Void
  ) {
    task = Task {
      guard let file = api.file else { return }
      // No version is taken as the one the server read: a change made after the server read
      // the file and before this task runs would otherwise become the version it compares
      // with, and never be served. The first check reads the file once, and reloads only data
      // that differs from what the server holds.
      var last: [UInt8] = []
      while !Task.isCancelled {
        do {
          try await clock.sleep(for: interval)
        } catch {
          return
        }
        let current = Self.signature(of: file)
        guard current != last else { continue }
        last = current
        do throws(JSONServerError) {
          guard try api.reload() else { continue }
          report(.reloaded(fileName: file.lastPathComponent))
        } catch {
          report(.failed(error.description))
        }
      }
    }
  }

  public func stop() {
    task.cancel()
  }

  deinit {
    task.cancel()
  }

  /// What tells one version of the file (the one a symbolic link leads to) from another: the
  /// bytes of its device, inode, size and modification time to the nanosecond; empty when
  /// there is none.
  static func signature(of file: URL) -> [UInt8] {
    var info = stat()
    guard stat(file.path, &info) == 0 else { return [] }
    #if canImport(Darwin)
      let modified = info.st_mtimespec
    #else
      let modified = info.st_mtim
    #endif
    return withUnsafeBytes(of: info.st_dev, Array.init)
      + withUnsafeBytes(of: info.st_ino, Array.init)
      + withUnsafeBytes(of: info.st_size, Array.init)
      + withUnsafeBytes(of: modified, Array.init)
  }
}
