import ArgumentParsing
import Dependencies
import Foundation
import HTTPServer
import JSONServer
import TerminalKit
import TerminalViews

/// `app serve [FILE]`: the sample API, or the json-server database in FILE, as a real HTTP server
/// with json-server's options, until SIGINT, SIGTERM or SIGHUP.
struct ServeCommand: AppCommand, Hashable {
  static let file = Argument<String>(
    "file", summary: "A json-server database such as db.json; without it, the sample data",
    noun: "file", isOptional: true, expecting: "a file name"
  ) { $0.isEmpty ? nil : $0 }
  static let port = Option<Int>(
    "port", short: "p", valueName: "PORT", summary: "Listen at PORT; 0 picks a free one",
    defaultDescription: "3000", expecting: "a port from 0 to 65535"
  ) { Int($0).flatMap { (0...65_535).contains($0) ? $0 : nil } }
  static let host = Option<String>(
    "host", short: "H", valueName: "HOST", summary: "Listen at HOST, such as ::1 or 0.0.0.0",
    defaultDescription: "127.0.0.1")
  static let routes = Option<String>(
    "routes", short: "r", valueName: "FILE",
    summary: "Rewrite paths by the rules in FILE, as json-server's routes.json")
  static let readOnly = Flag("read-only", summary: "Answer every write with 403")
  static let readOnlyAlias = Flag("ro", summary: "Same as --read-only")
  static let delay = Option<Int>(
    "delay", short: "d", valueName: "MS", summary: "Wait MS milliseconds before each answer",
    expecting: "a whole number of milliseconds up to 600000"
  ) { Int($0).flatMap { (0...600_000).contains($0) ? $0 : nil } }
  static let noCORS = Flag("no-cors", summary: "Send no cross-origin headers")
  static let noCORSAlias = Flag("nc", summary: "Same as --no-cors")
  static let noGzip = Flag(
    "no-gzip", summary: "Answers do not vary by Accept-Encoding (they are never compressed)")
  static let noGzipAlias = Flag("ng", summary: "Same as --no-gzip")
  static let quiet = Flag("quiet", short: "q", summary: "Print no line per request")
  static let watch = Flag("watch", short: "w", summary: "Serve FILE again whenever it changes")
  static let fake = Flag("fake", summary: "Answer writes as if they were made, and keep none")
  static let staticFolder = Option<String>(
    "static", short: "s", valueName: "DIR",
    summary: "Serve the files of DIR before the API (else ./public, else the home page)",
    expecting: "a folder"
  ) { $0.isEmpty ? nil : $0 }
  static let config = Option<String>(
    "config", short: "c", valueName: "FILE",
    summary: "Read options from FILE; the command line wins",
    defaultDescription: JSONServerConfig.defaultFileName, expecting: "a file name"
  ) { $0.isEmpty ? nil : $0 }
  /// json-server's options that load node code, with their short forms, refused with one line.
  static let refused = [("middlewares", "m"), ("snapshots", "S")].map {
    (name: String, short: Character) in
    Option<String>(name, short: short, valueName: "PATH", summary: "Not supported: it needs node")
  }

  static let sendsRequests = false

  static let spec = CommandSpec(
    name: "serve",
    summary: "Serve the sample API, or a json-server database, over HTTP",
    arguments: [file.spec],
    options: [
      port.spec, host.spec, routes.spec,
    ] + JSONServerArguments.specs + [
      readOnly.spec, readOnlyAlias.spec, delay.spec, noCORS.spec, noCORSAlias.spec, noGzip.spec,
      noGzipAlias.spec, quiet.spec, watch.spec, fake.spec, staticFolder.spec, config.spec,
    ] + refused.map(\.spec),
    examples: [
      "serve", "serve --port 0", "serve db.json --watch", "serve db.json --routes routes.json",
      "serve db.json --static site", "serve db.json --config serve.json",
      "serve --host ::1 --read-only", "serve & app posts --base-url http://127.0.0.1:3000",
    ]
  )

  static let helpSections = [
    HelpSection(
      title: "As json-server",
      rows: [
        ("FILE missing", "Made with json-server's example data when its name ends with .json"),
        ("FILE empty", "Served as an empty database"),
        (
          "json-server.json",
          "Options by json-server's names, from the working directory or --config"
        ),
        ("/", "The files of --static DIR or ./public, else a home page listing the resources"),
        ("-p5345, -qw", "A short option glued to its value; short flags together"),
        ("POST id", "A string or a whole number; any other id is refused with 400"),
      ])
  ]

  var file: String?
  /// The options the command line gives; a configuration file gives the others.
  var given = JSONServerConfig()
  var configFile: String?
  /// The first refused option given, if any.
  var refusedOption: String?

  init(parsing parsed: ParsedArguments) throws(UsageError) {
    file = try parsed.value(of: Self.file)
    given.port = try parsed.value(of: Self.port)
    given.host = try parsed.value(of: Self.host)
    given.routes = try parsed.value(of: Self.routes)
    (given.id, given.foreignKeySuffix) = try JSONServerArguments.values(in: parsed)
    let isSet = { (flags: [Flag]) -> Bool? in flags.contains { parsed.isSet($0) } ? true : nil }
    given.readOnly = isSet([Self.readOnly, Self.readOnlyAlias])
    given.fake = isSet([Self.fake])
    given.noCORS = isSet([Self.noCORS, Self.noCORSAlias])
    given.noGzip = isSet([Self.noGzip, Self.noGzipAlias])
    given.delay = try parsed.value(of: Self.delay)
    given.quiet = isSet([Self.quiet])
    given.watch = isSet([Self.watch])
    given.staticFolder = try parsed.value(of: Self.staticFolder)
    configFile = try parsed.value(of: Self.config)
    if given.watch == true && file == nil {
      throw UsageError("option '--watch' needs a FILE to watch", command: parsed.command)
    }
    refusedOption = Self.refused.first { parsed.isGiven($0) }?.spec.name
  }

  func run(in context: CommandContext) async throws(UsageError) -> ExitCode {
    let console = context.console.coloring(try context.settings(asksPassword: false).output.color)
    if let refusedOption {
      console.reportError(
        "option '--\(refusedOption)' is not supported: it needs json-server's node runtime")
      return .usage
    }
    let launch = JSONServerLaunch(
      file: file, given: given, configFile: configFile,
      workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    let writeOutput = console.writeOutput
    @Dependency(\.serverTime) var serverTime
    let server: JSONServerListener
    do throws(ServeError) {
      let prepared = try launch.prepare { notice in
        switch notice {
        case .madeExampleDatabase: console.writeOutput("\(notice)".sanitizedForTerminal + "\n")
        case .removedUnfinishedWrites: console.reportError("\(notice)")
        }
      }
      server = try prepared.listen(
        log: { @Sendable in writeOutput($0.sanitizedForTerminal + "\n") },
        watch: { @Sendable in Self.report($0, on: console) }, now: serverTime)
    } catch {
      console.reportError(error.description)
      return switch error.kind {
      case .conflictingOptions: .usage
      case .unreadable, .invalidContent: .dataError
      case .unavailable: .unavailable
      }
    }
    console.writeOutput(server.banner)
    await context.interrupts.waitForStop()
    await server.shutdown()
    return .success
  }

  private static func report(_ event: DatabaseWatcher.Event, on console: Console) {
    switch event {
    case .reloaded(let fileName):
      console.writeOutput("\(fileName.sanitizedForTerminal) has changed, serving it again\n")
    case .failed(let reason):
      console.reportError("\(reason); still serving the data before the change")
    }
  }
}
