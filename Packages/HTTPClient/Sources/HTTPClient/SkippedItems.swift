/// Records of a collection that could not be read and were left out, so that a list with one
/// bad record still shows the others, and says what it left out.
///
/// Its description is the warning a program shows:
/// `skipped 1 of 10 users that could not be read (first: [3].username: missing key)`.
public struct SkippedItems: Sendable, Hashable, CustomStringConvertible {
  /// The collection, in the plural, such as `users`.
  public var resource: String
  public var count: Int
  /// How many records the server sent, those left out included.
  public var total: Int
  /// Where and why the first record left out could not be read, such as
  /// `[3].username: missing key`.
  public var firstProblem: String

  public init(resource: String, count: Int, total: Int, firstProblem: String) {
    self.resource = resource
    self.count = count
    self.total = total
    self.firstProblem = firstProblem
  }

  /// `skipped 1 of 10 users that could not be read (first: [3].username: missing key)`.
  public var description: String {
    "skipped \(count) of \(total) \(resource) that could not be read (first: \(firstProblem))"
  }
}
