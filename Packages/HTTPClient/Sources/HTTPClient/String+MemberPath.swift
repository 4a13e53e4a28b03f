import JSONCoding

extension String {
  /// The names of the members from a JSON object down to a value, as a dotted name spells them
  /// (`MemberPath`): `_embedded.books` is the member `books` of the object `_embedded`,
  /// `["@odata.nextLink"]` the one member of that name; a name without a dot or bracket is one
  /// member, and so is text that is not a `MemberPath`.
  var memberPath: [String] {
    MemberPath(parsing: self)?.names ?? [self]
  }
}
