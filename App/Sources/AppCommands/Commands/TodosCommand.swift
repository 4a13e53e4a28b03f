import ArgumentParsing
import ClientCommandLine
import Features
import JSONPlaceholderFeatures
import NetworkClient
import TerminalKit
import TerminalViews

/// `app todos [--user ID] [--done | --pending]`: a page of to-dos.
struct TodosCommand: AppCommand, Hashable {
  static let done = Flag("done", summary: "Only the to-dos that are done")
  static let pending = Flag("pending", summary: "Only the to-dos that are not done yet")

  static let spec = CommandSpec(
    name: "todos",
    summary: "List the to-dos, all of them or only the done or the pending ones",
    options: [SharedOptions.user.spec, done.spec, pending.spec] + RecordQuery.commandLineOptions,
    examples: ["todos --user 1 --pending --sample", "todos --done --json --sample"]
  )

  var query = TodoQuery()

  init(query: TodoQuery = TodoQuery()) {
    self.query = query
  }

  init(parsing parsed: ParsedArguments) throws(UsageError) {
    let isDone = parsed.isSet(Self.done)
    let isPending = parsed.isSet(Self.pending)
    if isDone && isPending {
      throw UsageError(
        "options '--\(Self.done.spec.name)' and '--\(Self.pending.spec.name)' cannot be used together",
        command: Self.spec.name)
    }
    query = TodoQuery(
      userID: try parsed.value(of: SharedOptions.user), list: try RecordQuery(parsing: parsed))
    query.completed = isDone ? true : isPending ? false : nil
  }

  func run(in context: CommandContext) async throws(UsageError) -> ExitCode {
    try await context.showJSONPlaceholder { [query] screen in
      await screen.list(
        TodosFeature(), from: TodosFeature.State(query: query), sending: [.load],
        noun: .todo, page: \.page
      ) { TodosView(state: $0).render(options: $1) }
    }
  }
}
