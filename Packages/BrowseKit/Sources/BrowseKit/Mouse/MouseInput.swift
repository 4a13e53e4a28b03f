/// What the mouse asks of the browser, once the session has looked it up in the frame shown.
public enum MouseInput: Sendable, Hashable {
  /// A left click.
  case click(Click)
  /// The wheel turned by `notches`: up when negative.
  case wheel(notches: Int)

  public struct Click: Sendable, Hashable {
    public init(target: ClickTarget? = nil, screen: ScreenID, column: Int, row: Int, time: Duration)
    {
      self.target = target
      self.screen = screen
      self.column = column
      self.row = row
      self.time = time
    }

    /// What was drawn under it, if anything.
    public var target: ClickTarget?
    /// The screen shown in the frame it was looked up in.
    public var screen: ScreenID
    /// The cell's column, from 0.
    public var column: Int
    /// The cell's row, from 0.
    public var row: Int
    /// When it came, on the session's clock.
    public var time: Duration

    /// Whether this click is the second of a double-click that started with `first`: on the
    /// same cell, within `BrowseMouse.doubleClickInterval`.
    func isSecond(after first: Click) -> Bool {
      column == first.column && row == first.row && time >= first.time
        && time - first.time <= BrowseMouse.doubleClickInterval
    }
  }
}
