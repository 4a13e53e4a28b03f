/// A text that is equal to another and hashes by its UTF-8 code units, as JSON and JavaScript
/// compare names, for the keys of a dictionary of names or identifiers.
///
/// Swift's `==` finds a precomposed `é` equal to `e` and a combining accent; two
/// `CodeUnitKey`s of them are different keys.
///
/// ```swift
/// let names: Set = [CodeUnitKey("caf\u{E9}"), CodeUnitKey("cafe\u{301}")]
/// // names.count == 2
/// ```
public struct CodeUnitKey: Hashable, Sendable {
  public let text: String

  public init(_ text: String) {
    self.text = text
  }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.text.utf8.elementsEqual(rhs.text.utf8)
  }

  public func hash(into hasher: inout Hasher) {
    var text = text
    text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }
}
