import Foundation
import Synchronization

/// The most resident memory of this process while an operation runs, over what it held before:
/// `/proc/self/status`'s `VmRSS`, read every 2 ms on a thread of its own.
enum ResidentMemory {
  /// The resident memory now, in bytes; 0 where `/proc` does not say.
  static var current: Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
      let kilobytes = line.split(separator: " ").dropFirst().first.flatMap({ Int($0) })
    else { return 0 }
    return kilobytes * 1024
  }

  /// The most resident memory while `operation` runs, less what was resident before it.
  static func peakGrowth(during operation: () async throws -> Void) async rethrows -> Int {
    let before = current
    let state = Mutex((peak: before, done: false))
    let sampler = Thread {
      while !state.withLock({ $0.done }) {
        let now = current
        state.withLock { $0.peak = max($0.peak, now) }
        Thread.sleep(forTimeInterval: 0.002)
      }
    }
    sampler.start()
    defer { state.withLock { $0.done = true } }
    try await operation()
    let now = current
    return state.withLock { max($0.peak, now) } - before
  }
}
