extension Array {
  /// The element at `index`, or `nil` outside the array.
  func element(at index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
