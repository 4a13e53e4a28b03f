/// A command line that does not fit the program's specification.
public struct UsageError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A one-line message naming the offending word, such as `unknown command 'pots'`.
  public var message: String
  /// The command the error concerns, when known, so that its usage line can be shown.
  public var command: String?

  public init(_ message: String, command: String? = nil) {
    self.message = message
    self.command = command
  }

  public var description: String { message }
}
