extension Equatable {
  /// Whether `other` is a value of this type, equal to this one.
  func isEqual(to other: any Equatable) -> Bool {
    (other as? Self) == self
  }
}
