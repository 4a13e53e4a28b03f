import TerminalKit

/// The cursor of a list: the row under it, the first row shown, and, while more rows may
/// come, the row that the moves made meanwhile are heading for and the other keys pressed
/// meanwhile.
///
/// A move past the rows there are while more may come (the next page of the posts, a list
/// that is loading) is kept as ``target``: the cursor goes on towards it as the rows arrive.
/// Any other key pressed while the rows it acts on are still coming (the list has none yet,
/// or the cursor is heading past them) is kept in ``heldKeys``, with every key after it, to
/// be pressed again, in order, once they came: no key is lost to a list still loading.
public struct ListCursor: Sendable, Hashable {
  /// The row under the cursor, from 0.
  public private(set) var row = 0
  /// The first row shown, from 0.
  public private(set) var offset = 0
  /// Where the moves made while more rows may come took the cursor, beyond the rows there are.
  public private(set) var target: Int?
  /// The keys pressed while the rows they act on were still coming.
  public private(set) var held = HeldKeys()

  /// The keys pressed while the rows they act on were still coming, in order.
  public var heldKeys: [Key] { held.keys }

  public init(row: Int = 0, offset: Int = 0, target: Int? = nil, heldKeys: [Key] = []) {
    self.row = row
    self.offset = offset
    self.target = target
    held = HeldKeys(heldKeys)
  }

  /// Moves by `delta` rows within `count`, `visibleRows` of them shown; while `canGrow`, a move
  /// past the last row is kept as the target. A move down goes on from the target.
  public mutating func move(by delta: Int, count: Int, visibleRows: Int, canGrow: Bool) {
    let start = delta > 0 ? (target ?? row) : row
    let wanted = start.addingClamped(delta)
    target = wanted >= count && canGrow ? wanted : nil
    set(wanted, count: count, visibleRows: visibleRows)
  }

  /// Puts the cursor on `row` of `count`, scrolling so that it is shown, and forgets the
  /// target.
  public mutating func place(on row: Int, count: Int, visibleRows: Int) {
    target = nil
    set(row, count: count, visibleRows: visibleRows)
  }

  /// Whether the cursor heads for the last row, whichever it turns out to be (`G`).
  public var headsForTheEnd: Bool {
    target == .max
  }

  /// Keeps the cursor within `count` rows after they changed, taking it on towards its
  /// target, which is forgotten once reached or once no more rows can come.
  public mutating func follow(count: Int, visibleRows: Int, canGrow: Bool) {
    guard let target else { return set(row, count: count, visibleRows: visibleRows) }
    set(target, count: count, visibleRows: visibleRows)
    if target < count || !canGrow {
      self.target = nil
    }
  }

  /// Keeps `key` when it waits for rows still coming (there are none of `count` yet, or the
  /// cursor is heading past them, while `canGrow`), unless it `goesOn` meanwhile, or when
  /// other keys wait before it. Whether it was kept.
  /// With `awaiting`, the key waits for something else still coming (a search's matches).
  public mutating func hold(
    _ key: Key, count: Int, canGrow: Bool, goesOn: Bool, awaiting: Bool = false
  ) -> Bool {
    let isWaiting = waitsForRows(count: count, canGrow: canGrow) || awaiting
    return held.hold(key, isWaiting: isWaiting, goesOn: goesOn && !awaiting)
  }

  /// What the list tells its program of the keys kept once the rows they waited for came, or
  /// no more can (the cursor having followed them), as ``HeldKeys`` says; `nil` while they
  /// are still coming. `rowsName` names the rows in what is said: `the users loaded`,
  /// `no users came`.
  /// With `awaiting`, something else the keys wait for is still coming.
  public mutating func releaseHeldKeys(
    count: Int, canGrow: Bool, rowsName: String, awaiting: Bool = false
  ) -> HeldKeys.Release? {
    held.released(
      isWaiting: waitsForRows(count: count, canGrow: canGrow) || awaiting,
      pressedWhile: "the \(rowsName) loaded", missing: count == 0 ? "no \(rowsName) came" : nil)
  }

  private func waitsForRows(count: Int, canGrow: Bool) -> Bool {
    canGrow && (count == 0 || target != nil)
  }

  private mutating func set(_ wanted: Int, count: Int, visibleRows: Int) {
    let rows = max(1, visibleRows)
    row = max(0, min(wanted, count - 1))
    if row < offset {
      offset = row
    } else if row >= offset.addingClamped(rows) {
      offset = row - rows + 1
    }
    offset = max(0, min(offset, max(0, count - rows)))
  }
}
