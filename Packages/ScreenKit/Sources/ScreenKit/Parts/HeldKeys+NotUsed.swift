extension HeldKeys {
  /// What the status line says of `count` keys pressed while `pressedWhile` (`the users
  /// loaded`) that were not used, and why: `2 keys pressed while the users loaded were not
  /// used: no users came`. A program's message for ``Release/notUsed(_:pressedWhile:because:)``.
  public static func notUsedNotice(_ count: Int, pressedWhile: String, because reason: String)
    -> String
  {
    let keys =
      count == 1
      ? "1 key pressed while \(pressedWhile) was"
      : "\(count) keys pressed while \(pressedWhile) were"
    return "\(keys) not used: \(reason)"
  }
}
