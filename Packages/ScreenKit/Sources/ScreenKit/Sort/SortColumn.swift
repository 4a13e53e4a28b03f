/// A column that a list can be sorted by: the letter that picks it after `S`, its name, the
/// header of the table's column it sorts, and what each row sorts by in it.
public struct SortColumn<Item>: Sendable {
  /// The letter typed after `S`, lowercase: `t` for the title.
  public let letter: Character
  /// The column's name in what the status line and the help say: `title`.
  public let name: String
  /// The header of the table's column that shows it: `TITLE`.
  public let header: String
  public let key: @Sendable (Item) -> SortKey

  public init(
    _ letter: Character, _ name: String, header: String,
    key: @escaping @Sendable (Item) -> SortKey
  ) {
    self.letter = letter
    self.name = name
    self.header = header
    self.key = key
  }
}
