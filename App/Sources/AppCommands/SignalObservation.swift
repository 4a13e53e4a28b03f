import Dependencies
import Foundation

/// A dispatch source that calls a handler for each delivery of a signal, until cancelled.
final class SignalObservation: @unchecked Sendable {
  private let cancelling = Locked(())
  private let source: any DispatchSourceSignal

  init(signal: Int32, handler: @escaping @Sendable () -> Void) {
    let source = DispatchSource.makeSignalSource(signal: signal, queue: .global())
    source.setEventHandler {
      // Signals that arrive together are counted, not delivered one by one.
      for _ in 0..<max(1, source.data) { handler() }
    }
    self.source = source
    source.resume()
  }

  func cancel() {
    cancelling.withLock { _ in source.cancel() }
  }
}
