extension Equatable {
  /// Whether `other` is a value of this type, equal to this one.
  func isEqual(to other: any Equatable) -> Bool {
    (other as? Self) == self
  }
}

extension Hashable {
  /// Hashes the value with its type, as a wrapper of values of any type does, so that equal
  /// hashes of two types do not meet.
  func hashWithType(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(Self.self))
    hash(into: &hasher)
  }
}
