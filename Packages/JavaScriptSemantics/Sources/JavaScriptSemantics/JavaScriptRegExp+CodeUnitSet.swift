extension JavaScriptRegExp {
  /// A set of UTF-16 code units, as a character class holds them: sorted, disjoint ranges.
  public struct CodeUnitSet: Hashable, Sendable {
    private(set) var ranges: [ClosedRange<UInt16>] = []

    init() {}

    init(_ ranges: [ClosedRange<UInt16>]) {
      for range in ranges { insert(range) }
    }

    /// `\d`: the ASCII digits.
    static let digits = CodeUnitSet([0x30...0x39])
    /// `\w`: the ASCII letters, digits and `_`, whatever the flags (there is no `u` flag).
    public static let wordCharacters = CodeUnitSet([
      0x30...0x39, 0x41...0x5A, 0x5F...0x5F, 0x61...0x7A,
    ])
    /// `\s`: ECMAScript's white space and line terminators.
    public static let whiteSpace = CodeUnitSet([
      0x09...0x0D, 0x20...0x20, 0xA0...0xA0, 0x1680...0x1680, 0x2000...0x200A,
      0x2028...0x2029, 0x202F...0x202F, 0x205F...0x205F, 0x3000...0x3000, 0xFEFF...0xFEFF,
    ])
    /// What `.` does not match: the line terminators.
    static let lineTerminators = CodeUnitSet([0x0A...0x0A, 0x0D...0x0D, 0x2028...0x2029])

    /// The code units the set does not hold.
    var inverted: CodeUnitSet {
      var result = CodeUnitSet()
      var next: UInt32 = 0
      for range in ranges {
        if UInt32(range.lowerBound) > next {
          result.ranges.append(UInt16(next)...(range.lowerBound - 1))
        }
        next = UInt32(range.upperBound) + 1
      }
      if next <= 0xFFFF { result.ranges.append(UInt16(next)...0xFFFF) }
      return result
    }

    mutating func insert(_ range: ClosedRange<UInt16>) {
      var lower = range.lowerBound
      var upper = range.upperBound
      var kept: [ClosedRange<UInt16>] = []
      kept.reserveCapacity(ranges.count + 1)
      for existing in ranges {
        if UInt32(existing.upperBound) + 1 < UInt32(lower)
          || UInt32(upper) + 1 < UInt32(existing.lowerBound)
        {
          kept.append(existing)
        } else {
          lower = min(lower, existing.lowerBound)
          upper = max(upper, existing.upperBound)
        }
      }
      let index = kept.firstIndex { $0.lowerBound > upper } ?? kept.count
      kept.insert(lower...upper, at: index)
      ranges = kept
    }

    mutating func formUnion(_ other: CodeUnitSet) {
      for range in other.ranges { insert(range) }
    }

    public func contains(_ unit: UInt16) -> Bool {
      var low = 0
      var high = ranges.count
      while low < high {
        let middle = (low + high) / 2
        let range = ranges[middle]
        if unit < range.lowerBound {
          high = middle
        } else if unit > range.upperBound {
          low = middle + 1
        } else {
          return true
        }
      }
      return false
    }
  }
}
