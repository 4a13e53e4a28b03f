#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A status the process ends with, as a shell's `$?` reads it. The program names its own
/// statuses and what each means; the terminal engine needs only the one Ctrl-C ends with.
public struct TerminationStatus: RawRepresentable, Sendable, Hashable {
  /// The number; the shell reads its low 8 bits, from 0 to 255.
  public var rawValue: Int32

  public init(rawValue: Int32) {
    self.rawValue = rawValue
  }

  /// 130, 128 and `SIGINT`: what a shell reports for a program that Ctrl-C ended, so what a
  /// program that stops for Ctrl-C ends with, as ``Interrupts`` does on a second one.
  public static let interrupted = TerminationStatus(rawValue: 128 + SIGINT)

  /// Ends the process at once with this status.
  public func exitProgram() -> Never {
    exit(rawValue)
  }
}
