import ArgumentParsing
import Foundation
import Producers

/// What the command line asks of the demo, read with `ArgumentParsing`: each option declared
/// once and typed, so that a word that does not fit is a `UsageError` naming it.
enum DemoCommand {
  /// `serve`: the API of `count` producers at `host` and `port` (0 picks a free port).
  case serve(host: String, port: Int, count: Int)
  /// `list`: `pages` pages (`Int.max` for all) of `perPage` producers, then a search by name
  /// over them when `search` is given.
  case list(baseURL: URL, storage: String?, pages: Int, perPage: Int, search: String?)
  /// `show ID`: one producer.
  case show(baseURL: URL, storage: String?, id: Producer.ID)
  /// `export [FILE]`: the catalogue's CSV export downloaded to `file`, or into the folder
  /// `file` names, or the current one when it is `nil`.
  case export(baseURL: URL, file: String?)
  /// `--help`, with a command or without.
  case help

  static let usage = """
    usage: producers-demo serve [--host HOST] [--port PORT] [--count N]
           producers-demo --base-url URL [--storage DIR] list [--pages N|all] [--per-page M] [--search TEXT]
           producers-demo --base-url URL [--storage DIR] show ID
           producers-demo --base-url URL export [FILE]
           producers-demo --help
    exit status: 0 done, 1 the server failed and nothing was stored (or the export did not
    finish), 2 bad arguments
    answers are kept in --storage DIR, by default in the user's cache folder
    export downloads the catalogue as CSV to FILE, or into FILE when it is a folder (by
    default the current one), and resumes a download of it left partial there
    """

  /// Reads `words`, the command line without the program's name.
  ///
  /// - Throws: `UsageError` for an unknown command or option, a missing or extra word, or a
  ///   value out of its range.
  init(parsing words: [String]) throws(UsageError) {
    let parsed = try Self.spec.parse(words)
    if parsed.isSet(Self.helpFlag) {
      self = .help
      return
    }
    switch parsed.command {
    case "serve":
      self = .serve(
        host: try parsed.value(of: Self.host) ?? "127.0.0.1",
        port: try parsed.value(of: Self.port) ?? 0,
        count: try parsed.value(of: Self.count) ?? 45)
    case "list":
      self = .list(
        baseURL: try Self.baseURL(in: parsed), storage: try parsed.value(of: Self.storage),
        pages: try parsed.value(of: Self.pages) ?? 1,
        perPage: try parsed.value(of: Self.perPage) ?? 10,
        search: try parsed.value(of: Self.search))
    case "show":
      self = .show(
        baseURL: try Self.baseURL(in: parsed), storage: try parsed.value(of: Self.storage),
        id: try parsed.requiredValue(of: Self.id))
    case "export":
      self = .export(baseURL: try Self.baseURL(in: parsed), file: try parsed.value(of: Self.file))
    default:
      throw UsageError("a command is needed: serve, list, show or export")
    }
  }

  private static let spec = CommandLineSpec(
    programName: "producers-demo",
    commands: [
      CommandSpec(
        name: "serve", summary: "Serve the producers API",
        options: [host.spec, port.spec, count.spec]),
      CommandSpec(
        name: "list", summary: "List the producers, a page at a time",
        options: [baseURLOption.spec, storage.spec, pages.spec, perPage.spec, search.spec]),
      CommandSpec(
        name: "show", summary: "Show one producer", arguments: [id.spec],
        options: [baseURLOption.spec, storage.spec]),
      CommandSpec(
        name: "export", summary: "Download the catalogue as CSV", arguments: [file.spec],
        options: [baseURLOption.spec]),
    ],
    globalOptions: [helpFlag.spec])

  private static let helpFlag = Flag(
    "help", short: "h", summary: "Print the usage", isInformational: true)

  private static let host = Option<String>(
    "host", valueName: "HOST", summary: "The address the server listens at",
    defaultDescription: "127.0.0.1")

  private static let port = Option<Int>(
    "port", valueName: "PORT", summary: "The server's port; 0 picks a free one",
    defaultDescription: "0", expecting: "a number from 0 to 65535"
  ) { wholeNumber($0, in: 0...65_535) }

  private static let count = Option<Int>(
    "count", valueName: "N", summary: "How many producers the server has",
    defaultDescription: "45", expecting: "a number from 0 to 10000"
  ) { wholeNumber($0, in: 0...10_000) }

  /// `--base-url`, required by the commands that read: the catalogue has no default server.
  private static let baseURLOption = Option<URL>(
    "base-url", valueName: "URL", summary: "The root of the producers API", isRequired: true,
    expecting: "an http or https URL"
  ) { text in
    URL(string: text).flatMap { url in
      ["http", "https"].contains(url.scheme) && url.host != nil ? url : nil
    }
  }

  private static let storage = Option<String>(
    "storage", valueName: "DIR", summary: "Where answers are kept",
    defaultDescription: "the user's cache folder")

  /// `--pages N`, or `all`, read as `Int.max`, for every page up to the last.
  private static let pages = Option<Int>(
    "pages", valueName: "N|all", summary: "How many pages to load", defaultDescription: "1",
    expecting: "a number from 1 to 1000, or all"
  ) { $0 == "all" ? .max : wholeNumber($0, in: 1...1_000) }

  private static let perPage = Option<Int>(
    "per-page", valueName: "M", summary: "How many producers a page holds",
    defaultDescription: "10", expecting: "a number from 1 to 100"
  ) { wholeNumber($0, in: 1...100) }

  private static let search = Option<String>(
    "search", valueName: "TEXT", summary: "Keep the producers whose name holds TEXT")

  private static let id = Argument<Producer.ID>(
    "id", summary: "The producer's id", noun: "producer id", expecting: "a whole number"
  ) { Int($0).map(Producer.ID.init(rawValue:)) }

  private static let file = Argument<String>(
    "file", summary: "The file, or the folder it is named in; the current folder by default",
    noun: "file", isOptional: true, expecting: "a path"
  ) { $0.isEmpty ? nil : $0 }

  private static func baseURL(in parsed: ParsedArguments) throws(UsageError) -> URL {
    guard let url = try parsed.value(of: baseURLOption) else {
      throw UsageError("missing option '--base-url URL'", command: parsed.command)
    }
    return url
  }

  /// The number `text` is in ASCII digits, when `range` holds it.
  private static func wholeNumber(_ text: String, in range: ClosedRange<Int>) -> Int? {
    guard text.allSatisfy({ $0.isASCII && $0.isWholeNumber }), let number = Int(text) else {
      return nil
    }
    return range.contains(number) ? number : nil
  }
}
