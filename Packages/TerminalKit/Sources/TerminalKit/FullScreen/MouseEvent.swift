/// A mouse event as a terminal reports it with SGR mouse reporting (`ESC [ < b ; x ; y M`):
/// what happened, where, and the modifiers held.
///
/// Columns and rows count from 0, from the top left cell, whereas the terminal counts them
/// from 1. Terminals keep Shift-held clicks and drags for their own selection, so a program
/// that reports the mouse never sees them.
public struct MouseEvent: Sendable, Hashable {
  public enum Action: Sendable, Hashable {
    case press(MouseButton)
    case release(MouseButton)
    /// The mouse moved with a button down.
    case drag(MouseButton)
    /// The mouse moved with no button down.
    case move
    /// The wheel turned up, away from the person.
    case wheelUp
    /// The wheel turned down, towards the person.
    case wheelDown
  }

  public var action: Action
  /// The cell's column, from 0.
  public var column: Int
  /// The cell's row, from 0.
  public var row: Int
  /// The modifiers the terminal reported held: Shift (4), Alt (8) and Ctrl (16), as in the
  /// SGR button code.
  public var modifiers: Int

  public init(_ action: Action, column: Int, row: Int, modifiers: Int = 0) {
    self.action = action
    self.column = column
    self.row = row
    self.modifiers = modifiers
  }
}

public enum MouseButton: Sendable, Hashable {
  case left
  case middle
  case right
}

extension MouseEvent {
  /// The largest column or row kept; a sequence with a larger one is dropped.
  public static let coordinateLimit = 10_000

  /// The event of an SGR mouse sequence's parameters (`b;x;y`, after `<`) and its final byte
  /// (`M` for a press, `m` for a release); `nil` when they are not one.
  init?(sgrParameters: some Collection<UInt8>, final: UInt8) {
    let fields = sgrParameters.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false)
    guard fields.count == 3 else { return nil }
    var numbers: [Int] = []
    for field in fields {
      guard !field.isEmpty, field.count <= 5,
        field.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
      else { return nil }
      numbers.append(field.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) })
    }
    let code = numbers[0]
    let column = numbers[1]
    let row = numbers[2]
    guard (1...Self.coordinateLimit).contains(column), (1...Self.coordinateLimit).contains(row),
      code < 256
    else { return nil }
    let isRelease = final == UInt8(ascii: "m")
    let buttons: [MouseButton] = [.left, .middle, .right]
    let button = code & 3 < buttons.count ? buttons[code & 3] : nil
    let action: Action
    switch code & ~0b1_1100 {
    case 64: action = .wheelUp
    case 65: action = .wheelDown
    case 32...35:
      action = button.map(Action.drag) ?? .move
    case 0...2:
      guard let button else { return nil }
      action = isRelease ? .release(button) : .press(button)
    default:
      return nil
    }
    // Only a button comes up.
    if isRelease, case .release = action {} else if isRelease { return nil }
    self.init(action, column: column - 1, row: row - 1, modifiers: code & 0b1_1100)
  }
}
