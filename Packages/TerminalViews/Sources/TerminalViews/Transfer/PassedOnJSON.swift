import Features
import Foundation
import HTTPClientLive
import Synchronization
import TerminalKit

/// `get --json`'s answer written to standard output as it comes once it outgrows
/// ``holding``, ending with a line break as a held answer is printed.
final class PassedOnJSON: Sendable {
  /// The most bytes of an answer read as records before it goes out as it came: a larger one
  /// would cost several times its size to read.
  static let holding = 1 << 20

  let console: Console
  /// The last byte written.
  private let last = Mutex<UInt8?>(nil)

  init(console: Console) {
    self.console = console
  }

  /// The pass-through that writes to standard output, telling `meter` of the bytes received.
  func passThrough(meter: TransferMeter) -> BodyPassThrough {
    BodyPassThrough(
      holding: Self.holding,
      progress: { meter.update(completed: $0.completed, expected: $0.expected) },
      write: { [self] bytes in
        // Once standard output is gone (a closed pipe, a full disk) nothing more is written.
        if let errorNumber = self.console.outputFailure() {
          throw POSIXError(POSIXErrorCode(rawValue: errorNumber) ?? .EIO)
        }
        self.console.writeOutputBytes(bytes)
        if let byte = bytes.last { self.last.withLock { $0 = byte } }
      })
  }

  /// Ends the answer with a line break when it did not end with one.
  func endLine() {
    if last.withLock({ $0 }) != UInt8(ascii: "\n") {
      console.writeOutputBytes(Data([UInt8(ascii: "\n")]))
    }
  }
}
