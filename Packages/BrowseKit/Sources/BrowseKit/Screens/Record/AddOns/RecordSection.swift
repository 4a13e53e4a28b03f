import TerminalKit

/// A section an add-on shows on the record screen, after the record's fields: a heading, and
/// fields aligned as the record's are, each of which may open a screen; or lines the add-on
/// draws itself at the screen's width (a map, a paragraph).
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
  /// The lines the section draws after its fields, at the options' width and colours, indented
  /// under its heading: shown as they are, so a drawing sanitizes any text of the server's it
  /// puts in them (`sanitizedForTerminalLine`).
  public var drawing: (@Sendable (RenderOptions) -> [String])?

  public init(_ title: String, _ fields: [Field]) {
    self.title = title
    self.fields = fields
  }

  /// A section of the lines `drawing` draws at the width it is given.
  public init(_ title: String, drawing: @escaping @Sendable (RenderOptions) -> [String]) {
    self.title = title
    self.fields = []
    self.drawing = drawing
  }

  /// Two sections are the same when their titles and fields are: a drawing is not compared.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.fields == rhs.fields
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(fields)
  }
}
