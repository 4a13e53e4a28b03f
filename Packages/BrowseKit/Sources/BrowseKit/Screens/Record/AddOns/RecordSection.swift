/// A section an add-on shows on the record screen, after the record's fields: a heading, and
/// fields aligned as the record's are, each of which may open a screen.
public struct RecordSection: Sendable, Hashable {
  /// A line of a section: a label, a value wrapped after it, and what Enter opens on it.
  public struct Field: Sendable, Hashable {
    public var label: String
    public var value: String
    public var opens: BrowseDelegate.Destination?

    public init(_ label: String, _ value: String, opens: BrowseDelegate.Destination? = nil) {
      self.label = label
      self.value = value
      self.opens = opens
    }
  }

  public var title: String
  public var fields: [Field]

  public init(_ title: String, _ fields: [Field]) {
    self.title = title
    self.fields = fields
  }
}
