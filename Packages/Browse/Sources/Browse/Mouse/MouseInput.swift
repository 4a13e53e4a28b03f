/// What the mouse asks of the browser, once the session has looked it up in the frame shown.
enum MouseInput: Sendable, Hashable {
  /// A left click.
  case click(Click)
  /// The wheel turned by `notches`: up when negative.
  case wheel(notches: Int)

  struct Click: Sendable, Hashable {
    /// What was drawn under it, if anything.
    var target: ClickTarget?
    /// The screen shown in the frame it was looked up in.
    var screen: ScreenID
    /// The cell's column, from 0.
    var column: Int
    /// The cell's row, from 0.
    var row: Int
    /// When it came, on the session's clock.
    var time: Duration

    /// Whether this click is the second of a double-click that started with `first`: on the
    /// same cell, within ``BrowseMouse.doubleClickInterval``.
    func isSecond(after first: Click) -> Bool {
      column == first.column && row == first.row && time >= first.time
        && time - first.time <= BrowseMouse.doubleClickInterval
    }
  }
}
