/// What a click on the screen acts on: a tab of the header, an item of the screen shown (a
/// list's row, a tile of the album grid, a line that opens something on a record's screen) by
/// its index among the items the screen shows, or an option of the screen's selector by its
/// place.
public enum ClickTarget: Sendable, Hashable {
  case tab(BrowseTab)
  case item(Int)
  case choice(Int)
}
