/// A command line that does not fit the program's specification.
public struct UsageError: Error, Sendable, Hashable, CustomStringConvertible {
  /// A one-line message naming the offending word, such as `unknown command 'pots'`.
  public var message: String
  /// The command the error concerns, when known, so that its usage line can be shown.
  public var command: String?
  /// Whether the usage line follows the message: not for a mistake outside the command line,
  /// such as in a settings file, where it would not help.
  public var showsUsage: Bool

  public init(_ message: String, command: String? = nil, showsUsage: Bool = true) {
    self.message = message
    self.command = command
    self.showsUsage = showsUsage
  }

  public var description: String { message }
}
