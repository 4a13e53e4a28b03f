import ArgumentParsing
import FakeServer
import Foundation
import HTTPServer
import SampleAPI
import TerminalKit

/// `app serve [FILE]`: the sample API, or the json-server database in FILE, as a real HTTP server
/// with json-server 0.16's options, until SIGINT, SIGTERM or SIGHUP.
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
  static let id = Option<String>(
    "id", short: "i", valueName: "NAME", summary: "The member that identifies a record in FILE",
    defaultDescription: "id")
  static let foreignKeySuffix = Option<String>(
    "foreignKeySuffix", valueName: "SUFFIX",
    summary: "What follows a resource's name in a foreign key in FILE", defaultDescription: "Id")
  static let foreignKeySuffixAlias = Option<String>(
    "fks", valueName: "SUFFIX", summary: "Same as --foreignKeySuffix")
  static let readOnly = Flag("read-only", summary: "Answer every write with 403")
  static let readOnlyAlias = Flag("ro", summary: "Same as --read-only")
  static let delay = Option<Int>(
    "delay", short: "d", valueName: "MS", summary: "Wait MS milliseconds before each answer",
    expecting: "a whole number of milliseconds up to 600000"
  ) { Int($0).flatMap { (0...600_000).contains($0) ? $0 : nil } }
  static let noCORS = Flag("no-cors", summary: "Send no cross-origin headers")
  static let noCORSAlias = Flag("nc", summary: "Same as --no-cors")
  static let noGzip = Flag(
    "no-gzip", summary: "Accepted as json-server takes it; answers are never compressed")
  static let noGzipAlias = Flag("ng", summary: "Same as --no-gzip")
  static let quiet = Flag("quiet", short: "q", summary: "Print no line per request")
  static let watch = Flag("watch", short: "w", summary: "Serve FILE again whenever it changes")
  static let fake = Flag("fake", summary: "Answer writes as if they were made, and keep none")
  /// json-server's options that load node code or files of its own, with their short forms,
  /// refused with one line.
  static let refused = [
    ("middlewares", "m"), ("config", "c"), ("snapshots", "S"), ("static", "s"),
  ].map { (name: String, short: Character) in
    Option<String>(name, short: short, valueName: "PATH", summary: "Not supported: it needs node")
  }

  static let spec = CommandSpec(
    name: "serve",
    summary: "Serve the sample API, or a json-server database, over HTTP",
    arguments: [file.spec],
    options: [
      port.spec, host.spec, routes.spec, id.spec, foreignKeySuffix.spec,
      foreignKeySuffixAlias.spec, readOnly.spec, readOnlyAlias.spec, delay.spec, noCORS.spec,
      noCORSAlias.spec, noGzip.spec, noGzipAlias.spec, quiet.spec, watch.spec, fake.spec,
    ] + refused.map(\.spec),
    examples: [
      "serve", "serve --port 0", "serve db.json --watch", "serve db.json --routes routes.json",
      "serve --host ::1 --read-only", "serve & app posts --base-url http://127.0.0.1:3000",
    ]
  )

  var file: String?
  var port = 3_000
  var host = "127.0.0.1"
  var routes: String?
  var options = SampleServerOptions()
  var delay = Duration.zero
  var isQuiet = false
  var watches = false
  /// The first refused option given, if any.
  var refusedOption: String?

  init(parsing parsed: ParsedArguments) throws(UsageError) {
    file = try parsed.value(of: Self.file)
    port = try parsed.value(of: Self.port) ?? port
    host = try parsed.value(of: Self.host) ?? host
    routes = try parsed.value(of: Self.routes)
    options.idField = try parsed.value(of: Self.id) ?? options.idField
    let suffix = try parsed.value(of: Self.foreignKeySuffix)
    let suffixAlias = try parsed.value(of: Self.foreignKeySuffixAlias)
    options.foreignKeySuffix = suffix ?? suffixAlias ?? options.foreignKeySuffix
    options.isReadOnly = parsed.isSet(Self.readOnly) || parsed.isSet(Self.readOnlyAlias)
    options.isFake = parsed.isSet(Self.fake)
    options.allowsCrossOrigin = !(parsed.isSet(Self.noCORS) || parsed.isSet(Self.noCORSAlias))
    delay = .milliseconds(try parsed.value(of: Self.delay) ?? 0)
    isQuiet = parsed.isSet(Self.quiet)
    watches = parsed.isSet(Self.watch)
    if watches && file == nil {
      throw UsageError("option '--watch' needs a FILE to watch", command: parsed.command)
    }
    refusedOption = Self.refused.first { parsed.isGiven($0) }?.spec.name
  }

  func run(in context: CommandContext) async throws(UsageError) -> ExitCode {
    let console = context.console.coloring(try context.settings().color)
    if let refusedOption {
      console.reportError(
        "option '--\(refusedOption)' is not supported: it needs json-server's node runtime")
      return .usage
    }
    var options = self.options
    if let routes {
      guard let data = try? Data(contentsOf: URL(fileURLWithPath: routes)) else {
        console.reportError("cannot read the routes file '\(routes)'")
        return .dataError
      }
      do throws(SampleServerError) {
        options.rewriteRules = try SampleRewriteRules(parsing: data, fileName: routes)
      } catch {
        console.reportError(error.description)
        return .dataError
      }
    }
    let api: SampleServer
    do throws(SampleServerError) {
      if let file {
        api = try SampleServer(contentsOf: URL(fileURLWithPath: file), options: options)
      } else {
        api = SampleServer(sample: .standard, options: options)
      }
    } catch {
      console.reportError(error.description)
      return .dataError
    }
    let writeOutput = console.writeOutput
    let log: (@Sendable (String) -> Void)? =
      isQuiet ? nil : { @Sendable in writeOutput($0.sanitizedForTerminal + "\n") }
    let watch: (@Sendable (DatabaseWatcher.Event) -> Void)? =
      watches ? { @Sendable in Self.report($0, on: console) } : nil
    let server: FakeServer
    do throws(HTTPServerError) {
      server = try FakeServer(
        api: api, host: host, port: port, delay: delay, log: log, watch: watch)
    } catch {
      console.reportError(error.description)
      return .unavailable
    }
    console.writeOutput(server.banner)
    await context.interrupts.waitForStop()
    await server.shutdown()
    return .success
  }

  /// Says what a check of the watched file found.
  private static func report(_ event: DatabaseWatcher.Event, on console: Console) {
    switch event {
    case .reloaded(let fileName):
      console.writeOutput("\(fileName.sanitizedForTerminal) has changed, serving it again\n")
    case .failed(let reason):
      console.reportError("\(reason); still serving the data before the change")
    }
  }
}
