extension Array {
  /// The element at `index`, or `nil` outside the array.
  public func element(at index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}
