import Features
import ScreenKit

extension BrowseDelegate {
  /// What a screen tells the browser of the keys it kept, as `release` says: to press them
  /// again, or that they were not used.
  init(_ release: HeldKeys.Release) {
    switch release {
    case .pressAgain(let keys, let pressedWhile):
      self = .pressAgain(keys, pressedWhile: pressedWhile)
    case .notUsed(let count, let pressedWhile, let reason):
      self = .keysNotUsed(count, pressedWhile: pressedWhile, because: reason)
    }
  }
}

extension HeldKeys {
  /// Closes the screen that kept the keys: they are forgotten, and said not to be used
  /// (`pressedWhile` names the wait), as `delegate` tells the browser.
  mutating func closing<Action>(pressedWhile: String, _ delegate: (BrowseDelegate) -> Action)
    -> Effect<Action>
  {
    let close = Effect<Action>.send(delegate(.close))
    guard let notUsed = closing(pressedWhile: pressedWhile) else { return close }
    return .merge(.send(delegate(BrowseDelegate(notUsed))), close)
  }
}
