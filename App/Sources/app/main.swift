import AppCommands
import Dependencies
import Foundation
import NetworkClientLive
import TerminalKit
import TerminalViews

// Before any URL session configuration exists, so that Foundation makes no folder of its own.
FoundationFolders.avoid()

// The program always runs live: nothing in its arguments or environment may swap in test values.
let status = await DependencyValues.$current.withValue(DependencyValues(context: .live)) {
  let environment = ProcessInfo.processInfo.environment
  let console = Console.live(environment: environment, programName: AppVersion.programName)
  TerminationSignals.observe(tidying: { console.eraseSpinnerLine() })
  let application = Application(
    console: console,
    environment: environment,
    interrupts: .live
  )
  return await application.run(arguments: Array(CommandLine.arguments.dropFirst()))
}
status.terminationStatus.exitProgram()
