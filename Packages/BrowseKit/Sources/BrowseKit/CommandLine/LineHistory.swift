/// The lines run on a command line, oldest first: this run's, after the last ones kept from
/// the runs before. A line is kept once, at its latest place, and only the last
/// ``LineHistory/limit`` are kept.
public struct LineHistory: Sendable, Hashable {
  public static let limit = 100

  /// The lines, oldest first.
  public private(set) var lines: [String]

  /// A history of `lines`, oldest first; blank ones are dropped, and the last
  /// ``limit`` kept.
  public init(_ lines: [String] = []) {
    self.lines = []
    for line in lines { add(line) }
  }

  /// Adds `line` as the newest, unless it is blank.
  public mutating func add(_ line: String) {
    guard !line.allSatisfy(\.isWhitespace) else { return }
    lines.removeAll { $0 == line }
    lines.append(line)
    if lines.count > Self.limit { lines.removeFirst(lines.count - Self.limit) }
  }
}
