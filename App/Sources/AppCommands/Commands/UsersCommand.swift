import ArgumentParsing
import Features
import Models
import NetworkClient
import TerminalUI

/// `app users [--owner ID] [--search TEXT]`: a page of users, with each owner selected in turn
/// (the last one stays selected), kept when they match the search.
struct UsersCommand: AppCommand, Hashable {
  static let owner: Option<User.ID> = CommandLineValues.idOption(
    "owner", summary: "Show the list for this user: without them, in reverse order")
  static let search = SharedOptions.search(matching: "name, username, email or address")

  static let spec = CommandSpec(
    name: "users",
    summary: "List the users: id, name, email, city and company",
    options: [owner.spec, search.spec] + ListOptions.commandLineOptions,
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
    query = UserQuery(options: try ListOptions(parsing: parsed))
    owners = try parsed.values(of: Self.owner)
    search = try parsed.value(of: Self.search) ?? ""
  }

  func run(in context: CommandContext) async throws(UsageError) -> ExitCode {
    try await context.show { [self] screen in
      await screen.list(
        UsersListFeature(
          looksUpMissingOwner: screen.format == .view && screen.rendersForTerminal),
        from: UsersListFeature.State(query: query),
        sending: owners.map { .selectOwner($0) } + [.searchTextChanged(search), .list(.load)],
        noun: .user,
        page: \.users,
        items: \.visibleUsers,
        search: search
      ) { UsersListView(state: $0).render(options: $1) }
    }
  }
}
