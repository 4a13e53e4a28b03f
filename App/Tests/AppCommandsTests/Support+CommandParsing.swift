import ArgumentParsing

@testable import AppCommands

/// Parses `arguments` as the program does, and reads them as the command `C`.
func parse<C: AppCommand>(_ arguments: [String], as _: C.Type) throws(UsageError) -> C {
  let parsed = try AppCommandLine.spec.parse(arguments)
  guard parsed.command == C.spec.name else {
    throw UsageError("parsed '\(parsed.command ?? "")', not '\(C.spec.name)'")
  }
  return try C(parsing: parsed)
}

/// The settings the global options of `arguments` make.
func settings(_ arguments: [String], environment: [String: String] = [:]) throws(UsageError)
  -> Settings
{
  try Settings(parsing: AppCommandLine.spec.parse(arguments), environment: environment)
}

extension String {
  /// The text without the lines `--verbose` shows each request and answer in (`> …`, `< …`).
  var withoutTraffic: String {
    split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix("> ") && !$0.hasPrefix("< ") && !$0.hasPrefix("* ") }
      .joined(separator: "\n")
  }
}
