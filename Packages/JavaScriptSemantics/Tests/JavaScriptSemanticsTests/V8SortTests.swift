import JavaScriptSemantics
import TestSupport
import Testing

/// The orders are node 20's `Array.prototype.sort`, with the comparison
/// `(a, b) => a.v < b.v ? -1 : b.v < a.v ? 1 : 0` over values that are numbers or their
/// decimal text: JavaScript's `<` compares two texts by code units and anything else as
/// numbers, so `6 < "55"` and `"55" < "6"` while `6` and `"6"` tie, which is no consistent order.
@Suite struct V8SortTests {
  /// A number, or its decimal text.
  private struct Value: Equatable {
    let id: Int
    let number: Int
    let isText: Bool
  }

  /// JavaScript's `a < b ? -1 : b < a ? 1 : 0` for two values.
  private static func compare(_ lhs: Value, _ rhs: Value) -> Int {
    if lhs.isText && rhs.isText {
      let (left, right) = (String(lhs.number), String(rhs.number))
      if left == right { return 0 }
      return left.utf8.lexicographicallyPrecedes(right.utf8) ? -1 : 1
    }
    return lhs.number == rhs.number ? 0 : lhs.number < rhs.number ? -1 : 1
  }

  /// `count` values from the generator `state = state * 1103515245 + 12345` (mod 2^32) seeded
  /// with `count`: the number is `(state >> 16) % 1000`, text when `state >> 16` is odd. node
  /// makes them with `Math.imul`.
  private static func values(_ count: Int) -> [Value] {
    var state = UInt32(truncatingIfNeeded: count)
    return (0..<count).map { id in
      state = state &* 1_103_515_245 &+ 12_345
      let random = Int(state >> 16)
      return Value(id: id, number: random % 1000, isText: random % 2 == 1)
    }
  }

  /// A digest of the order, `h = h * 31 + id` (mod 2^32) from 17, to compare with node's.
  private static func digest(_ values: [Value]) -> UInt32 {
    values.reduce(17) { $0 &* 31 &+ UInt32(truncatingIfNeeded: $1.id) }
  }

  @Test func sortsAsNodeSortsAShortArray() {
    let values = Self.values(9)
    checkEqual(
      values.map { $0.isText ? "\"\($0.number)\"" : "\($0.number)" },
      [
        "472", "\"923\"", "\"119\"", "\"471\"", "102", "534", "\"965\"", "146", "\"165\"",
      ])
    checkEqual(V8Sort.sorted(values, by: Self.compare).map(\.id), [4, 2, 7, 8, 3, 0, 5, 1, 6])
  }

  /// Past 64 elements TimSort merges runs and gallops: every comparison still is node's.
  @Test(
    arguments: [
      (10, 3_278_358_004 as UInt32), (40, 3_916_685_961), (63, 4_231_278_166),
      (64, 2_413_641_931), (65, 1_591_739_063), (300, 3_600_068_291), (2000, 3_139_232_005),
    ])
  func sortsAsNodeSorts(count: Int, digest: UInt32) {
    checkEqual(Self.digest(V8Sort.sorted(Self.values(count), by: Self.compare)), digest)
  }

  /// Why the emulation stays: with this comparison, Swift's stable sort gives another order
  /// than node's.
  @Test func differsFromSwiftsSortWhereTheComparisonIsInconsistent() {
    let values = Self.values(40)
    let swift = values.sorted { Self.compare($0, $1) < 0 }
    checkEqual(Self.digest(V8Sort.sorted(values, by: Self.compare)), 3_916_685_961)
    check(Self.digest(swift) != 3_916_685_961)
  }

  /// For a consistent comparison (numbers alone or texts alone, many of them tied), V8's order
  /// is the stable order that Swift's `sorted(by:)` gives too.
  @Test func sortsAsSwiftSortsWhereTheComparisonIsConsistent() {
    for count in [0, 1, 2, 3, 9, 10, 31, 63, 64, 65, 127, 200, 1000, 4097] {
      for isText in [false, true] {
        let values = Self.values(count).map {
          Value(id: $0.id, number: $0.number % 50, isText: isText)
        }
        for ascending in [true, false] {
          let compare = { (lhs: Value, rhs: Value) in
            ascending ? Self.compare(lhs, rhs) : Self.compare(rhs, lhs)
          }
          let v8 = V8Sort.sorted(values, by: compare)
          checkEqual(v8, values.sorted { compare($0, $1) < 0 }, "\(count) values")
        }
      }
    }
  }
}
