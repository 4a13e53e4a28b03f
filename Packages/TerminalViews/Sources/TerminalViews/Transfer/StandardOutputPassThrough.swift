import Features
import Foundation
import HTTPClientLive
import Synchronization
import TerminalKit

/// A body written to standard output as it comes (`get --json` past ``jsonHolding``, `-o -`),
/// nothing more once standard output is gone, and ended with a line break where a printed
/// answer would be.
final class StandardOutputPassThrough: Sendable {
  /// The most bytes of an answer `--json` reads as records before it goes out as it came: a
  /// larger one would cost several times its size to read.
  static let jsonHolding = 1 << 20

  let console: Console
  /// The last byte written.
  private let last = Mutex<UInt8?>(nil)

  init(console: Console) {
    self.console = console
  }

  /// The pass-through of bodies past `holding` bytes to standard output, telling `meter` of
  /// the bytes received.
  func passThrough(holding: Int, meter: TransferMeter) -> BodyPassThrough {
    BodyPassThrough(
      holding: holding,
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

extension Screen {
  /// Reports a body passed on that broke off: the answer's failure, with how much went out;
  /// standard output's own is left to the program's end, which reports it (or ends quietly for
  /// a closed pipe).
  func report(_ broken: BodyPassThrough.Broken) -> Outcome {
    guard case .network(let cause) = broken.cause else { return .text("") }
    return report(LoadFailure(message: broken.description, networkError: cause))
  }
}
