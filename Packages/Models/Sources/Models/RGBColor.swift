/// A colour as red, green and blue, each from 0 to 255, such as the one a placeholder image's
/// address names (``Photo/placeholderColor``).
public struct RGBColor: Sendable, Hashable {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8

  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// Reads a colour written as 6 hexadecimal digits (`92c952`), in any case and without `#`;
  /// anything else is `nil`.
  ///
  /// There is no 3-digit shorthand: in a placeholder image's address it could not be told
  /// apart from a size such as `600`.
  public init?(hex: some StringProtocol) {
    let digits = hex.unicodeScalars.map(Self.digit)
    guard digits.allSatisfy({ $0 != nil }) else { return nil }
    let values = digits.compactMap { $0 }
    guard values.count == 6 else { return nil }
    self.init(
      red: values[0] << 4 | values[1], green: values[2] << 4 | values[3],
      blue: values[4] << 4 | values[5])
  }

  /// The colour as 6 lowercase hexadecimal digits, such as `92c952`.
  public var hex: String {
    [red, green, blue].map { part in
      let text = String(part, radix: 16)
      return part < 16 ? "0" + text : text
    }
    .joined()
  }

  private static func digit(_ scalar: Unicode.Scalar) -> UInt8? {
    switch scalar {
    case "0"..."9": UInt8(scalar.value - 48)
    case "a"..."f": UInt8(scalar.value - 87)
    case "A"..."F": UInt8(scalar.value - 55)
    default: nil
    }
  }
}
