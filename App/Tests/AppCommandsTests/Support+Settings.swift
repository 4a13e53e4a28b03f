import ArgumentParsing

@testable import AppCommands

/// The settings the global options of `arguments` make.
func settings(_ arguments: [String], environment: [String: String] = [:]) throws(UsageError)
  -> Settings
{
  try Settings(parsing: AppCommandLine.spec.parse(arguments), environment: environment)
}
