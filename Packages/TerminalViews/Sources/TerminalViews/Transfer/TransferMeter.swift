import Features
import Foundation
import Synchronization
import TerminalKit

/// How far a transfer (an upload, a download) has gone, told as it goes, and the line a
/// spinner shows of it: a bar, the share done, the bytes, the rate and the time left, as much
/// of it as the width holds.
///
/// ```swift
/// let meter = TransferMeter()
/// meter.update(completed: 50_000_000, expected: 200_000_000)
/// let line = meter.line("Saving files…", elapsed: .seconds(4), width: 80)
/// // "Saving files… ██████░░░░…░ 25%  50 MB of 200 MB  12.5 MB/s  12 s left"
/// ```
public final class TransferMeter: Sendable {
  private let state = Mutex<(completed: Int64, expected: Int64?)>((0, nil))
  /// Whether the bytes are received (a download) rather than sent.
  public let isReceiving: Bool

  /// How long a transfer goes on before the meter shows: a short one shows the message alone.
  public static let delay = Duration.seconds(1)

  /// A meter of bytes sent, or, when `receiving`, received.
  public init(receiving: Bool = false) {
    isReceiving = receiving
  }

  /// Tells the meter of the bytes done and those expected in all, `nil` when not known.
  public func update(completed: Int64, expected: Int64?) {
    state.withLock { $0 = (completed, expected) }
  }

  /// The bytes done and expected so far.
  public var current: (completed: Int64, expected: Int64?) {
    state.withLock { $0 }
  }

  /// `message`, then the transfer's progress once `elapsed` is ``delay`` or more, within
  /// `width` columns.
  public func line(_ message: String, elapsed: Duration, width: Int) -> String {
    let (completed, expected) = current
    // Nothing received yet: the answer is awaited.
    guard elapsed >= Self.delay, !isReceiving || completed > 0 else {
      return message.truncated(toDisplayWidth: width)
    }
    return Self.line(
      message, completed: completed, expected: expected, elapsed: elapsed, width: width,
      isReceiving: isReceiving)
  }

  /// The line of a transfer of `completed` bytes of `expected` after `elapsed`: a bar, the
  /// share done, the bytes, the rate and the time left, the rate then the bytes then the time
  /// left dropped when the width is short; once every byte has gone, that the answer is awaited. Each piece is as wide whatever its numbers, so
  /// that the bar keeps its width as they change.
  static func line(
    _ message: String, completed: Int64, expected: Int64?, elapsed: Duration, width: Int,
    isReceiving: Bool = false
  ) -> String {
    let seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    let rate = seconds > 0 ? Double(completed) / seconds : 0
    let size = { (count: Int64) in DecimalByteCount.text(count) }
    let rateText = rate > 0 ? size(Int64(rate)) + "/s" : ""
    guard let expected, expected > 0 else {
      let tail = [size(completed), rateText].filter { !$0.isEmpty }.joined(separator: "  ")
      return "\(message) \(tail)".truncated(toDisplayWidth: width)
    }
    if completed >= expected {
      // All of it received; or handed to the connection, whose buffers may still hold some.
      let done =
        isReceiving
        ? "100%  \(size(completed))" : "100%  \(size(expected)) handed over, waiting for the server"
      return "\(message) \(done)".truncated(toDisplayWidth: width)
    }
    let done = min(1, max(0, Double(completed) / Double(expected)))
    let left =
      rate > 0 && completed < expected
      ? time(Double(expected - completed) / rate) + " left" : ""
    let share = padded("\(Int(done * 100))%", to: 4)
    let bytes = padded(
      "\(size(completed)) of \(size(expected))", to: "999.9 MB of ".count + size(expected).count)
    let choices = [
      [share, bytes, padded(rateText, to: 10), padded(left, to: 16)],
      [share, bytes, padded(left, to: 16)], [share, padded(left, to: 16)], [share],
    ]
    for pieces in choices {
      let tail = pieces.joined(separator: "  ")
      let room = width - message.displayWidth - tail.displayWidth - 2
      if room >= 10 {
        return "\(message) \(bar(done, width: min(30, room))) \(tail)"
      }
    }
    return "\(message) \(share.trimmingCharacters(in: .whitespaces)) \(left)"
      .truncated(toDisplayWidth: width)
  }

  /// `text` with spaces before it up to `width` columns.
  private static func padded(_ text: String, to width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.displayWidth)) + text
  }

  /// A bar `width` columns wide, `fraction` of it full.
  static func bar(_ fraction: Double, width: Int) -> String {
    let full = Int((fraction * Double(width)).rounded(.down))
    return String(repeating: "█", count: full) + String(repeating: "░", count: width - full)
  }

  /// `seconds` as a person reads a time left: `8 s`, `2 min 5 s`, `1 h 4 min`.
  static func time(_ seconds: Double) -> String {
    guard seconds.isFinite, seconds < 360_000 else { return "a long time" }
    let whole = Int(seconds.rounded(.up))
    if whole < 60 { return "\(whole) s" }
    if whole < 3600 { return "\(whole / 60) min \(whole % 60) s" }
    return "\(whole / 3600) h \(whole % 3600 / 60) min"
  }
}
