extension String {
  /// The text of a record's id as it goes in a path: `"7"` of `7` or of `Optional(7)`, a
  /// `Tagged` id's raw value; `nil` for an optional id that is `nil`.
  ///
  /// ```swift
  /// let id: Int? = 7
  /// // String(recordID: id) == "7", String(recordID: Int?.none) == nil
  /// ```
  public init?(recordID id: Any) {
    let mirror = Mirror(reflecting: id)
    guard mirror.displayStyle == .optional else {
      self = (id as? any LosslessStringConvertible).map(\.description) ?? "\(id)"
      return
    }
    guard let wrapped = mirror.children.first?.value else { return nil }
    self.init(recordID: wrapped)
  }

  /// The text of `value`'s `id` when it is `Identifiable`, as ``init(recordID:)`` reads it;
  /// `nil` otherwise.
  init?(idOf value: Any) {
    guard let identifiable = value as? any Identifiable else { return nil }
    self.init(recordID: Self.id(of: identifiable))
  }

  private static func id<Value: Identifiable>(of value: Value) -> Any {
    value.id
  }
}
