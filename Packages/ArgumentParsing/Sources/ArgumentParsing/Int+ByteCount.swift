extension Int {
  /// Parses a size in bytes written on the command line: ASCII digits, then optionally a unit,
  /// `B` (bytes) or a binary multiple `k`/`KiB` (1024), `M`/`MiB` (1024²) or `G`/`GiB` (1024³),
  /// in any case (`500k`, `16M`, `16MiB`, `1G`). Returns `nil` for anything else, for zero, and
  /// for sizes that do not fit in an `Int`.
  public init?(byteCountArgument text: String) {
    let digits = text.prefix { $0.isASCII && $0.isWholeNumber }
    let unit = text.dropFirst(digits.count).lowercased()
    let shifts: [String: Int] = [
      "": 0, "b": 0, "k": 10, "kib": 10, "m": 20, "mib": 20, "g": 30, "gib": 30,
    ]
    guard !digits.isEmpty, let shift = shifts[unit], let number = Int(digits), number > 0
    else { return nil }
    let (bytes, overflow) = number.multipliedReportingOverflow(by: 1 << shift)
    guard !overflow else { return nil }
    self = bytes
  }
}
