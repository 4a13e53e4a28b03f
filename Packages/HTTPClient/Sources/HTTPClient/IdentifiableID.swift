/// The text of `value`'s `id` when it is `Identifiable`, as it goes in a path; `nil` otherwise.
func identifiableID(of value: Any) -> String? {
  guard let identifiable = value as? any Identifiable else { return nil }
  return text(ofIDOf: identifiable)
}

private func text<Value: Identifiable>(ofIDOf value: Value) -> String {
  "\(value.id)"
}
