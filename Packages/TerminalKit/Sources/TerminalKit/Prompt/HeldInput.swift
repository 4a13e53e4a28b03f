import Synchronization

/// What was typed at the terminal while the program waited before a full-screen app took the
/// keyboard, read by the wait (``TypeAhead/wait(for:on:orUntil:reading:holding:)``) and not
/// used by it: ``SystemTerminal`` gives it to the app before anything typed later, so that no
/// key is dropped.
public final class HeldInput: Sendable {
  /// The keys held for ``SystemTerminal/shared``.
  public static let shared = HeldInput()

  /// The most held: a wait stops reading beyond it, leaving the rest to the terminal.
  public static let limit = 64 * 1024

  private let bytes = Mutex<[UInt8]>([])

  public init() {}

  /// Everything held, oldest first; nothing is held after.
  public func take() -> [UInt8] {
    bytes.withLock { bytes in
      defer { bytes = [] }
      return bytes
    }
  }

  /// Holds `typed` after what is held; false when as much as ``limit`` is held now.
  func hold(_ typed: some Sequence<UInt8>) -> Bool {
    bytes.withLock { bytes in
      bytes += typed
      return bytes.count < Self.limit
    }
  }
}
