import AppCommands
import Foundation

let environment = ProcessInfo.processInfo.environment
let application = Application(
  console: .live(environment: environment),
  environment: environment,
  interrupts: .live
)
let status = await application.run(arguments: Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
