import ArgumentParsing
import Foundation

/// json-server's command line, `[FILE] [options]`, as a program's command takes it: the argument
/// and options declared once (for parsing, help and completions, by json-server's names and short
/// forms), and what a parsed command line gives of them, ready for ``JSONServerLaunch``.
///
/// ```swift
/// let serve = CommandSpec(
///   name: "serve", summary: "Serve a json-server database",
///   arguments: JSONServerCommandLine.arguments, options: JSONServerCommandLine.options)
/// let spec = CommandLineSpec(programName: "app", commands: [serve], globalOptions: [])
/// let commandLine = try JSONServerCommandLine(parsing: spec.parse(["serve", "db.json", "-wp0"]))
/// let launch = commandLine.launch(in: URL(fileURLWithPath: "."))
/// // launch.file == "db.json", launch.given.port == 0, launch.given.watch == true
/// ```
public struct JSONServerCommandLine: Sendable, Hashable {
  public static let file = Argument<String>(
    "file", summary: "A json-server database such as db.json; without it, the sample data",
    noun: "file", isOptional: true, expecting: "a file name"
  ) { $0.isEmpty ? nil : $0 }
  public static let port = Option<Int>(
    "port", short: "p", valueName: "PORT", summary: "Listen at PORT; 0 picks a free one",
    defaultDescription: "3000", expecting: "a port from 0 to 65535"
  ) { Int($0).flatMap { (0...65_535).contains($0) ? $0 : nil } }
  public static let host = Option<String>(
    "host", short: "H", valueName: "HOST", summary: "Listen at HOST, such as ::1 or 0.0.0.0",
    defaultDescription: "127.0.0.1")
  public static let routes = Option<String>(
    "routes", short: "r", valueName: "FILE",
    summary: "Rewrite paths by the rules in FILE, as json-server's routes.json")
  public static let readOnly = Flag("read-only", summary: "Answer every write with 403")
  public static let readOnlyAlias = Flag("ro", summary: "Same as --read-only")
  public static let delay = Option<Int>(
    "delay", short: "d", valueName: "MS", summary: "Wait MS milliseconds before each answer",
    expecting: "a whole number of milliseconds up to 600000"
  ) { Int($0).flatMap { (0...600_000).contains($0) ? $0 : nil } }
  public static let noCORS = Flag("no-cors", summary: "Send no cross-origin headers")
  public static let noCORSAlias = Flag("nc", summary: "Same as --no-cors")
  public static let noGzip = Flag(
    "no-gzip", summary: "Answers do not vary by Accept-Encoding (they are never compressed)")
  public static let noGzipAlias = Flag("ng", summary: "Same as --no-gzip")
  public static let quiet = Flag("quiet", short: "q", summary: "Print no line per request")
  public static let watch = Flag(
    "watch", short: "w", summary: "Serve FILE again whenever it changes")
  public static let fake = Flag(
    "fake", summary: "Answer writes as if they were made, and keep none")
  public static let staticFolder = Option<String>(
    "static", short: "s", valueName: "DIR",
    summary: "Serve the files of DIR before the API (else ./public, else the home page)",
    expecting: "a folder"
  ) { $0.isEmpty ? nil : $0 }
  public static let config = Option<String>(
    "config", short: "c", valueName: "FILE",
    summary: "Read options from FILE; the command line wins",
    defaultDescription: JSONServerConfig.defaultFileName, expecting: "a file name"
  ) { $0.isEmpty ? nil : $0 }
  /// json-server's options that load node code, with their short forms, taken so that they can
  /// be refused with one line (``refusal``).
  public static let refused = [("middlewares", "m"), ("snapshots", "S")].map {
    (name: String, short: Character) in
    Option<String>(name, short: short, valueName: "PATH", summary: "Not supported: it needs node")
  }

  /// The positional arguments, in order.
  public static let arguments = [file.spec]

  /// The options, in the order help lists them.
  public static let options =
    [port.spec, host.spec, routes.spec] + JSONServerRecordNames.specs + [
      readOnly.spec, readOnlyAlias.spec, delay.spec, noCORS.spec, noCORSAlias.spec, noGzip.spec,
      noGzipAlias.spec, quiet.spec, watch.spec, fake.spec, staticFolder.spec, config.spec,
    ] + refused.map(\.spec)

  /// What help adds to the options: how the command follows json-server.
  public static let helpSection = HelpSection(
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

  /// The database file; `nil` for the sample data.
  public var file: String?
  /// The options the command line gives; a configuration file gives the others.
  public var given = JSONServerConfig()
  /// The configuration file `--config` names.
  public var configFile: String?
  /// The long name of the first refused option given, if any.
  public var refusedOption: String?

  /// Reads and checks what `parsed` gives.
  ///
  /// - Throws: `UsageError` for a value out of range, or `--watch` with no FILE.
  public init(parsing parsed: ParsedArguments) throws(UsageError) {
    file = try parsed.value(of: Self.file)
    given.port = try parsed.value(of: Self.port)
    given.host = try parsed.value(of: Self.host)
    given.routes = try parsed.value(of: Self.routes)
    let names = try JSONServerRecordNames(parsing: parsed)
    (given.id, given.foreignKeySuffix) = (names.idField, names.foreignKeySuffix)
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

  /// Why this command line is not served, in one line: the refused option it gives; `nil` when
  /// it gives none.
  public var refusal: String? {
    refusedOption.map { "option '--\($0)' is not supported: it needs json-server's node runtime" }
  }

  /// The launch this command line asks for, relative names read from `workingDirectory`.
  public func launch(in workingDirectory: URL) -> JSONServerLaunch {
    JSONServerLaunch(
      file: file, given: given, configFile: configFile, workingDirectory: workingDirectory)
  }
}
