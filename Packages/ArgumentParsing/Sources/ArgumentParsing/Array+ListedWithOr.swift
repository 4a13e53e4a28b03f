extension Array where Element == String {
  /// The words as a sentence lists them, for a message: `info`, `info or clear`, `a, b or c`;
  /// empty for none.
  public var listedWithOr: String {
    guard let last else { return "" }
    return count == 1 ? last : dropLast().joined(separator: ", ") + " or " + last
  }
}
