extension String {
  /// Whether the two texts have the same code units, as JavaScript's `===` compares strings:
  /// a composed `é` is not a decomposed one, where Swift's `==` finds them equal (it compares
  /// canonical equivalence, JavaScript compares code units).
  public func isIdentical(to other: String) -> Bool {
    utf8.elementsEqual(other.utf8)
  }
}
