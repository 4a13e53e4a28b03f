import ArgumentParsing
import Foundation
import UsersAdmin

/// What the command line asks of the demo, read with `ArgumentParsing`: the commands and their
/// options declared once, a word that does not fit a `UsageError` that names it.
enum DemoCommand {
  /// An OAuth client's id and secret, as `--client ID:SECRET` gives them.
  struct Client: Equatable {
    var id: String
    var secret: String
  }

  /// `serve`: the users API at `host` and `port` (0 picks a free port), behind OAuth's
  /// client-credentials grant for `client` when given.
  case serve(host: String, port: Int, client: Client?)
  /// `list`: every user, with `client`'s tokens when given.
  case list(baseURL: URL, client: Client?)
  /// `create`, or `edit ID` when `id` is given, with the fields the options give.
  case save(
    baseURL: URL, client: Client?, id: AdminUser.ID?, fields: [AdminUserForm.Field: String])
  /// `--help`, with a command or without.
  case help

  static let usage = """
    usage: users-admin-demo serve [--host HOST] [--port PORT] [--client ID:SECRET]
           users-admin-demo --base-url URL [--client ID:SECRET] list
           users-admin-demo --base-url URL create --first-name FIRST_NAME --last-name LAST_NAME
             --email EMAIL [--avatar-url AVATAR_URL]
           users-admin-demo --base-url URL edit ID [--first-name FIRST_NAME] [--last-name LAST_NAME]
             [--email EMAIL] [--avatar-url AVATAR_URL]
           users-admin-demo --help
      --client ID:SECRET  serve behind OAuth's client-credentials grant for that client, or
                          take the tokens from it (POST /oauth/token)
    exit status: 0 done, 1 the server failed or refused, 2 bad arguments
    """

  /// Reads `words`, the command line without the program's name.
  ///
  /// - Throws: `UsageError` for an unknown command or option, a missing or extra word, or a
  ///   value that is not one.
  init(parsing words: [String]) throws(UsageError) {
    let parsed = try Self.commandLine.parse(words)
    switch (parsed.command, parsed.isSet(Self.helpFlag)) {
    case (_, true):
      self = .help
    case (nil, false):
      throw UsageError("a command is needed: serve, list, create or edit")
    case ("serve"?, false):
      self = .serve(
        host: try parsed.value(of: Self.host) ?? "127.0.0.1",
        port: try parsed.value(of: Self.port) ?? 0, client: try parsed.value(of: Self.client))
    case (let command?, false):
      // The parser has made sure that a command other than `serve` is given `--base-url`.
      guard let baseURL = try parsed.value(of: Self.baseURL) else {
        throw UsageError("missing option '--base-url URL'", command: command)
      }
      let client = try parsed.value(of: Self.client)
      if command == "list" {
        self = .list(baseURL: baseURL, client: client)
        return
      }
      var fields: [AdminUserForm.Field: String] = [:]
      for (field, option) in Self.fieldOptions {
        fields[field] = try parsed.value(of: option)
      }
      self = .save(
        baseURL: baseURL, client: client, id: try parsed.value(of: Self.id), fields: fields)
    }
  }

  private static let commandLine = CommandLineSpec(
    programName: "users-admin-demo",
    commands: [
      CommandSpec(
        name: "serve", summary: "Serve the users API",
        options: [host.spec, port.spec, client.spec]),
      CommandSpec(name: "list", summary: "List the users", options: [baseURL.spec, client.spec]),
      CommandSpec(
        name: "create", summary: "Create a user",
        options: [baseURL.spec, client.spec] + fieldOptions.map(\.option.spec)),
      CommandSpec(
        name: "edit", summary: "Change a user's fields", arguments: [id.spec],
        options: [baseURL.spec, client.spec] + fieldOptions.map(\.option.spec)),
    ],
    globalOptions: [helpFlag.spec])

  private static let helpFlag = Flag(
    "help", short: "h", summary: "Print the usage", isInformational: true)

  private static let host = Option<String>(
    "host", valueName: "HOST", summary: "Where the server listens", defaultDescription: "127.0.0.1")

  /// `--port`: a port is 16 bits, so `UInt16` reads exactly the ports there are.
  private static let port = Option<Int>(
    "port", valueName: "PORT", summary: "The server's port, or 0 for any free one",
    defaultDescription: "0", expecting: "a number from 0 to 65535"
  ) { UInt16($0).map(Int.init) }

  /// `--base-url`, which the commands other than `serve` need: there is no users API to assume.
  private static let baseURL = Option<URL>(
    "base-url", valueName: "URL", summary: "The root of the users API", isRequired: true,
    expecting: "an http or https URL"
  ) { text in
    guard let url = URL(string: text), url.host != nil,
      url.scheme == "http" || url.scheme == "https"
    else { return nil }
    return url
  }

  /// `--client ID:SECRET`: an OAuth client, its id before the first `:`.
  private static let client = Option<Client>(
    "client", valueName: "ID:SECRET", summary: "An OAuth client's id and secret",
    expecting: "an id and a secret, as ID:SECRET"
  ) { text in
    guard let colon = text.firstIndex(of: ":"), colon != text.startIndex,
      text.index(after: colon) != text.endIndex
    else { return nil }
    return Client(id: String(text[..<colon]), secret: String(text[text.index(after: colon)...]))
  }

  private static let id = Argument<AdminUser.ID>(
    "id", summary: "The user's id", noun: "user id", expecting: "a whole number"
  ) { Int($0).map(AdminUser.ID.init(rawValue:)) }

  /// An option for each field of the form, in its order: `--first-name F` for `first_name`.
  private static let fieldOptions = AdminUserForm.Field.allCases.map { field in
    (
      field: field,
      option: Option<String>(
        field.rawValue.replacingOccurrences(of: "_", with: "-"),
        valueName: field.label.uppercased().replacingOccurrences(of: " ", with: "_"),
        summary: "The user's \(field.label.lowercased())")
    )
  }
}
