import ArgumentParsing
import ClientCommandLine
import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import TerminalKit
import TerminalViews

/// `app users [--owner ID] [--search TEXT]`: a page of users, or, with an owner (the last one
/// given) or a search, the page of the whole collection that is left once the owner is left
/// out and the search applied.
struct UsersCommand: AppCommand, Hashable {
  static let owner: Option<User.ID> = CommandLineValues.idOption(
    "owner", summary: "Show the list for this user: without them, in reverse order")
  static let search = SharedOptions.search(matching: "name, username, email or address")

  static let spec = CommandSpec(
    name: "users",
    summary: "List the users: id, name, email, city and company",
    options: [owner.spec, search.spec] + RecordQuery.commandLineOptions,
    examples: ["users --sample", "users --owner 3 --sample", "users --search paris --sample"]
  )

  var query = UserQuery()
  var owners: [User.ID] = []
  var search = ""

  init(query: UserQuery = UserQuery(), owners: [User.ID] = [], search: String = "") {
    self.query = query
    self.owners = owners
    self.search = search
  }

  init(parsing parsed: ParsedArguments) throws(UsageError) {
    query = UserQuery(list: try RecordQuery(parsing: parsed))
    owners = try parsed.values(of: Self.owner)
    search = try parsed.value(of: Self.search) ?? ""
  }

  func run(in context: CommandContext) async throws(UsageError) -> ExitCode {
    try await context.showJSONPlaceholder { [self] screen in
      await screen.list(
        UsersListFeature(),
        from: UsersListFeature.State(
          query: query, selectedOwner: owners.last, searchText: search),
        sending: [.list(.load)],
        noun: .user,
        page: \.result,
        search: search
      ) { UsersListView(state: $0).render(options: $1) }
    }
  }
}
