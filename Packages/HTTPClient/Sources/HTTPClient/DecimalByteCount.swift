/// A size as a person reads it in powers of 1000, as a cache's limit is given: `512 B`,
/// `18.4 kB`, `25 MB` (a size limit of a request is said in powers of 1024, by
/// `NetworkError.text(ofByteCount:)`).
public enum DecimalByteCount {
  /// `count` bytes with one decimal at most, none from 100 of a unit on.
  public static func text(_ count: Int) -> String {
    let units: [(name: String, size: Double)] = [("GB", 1e9), ("MB", 1e6), ("kB", 1e3)]
    guard let unit = units.first(where: { Double(count) >= $0.size }) else { return "\(count) B" }
    let value = (Double(count) / unit.size * 10).rounded() / 10
    let text = value >= 100 || value == value.rounded() ? "\(Int(value))" : "\(value)"
    return "\(text) \(unit.name)"
  }

  /// `count` bytes as ``text(_:)-(Int)`` gives them, for a transfer's count of bytes.
  public static func text(_ count: Int64) -> String {
    text(Int(clamping: count))
  }
}
