extension Duration {
  /// Parses a duration written on the command line: a non-negative number with a unit, `ms` or
  /// `s` (`300ms`, `1.5s`), or a bare `0`. Returns `nil` for anything else.
  public init?(commandLineArgument text: String) {
    let units: [(suffix: String, scale: Double)] = [("ms", 1), ("s", 1000)]
    if text == "0" {
      self = .zero
      return
    }
    guard let unit = units.first(where: { text.hasSuffix($0.suffix) }) else { return nil }
    let number = text.dropLast(unit.suffix.count)
    guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
      let value = Double(number), value.isFinite, value >= 0
    else { return nil }
    let milliseconds = value * unit.scale
    guard milliseconds <= 3_600_000 else { return nil }
    self = .microseconds(Int64((milliseconds * 1000).rounded()))
  }
}
