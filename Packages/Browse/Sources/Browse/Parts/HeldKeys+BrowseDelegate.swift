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
