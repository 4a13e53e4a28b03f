extension Duration {
  /// Parses a duration written on the command line: a non-negative number with a unit, `ms` or
  /// `s` (`300ms`, `1.5s`), or a bare `0`, of at most an hour. Returns `nil` for anything else.
  public init?(commandLineArgument text: String) {
    self.init(text, units: [("ms", 0.001), ("s", 1)], maximumSeconds: 3600)
  }

  /// A deadline as a person writes it: like ``init(commandLineArgument:)``, and a bare number
  /// is seconds (`3`, `1.5`), as curl's `--max-time` takes it.
  public init?(timeoutArgument text: String) {
    self.init(
      text, units: [("ms", 0.001), ("s", 1)], bareSeconds: true, maximumSeconds: 3600)
  }

  /// The age a person wrote, such as `90s`, `30m`, `1h`, `1.5h` or `7d` (`ms`, `s`, `m`, `h`,
  /// `d`), or a bare number of seconds (`90`); `nil` for anything else, a negative number, or
  /// more than ten years.
  public init?(ageArgument text: String) {
    self.init(
      text, units: [("ms", 0.001), ("s", 1), ("m", 60), ("h", 3600), ("d", 86_400)],
      bareSeconds: true, maximumSeconds: 3650 * 86_400)
  }

  /// `text` as a non-negative decimal number followed by one of `units` (the first whose
  /// suffix it has, so `ms` goes before `s`), or without a unit when `bareSeconds` (seconds),
  /// or `0`; at most `maximumSeconds`.
  private init?(
    _ text: String, units: [(suffix: String, seconds: Double)], bareSeconds: Bool = false,
    maximumSeconds: Double
  ) {
    if text == "0" {
      self = .zero
      return
    }
    let unit =
      units.first { text.hasSuffix($0.suffix) } ?? (bareSeconds ? (suffix: "", seconds: 1) : nil)
    guard let unit else { return nil }
    let number = text.dropLast(unit.suffix.count)
    guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
      let value = Double(number), value.isFinite, value >= 0
    else { return nil }
    let seconds = value * unit.seconds
    guard seconds <= maximumSeconds else { return nil }
    self = .microseconds(Int64((seconds * 1_000_000).rounded()))
  }
}
