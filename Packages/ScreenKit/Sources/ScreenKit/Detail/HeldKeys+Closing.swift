import Features

extension HeldKeys {
  /// Closes the screen that kept the keys: they are forgotten, and said not to be used
  /// (`pressedWhile` names the wait), as `delegate` tells the program.
  public mutating func closing<Delegate: DetailDelegate, Action>(
    pressedWhile: String, _ delegate: (Delegate) -> Action
  ) -> Effect<Action> {
    let close = Effect<Action>.send(delegate(.close))
    guard let notUsed = closing(pressedWhile: pressedWhile) else { return close }
    return .merge(.send(delegate(Delegate(notUsed))), close)
  }
}
