/// A list's rows in the order of its sort, kept while the rows and the sort are those they
/// were sorted from, so that each key on a sorted list of many rows does not sort them again.
///
/// It holds the rows it sorted, so rows changed since (a page appended, a record replaced) are
/// other storage, which it tells from its own: it never answers for rows it did not sort. It is
/// what the rows and the sort say, kept to save time: any two are equal.
public struct SortedRows<Row: Sendable>: Sendable, Hashable {
  private var source: [Row] = []
  private var sort: ListSort?
  private var sorted: [Row] = []

  public init() {}

  /// The rows kept, when they are `source` sorted by `sort`.
  public func rows(sorting source: [Row], by sort: ListSort) -> [Row]? {
    guard self.sort == sort, source.count == self.source.count,
      Self.shareStorage(source, self.source)
    else { return nil }
    return sorted
  }

  /// Keeps `sorted`, which is `source` sorted by `sort`.
  public mutating func keep(_ sorted: [Row], sorting source: [Row], by sort: ListSort) {
    self.source = source
    self.sort = sort
    self.sorted = sorted
  }

  /// Whether `first` and `second` are one array's storage, unchanged: arrays that share it hold
  /// the same rows, since a change of either would have copied it.
  private static func shareStorage(_ first: [Row], _ second: [Row]) -> Bool {
    first.withUnsafeBufferPointer { first in
      second.withUnsafeBufferPointer { second in first.baseAddress == second.baseAddress }
    }
  }

  public static func == (lhs: Self, rhs: Self) -> Bool { true }

  public func hash(into hasher: inout Hasher) {}
}
