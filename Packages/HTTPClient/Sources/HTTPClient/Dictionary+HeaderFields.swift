extension [String: String] {
  /// These header fields with `added`, each in place of a field of the same name whatever its
  /// case, as a field name is read (RFC 9110).
  func replacingFields(with added: [String: String]) -> [String: String] {
    let replaced = Set(added.keys.map { $0.lowercased() })
    return filter { !replaced.contains($0.key.lowercased()) }.merging(added) { _, new in new }
  }
}
