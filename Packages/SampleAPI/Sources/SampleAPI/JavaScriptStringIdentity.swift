extension String {
  /// Whether the two texts have the same code units, as JavaScript's `===` compares strings:
  /// a composed `é` is not a decomposed one, where Swift's `==` finds them equal.
  func isIdentical(to other: String) -> Bool {
    utf8.elementsEqual(other.utf8)
  }
}

/// A text that equals and hashes by its code units, as JavaScript compares strings, for the
/// keys of a dictionary of names or identifiers.
struct CodeUnitKey: Hashable, Sendable {
  /// The text.
  let text: String

  init(_ text: String) {
    self.text = text
  }

  static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.text.isIdentical(to: rhs.text)
  }

  func hash(into hasher: inout Hasher) {
    var text = text
    text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }
}
