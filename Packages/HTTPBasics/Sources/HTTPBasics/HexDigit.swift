/// A hexadecimal digit as the ASCII byte that spells it: in percent-encoding (`%2B`), in JSON's
/// `\u` escapes, in a chunk size.
public enum HexDigit {
  /// The value of `byte`, from 0 to 15, when it is one of `0`-`9`, `a`-`f` or `A`-`F`;
  /// `nil` for any other byte, a non-ASCII one included: `b` is 11, `g` is `nil`.
  public static func value(of byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
