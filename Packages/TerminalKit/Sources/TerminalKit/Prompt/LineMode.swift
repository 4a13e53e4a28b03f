import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal mode in which ``LineEditor`` reads keys one by one: no echo, no line
/// buffering, and Ctrl-C, Ctrl-Z and Ctrl-D as bytes rather than signals, with output still
/// processed (`\n` starts a new line).
///
/// There is one per process (``shared``), so that ``restore()`` can reach the mode the terminal
/// had from a signal's handler.
final class LineMode: Sendable {
  static let shared = LineMode()

  private struct Saved {
    var descriptor: Int32
    var modes: termios
  }

  private let saved = Mutex<Saved?>(nil)

  private init() {}

  /// Puts the terminal on `descriptor` in line-editing mode, keeping its mode for
  /// ``restore()``; entering again (after the program was continued) sets the mode again.
  /// False when the mode cannot be set.
  func enter(_ descriptor: Int32) -> Bool {
    saved.withLock { saved in
      var modes = termios()
      if let saved {
        modes = saved.modes
      } else if tcgetattr(descriptor, &modes) != 0 {
        return false
      }
      var raw = modes
      raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
      raw.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR | IGNCR | ISTRIP)
      withUnsafeMutableBytes(of: &raw.c_cc) { characters in
        characters[Int(VMIN)] = 1
        characters[Int(VTIME)] = 0
      }
      guard tcsetattr(descriptor, TCSADRAIN, &raw) == 0 else { return false }
      saved = Saved(descriptor: descriptor, modes: modes)
      interruptedDescriptor = descriptor
      interruptedModes = modes
      return true
    }
  }

  /// Gives the terminal back the mode it had before ``enter(_:)``; does nothing when it was not
  /// entered. Safe from any thread.
  func restore() {
    saved.withLock { kept in
      guard var saved = kept else { return }
      tcsetattr(saved.descriptor, TCSADRAIN, &saved.modes)
      kept = nil
      interruptedDescriptor = -1
    }
  }
}

// What the `SIGINT` handler restores: a copy it reads without a lock, written before the
// handler is installed (and again, unchanged, when the mode is set again).
nonisolated(unsafe) private var interruptedDescriptor: Int32 = -1
nonisolated(unsafe) private var interruptedModes = termios()

extension LineMode {
  /// A `SIGINT` handler that restores the mode, then ends the program as the signal's default
  /// action does. It does only what a signal's handler may (`tcsetattr`, `signal`, `raise`).
  static let restoringInterruptAction: sighandler_t? = { signalNumber in
    if interruptedDescriptor >= 0 {
      tcsetattr(interruptedDescriptor, TCSADRAIN, &interruptedModes)
    }
    signal(signalNumber, SIG_DFL)
    raise(signalNumber)
  }
}
