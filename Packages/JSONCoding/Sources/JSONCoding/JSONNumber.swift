/// A JSON number as it was written: `12345678901234567890` and `19.90` keep every digit, where a
/// `Double` would round the first and drop the zero of the second.
///
/// Two numbers are equal when they are written alike: `1.0` is not `1`. Read the value with
/// ``integer`` or ``double``.
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible,
  ExpressibleByIntegerLiteral
{
  /// The number as written in the JSON text, following the grammar of RFC 8259.
  public let text: String

  /// The number written `text`, or `nil` when `text` is not a JSON number (`+1`, `01`, `1.`,
  /// `NaN`).
  public init?(_ text: String) {
    var text = text
    let isNumber = text.withUTF8 { bytes in
      !bytes.isEmpty && JSONSyntax.validNumberEnd(bytes, at: 0) == bytes.count
    }
    guard isNumber else { return nil }
    self.text = text
  }

  /// `integer` in decimal.
  public init(_ integer: Int) {
    text = String(integer)
  }

  /// `double` as Swift writes it, shortest first (`0.1`, `1e+20`), or `nil` for infinities and
  /// NaN, which JSON cannot write.
  public init?(_ double: Double) {
    guard double.isFinite else { return nil }
    text = double.description
  }

  public init(integerLiteral value: Int) {
    self.init(value)
  }

  /// A number known to follow the grammar.
  init(validText text: String) {
    self.text = text
  }

  /// The number as an `Int` when it is written as one, digits alone with an optional `-`, and
  /// fits in it; otherwise `nil` (`1.0`, `1e2`, `12345678901234567890`).
  public var integer: Int? {
    Int(text)
  }

  /// The nearest `Double` to the number, or `nil` when it is beyond `Double`'s range (`1e400`).
  public var double: Double? {
    Double(text).flatMap { $0.isFinite ? $0 : nil }
  }

  public var description: String {
    text
  }
}
