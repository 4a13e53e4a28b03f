extension String {
  /// The names of the members from a JSON object down to a value, as a dotted name spells them:
  /// `_embedded.books` is the member `books` of the object `_embedded`; a name without a dot is
  /// one member.
  var memberPath: [String] {
    split(separator: ".", omittingEmptySubsequences: false).map(String.init)
  }
}
