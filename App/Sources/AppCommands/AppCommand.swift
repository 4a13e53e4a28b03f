import ArgumentParsing
import TerminalKit
import TerminalViews

/// A command of `app`, whole in one file: its specification, its options (each declared once
/// and typed when read), their validation, and its run.
protocol AppCommand: Sendable {
  /// The command's name, summary, arguments, options and examples, for parsing, help and
  /// completions.
  static var spec: CommandSpec { get }

  /// Global options the command refuses (`ParsedArguments.refuse(_:)` before it is parsed);
  /// its help leaves them out.
  static var refusedGlobalOptions: [OptionSpec] { get }

  /// Tables its help shows after the options, such as the keys of `browse`.
  static var helpSections: [HelpSection] { get }

  /// Whether it sends requests to an API, so that the HTTP library is loaded in the background
  /// while it starts (`CurlLayer.loadInBackground()`); true but for the commands that never do.
  static var sendsRequests: Bool { get }

  /// Reads and validates the command's arguments and options from `parsed`.
  ///
  /// - Throws: ``UsageError`` naming the word that does not fit.
  init(parsing parsed: ParsedArguments) throws(UsageError)

  /// The candidates a shell offers for the argument that ``ArgumentSpec/completesFromProgram``,
  /// the command line typed so far read into `context` (the argument itself a placeholder);
  /// quick, and empty when they cannot be told.
  static func completions(in context: CommandContext) async -> [String]

  /// Runs the command and returns the exit status.
  ///
  /// - Throws: ``UsageError`` when the global options do not fit, before any work is done.
  func run(in context: CommandContext) async throws(UsageError) -> ExitCode
}

extension AppCommand {
  static var refusedGlobalOptions: [OptionSpec] { [] }
  static var helpSections: [HelpSection] { [] }
  static var sendsRequests: Bool { true }
  static func completions(in context: CommandContext) async -> [String] { [] }
}
