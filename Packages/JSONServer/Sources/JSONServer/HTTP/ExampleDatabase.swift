import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// json-server's start-up on a database file that does not exist: it makes the file, with
/// its example data (a post, a comment and a profile), and serves it.
///
/// ```swift
/// let file = URL(fileURLWithPath: "db.json")
/// if try ExampleDatabase.createIfMissing(file) {
///   print("\(file.lastPathComponent) did not exist: made it with json-server's example data")
/// }
/// ```
public enum ExampleDatabase {
  /// The example data, as json-server writes it (`JSON.stringify(example, null, 2)`).
  public static let contents = Data(
    """
    {
      "posts": [
        {
          "id": 1,
          "title": "json-server",
          "author": "typicode"
        }
      ],
      "comments": [
        {
          "id": 1,
          "body": "some comment",
          "postId": 1
        }
      ],
      "profile": {
        "name": "typicode"
      }
    }
    """.utf8)

  /// Makes `file` with ``contents`` when nothing is at its path and its name ends with `.json`
  /// (json-server takes any other name for another kind of source); whether it made it.
  ///
  /// - Throws: ``ServeError`` with ``ServeError/Kind/unreadable`` when the file
  ///   cannot be made, such as in a folder that does not exist.
  public static func createIfMissing(_ file: URL) throws(ServeError) -> Bool {
    var info = stat()
    guard file.pathExtension == "json", lstat(file.path, &info) != 0, errno == ENOENT else {
      return false
    }
    let descriptor = open(file.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      if errno == EEXIST { return false }
      throw unmade(file, String(cString: strerror(errno)))
    }
    let written = contents.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    let reason = String(cString: strerror(errno))
    guard close(descriptor) == 0, written == contents.count else {
      unlink(file.path)
      throw unmade(file, reason)
    }
    return true
  }

  private static func unmade(_ file: URL, _ reason: String) -> ServeError {
    ServeError(
      .unreadable, "\(file.lastPathComponent) does not exist and cannot be made: \(reason)")
  }
}
