import ArgumentParsing
import ClientCommandLine
import Foundation

/// The options of a program named `app`, whose variables begin with `APP_`.
let appOptions = ClientOptions(
  program: "app", environmentPrefix: "APP",
  defaultBaseURL: URL(string: "https://jsonplaceholder.typicode.com")
    ?? URL(fileURLWithPath: "/"))

/// A command line of the commands `posts` and `post ID` with ``appOptions``.
let appCommandLine = CommandLineSpec(
  programName: "app",
  commands: [
    CommandSpec(name: "posts", summary: "List the posts"),
    CommandSpec(
      name: "post", summary: "Show a post",
      arguments: [
        Argument<Int>("id", summary: "The post's id", noun: "id", expecting: "an id") {
          Int($0)
        }.spec
      ]),
    CommandSpec(
      name: "create", summary: "Create a record",
      arguments: [
        Argument<String>("resource", summary: "Where", noun: "resource", expecting: "a name") {
          $0
        }.spec,
        Argument<String>(
          "item", summary: "A field, a query parameter or a header", noun: "item",
          isOptional: true, expecting: "an item"
        ) { $0 }.repeating().spec,
      ]),
  ],
  globalOptions: appOptions.specs)

/// The settings the options of `arguments` make, with `environment`.
func settings(
  _ arguments: [String], environment: [String: String] = [:],
  askPassword: (@Sendable (String) -> String?)? = nil
) throws(UsageError) -> ClientSettings {
  try ClientSettings(
    parsing: appCommandLine.parse(arguments), options: appOptions, environment: environment,
    askPassword: askPassword)
}
