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
  /// The record's own field the section shows in place of its line among the fields (a long
  /// text laid out as prose); `nil` for a section that shows something the fields do not.
  public var inPlaceOf: String?

  public init(_ title: String, _ fields: [Field]) {
    self.title = title
    self.fields = fields
  }

  /// A section of the lines `drawing` draws at the width it is given, shown in place of the
  /// record's field `field` when one is named.
  public init(
    _ title: String, inPlaceOf field: String? = nil,
    drawing: @escaping @Sendable (RenderOptions) -> [String]
  ) {
    self.title = title
    self.fields = []
    self.drawing = drawing
    self.inPlaceOf = field
  }

  /// Two sections are the same when their titles, fields and the field they stand in place of
  /// are: a drawing is not compared.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.title == rhs.title && lhs.fields == rhs.fields && lhs.inPlaceOf == rhs.inPlaceOf
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(title)
    hasher.combine(fields)
    hasher.combine(inPlaceOf)
  }
}
