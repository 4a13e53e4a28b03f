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
