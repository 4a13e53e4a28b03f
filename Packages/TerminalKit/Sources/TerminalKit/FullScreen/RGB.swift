/// A 24-bit colour as the terminal draws it: red, green and blue, each from 0 to 255.
public struct RGB: Sendable, Hashable {
  /// The red part.
  public var red: UInt8
  /// The green part.
  public var green: UInt8
  /// The blue part.
  public var blue: UInt8

  /// Creates a colour from its parts.
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }
}
