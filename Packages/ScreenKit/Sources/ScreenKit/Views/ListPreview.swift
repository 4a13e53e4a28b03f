/// What the record under a list's cursor shows beside the list once the terminal is wide
/// enough (``ListView/previewMinimumColumns``), as lazygit's main panel shows the item
/// selected in its side panel: a title, fields each on a line, and a text wrapped below them.
///
/// The tab says what it shows; the text of the record (from the server) is made safe to draw
/// when it is drawn.
public struct ListPreview: Sendable, Hashable {
  /// A name and its value, on a line: `Email  Sincere@april.biz`.
  public struct Field: Sendable, Hashable {
    public var name: String
    public var value: String

    public init(_ name: String, _ value: String) {
      self.name = name
      self.value = value
    }
  }

  /// The first line, in bold: what the record is (`Post 7`, `Leanne Graham`).
  public var title: String
  public var fields: [Field]
  /// A text below the fields, wrapped at the preview's width; `nil` where there is none.
  public var text: String?

  public init(title: String, fields: [Field] = [], text: String? = nil) {
    self.title = title
    self.fields = fields
    self.text = text
  }
}
