import TerminalKit

/// The keys pressed while what they act on was still coming (a list's rows, a post, a user's
/// albums, an album's photos), kept in order to be pressed again once it came: no key is lost
/// to a screen still loading.
///
/// A key that needs what is coming is kept while it comes, and once one is kept, every key
/// after it is too, so that they take effect in the order they were pressed.
public struct HeldKeys: Sendable, Hashable {
  /// The keys kept, in the order they were pressed.
  public private(set) var keys: [Key]

  /// What becomes of the keys kept once what they waited for is no longer coming, or the
  /// screen that kept them closes: the screen tells its program, which presses them again or
  /// says that they were not used.
  public enum Release: Sendable, Hashable {
    /// Press the keys again, in order; `pressedWhile` names the wait (`the users loaded`),
    /// for the program to say they were not used if it no longer can.
    case pressAgain([Key], pressedWhile: String)
    /// The number of keys kept while `pressedWhile` (`the users loaded`) were not used, and
    /// why: what they acted on did not come (`no users came`), or the screen was closed.
    case notUsed(Int, pressedWhile: String, because: String)
  }

  public init(_ keys: [Key] = []) {
    self.keys = keys
  }

  public var isEmpty: Bool {
    keys.isEmpty
  }

  /// Keeps `key` when it waits: while `isWaiting`, unless it `goesOn` meanwhile (a move the
  /// screen makes as what it waits for comes), or whenever keys wait before it. Whether it
  /// was kept.
  public mutating func hold(_ key: Key, isWaiting: Bool, goesOn: Bool = false) -> Bool {
    guard !keys.isEmpty || (isWaiting && !goesOn) else { return false }
    keys.append(key)
    return true
  }

  /// Keeps `key` as its binding's `wait` says while what it acts on `isComing` (a post, an
  /// album's photos): a key that waits is kept meanwhile, one that leaves never, and any
  /// other only behind keys kept before it. Whether it was kept.
  public mutating func hold(_ key: Key, _ wait: KeyWait, whileComing isComing: Bool) -> Bool {
    guard wait != .leaves else { return false }
    return hold(key, isWaiting: wait == .waits && isComing)
  }

  /// The keys kept, once what they waited for is no longer coming (`isWaiting` false), and
  /// forgets them; none while it is.
  public mutating func release(isWaiting: Bool) -> [Key] {
    guard !keys.isEmpty, !isWaiting else { return [] }
    defer { keys = [] }
    return keys
  }

  /// What a screen tells its program once what the keys kept waited for is no longer coming:
  /// to press them again, or, when it did not come (`missing` says what, `no users came`),
  /// that they were not used; `pressedWhile` names the wait (`the users loaded`). `nil`
  /// while it is coming, or when no key waits.
  public mutating func released(isWaiting: Bool, pressedWhile: String, missing: String?)
    -> Release?
  {
    let keys = release(isWaiting: isWaiting)
    guard !keys.isEmpty else { return nil }
    guard let missing else { return .pressAgain(keys, pressedWhile: pressedWhile) }
    return .notUsed(keys.count, pressedWhile: pressedWhile, because: missing)
  }

  /// Forgets the keys kept, the screen that kept them closing: that they were not used
  /// (`pressedWhile` names the wait), for the screen to tell its program before it closes;
  /// `nil` when no key was kept.
  public mutating func closing(pressedWhile: String) -> Release? {
    defer { keys = [] }
    guard !keys.isEmpty else { return nil }
    return .notUsed(keys.count, pressedWhile: pressedWhile, because: "the screen was closed")
  }
}
