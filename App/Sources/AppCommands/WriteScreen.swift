import Dependencies
import Features
import Foundation
import Models
import NetworkClient
import TerminalUI

/// Runs a command that changes data: asks for the fields on a terminal, checks and sends them
/// through the feature's form, and turns the server's answer into the text to print.
///
/// Nothing is sent while a field has a problem: every problem is reported, one line per field
/// (`app: email: is not a valid address`), with ``ExitCode/dataError``; the server's `422`
/// answer is reported the same way.
struct WriteScreen: Sendable {
  let console: Console
  let format: Invocation.OutputFormat
  let source: Invocation.DataSource
  /// Whether views are laid out for a terminal rather than as plain text.
  let rendersForTerminal: Bool
  let interrupts: Interrupts

  /// Whether the program may ask for fields: standard input and output are both terminals.
  var asksForFields: Bool {
    console.inputIsTerminal && console.outputIsTerminal
  }

  /// Runs `command` and returns what to print.
  func run(_ command: Invocation.WriteCommand) async -> Screen.Outcome {
    switch command {
    case .createUser(let given):
      var fields = given
      if fields.isEmpty && asksForFields {
        for field in UserFormFeature.Field.allCases {
          guard let answer = prompter.ask(FieldLabel.text(for: field)) else { return cancelled }
          fields[field] = answer
        }
      }
      return await saveUser(UserFormFeature.State(mode: .create), fields: fields)

    case .editUser(let id, let given):
      if let failure = problems(
        in: UserFormFeature.Field.allCases.compactMap { field in
          given[field].map { (field.rawValue, $0, field.rule) }
        })
      {
        return failure
      }
      let loaded = await request("Loading user \(id)…") { client in try await client.user(id) }
      guard case .success(let user) = loaded else { return failure(of: loaded) }
      var fields = given
      if fields.isEmpty && asksForFields {
        let current = UserFormFeature.Fields(user)
        for field in UserFormFeature.Field.allCases {
          guard let answer = prompter.ask(FieldLabel.text(for: field), defaultValue: current[field])
          else { return cancelled }
          fields[field] = answer
        }
      }
      return await saveUser(UserFormFeature.State(mode: .edit(user)), fields: fields)

    case .deleteUser(let id, let confirmed):
      return await delete("user \(id)", confirmed: confirmed) { try await $0.deleteUser(id) }

    case .createPost(let given):
      var fields = readingBody(given)
      if fields.isEmpty && asksForFields {
        for field in PostFormFeature.Field.allCases {
          guard let answer = prompter.ask(FieldLabel.text(for: field)) else { return cancelled }
          fields[field] = answer
        }
      }
      return await savePost(PostFormFeature.State(mode: .create), fields: fields)

    case .editPost(let id, let given):
      let fields = readingBody(given)
      if let failure = problems(
        in: PostFormFeature.Field.allCases.compactMap { field in
          fields[field].map { (field.rawValue, $0, field.rule) }
        })
      {
        return failure
      }
      let loaded = await request("Loading post \(id)…") { client in try await client.post(id) }
      guard case .success(let post) = loaded else { return failure(of: loaded) }
      var answers = fields
      if answers.isEmpty && asksForFields {
        let current = PostFormFeature.Fields(post)
        for field in [PostFormFeature.Field.title, .body] {
          guard let answer = prompter.ask(FieldLabel.text(for: field), defaultValue: current[field])
          else { return cancelled }
          answers[field] = answer
        }
      }
      return await savePost(PostFormFeature.State(mode: .edit(post)), fields: answers)

    case .deletePost(let id, let confirmed):
      return await delete("post \(id)", confirmed: confirmed) { try await $0.deletePost(id) }
    }
  }

  private var prompter: Prompter {
    Prompter(console: console)
  }

  /// The outcome of a question left without an answer (end of input) or declined.
  private var cancelled: Screen.Outcome {
    .failure(.interrupted)
  }

  /// The fields with `--body -` replaced by standard input, without its final line breaks.
  private func readingBody(_ fields: [PostFormFeature.Field: String])
    -> [PostFormFeature.Field: String]
  {
    guard fields[.body] == "-" else { return fields }
    var fields = fields
    var body = console.readInput()
    while body.hasSuffix("\n") {
      body.removeLast()
    }
    fields[.body] = body
    return fields
  }

  /// Reports the problems of the values given for an edit before anything is loaded or sent,
  /// by the forms' own rules; `nil` when there are none.
  private func problems(in values: [(field: String, value: String, rule: FormValidation.Rule)])
    -> Screen.Outcome?
  {
    let errors = FormValidation.errors(in: values)
    guard !errors.isEmpty else { return nil }
    return report(errors)
  }

  private func saveUser(
    _ initialState: UserFormFeature.State, fields: [UserFormFeature.Field: String]
  ) async -> Screen.Outcome {
    let actions = UserFormFeature.Field.allCases.compactMap { field in
      fields[field].map { UserFormFeature.Action.setField(field, $0) }
    }
    return await submit(
      UserFormFeature(), from: initialState, sending: actions + [.submit], noun: "user",
      creates: initialState.mode == .create,
      status: \.status, id: { $0.id.rawValue },
      view: { state, options in UserFormView(state: state).render(options: options) }
    )
  }

  private func savePost(
    _ initialState: PostFormFeature.State, fields: [PostFormFeature.Field: String]
  ) async -> Screen.Outcome {
    let actions = PostFormFeature.Field.allCases.compactMap { field in
      fields[field].map { PostFormFeature.Action.setField(field, $0) }
    }
    return await submit(
      PostFormFeature(), from: initialState, sending: actions + [.submit], noun: "post",
      creates: initialState.mode == .create,
      status: \.status, id: { $0.id.rawValue },
      view: { state, options in PostFormView(state: state).render(options: options) }
    )
  }

  /// Fills in a form, submits it, and prints the saved resource or reports the problems.
  private func submit<R: Reducer, Resource: Sendable & Encodable>(
    _ reducer: R,
    from initialState: R.State,
    sending actions: [R.Action],
    noun: String,
    creates: Bool,
    status: @escaping @Sendable (R.State) -> FormStatus<Resource>,
    id: (Resource) -> Int,
    view: @escaping @Sendable (R.State, RenderOptions) -> String
  ) async -> Screen.Outcome where R.State: Sendable {
    let store = Store(initialState: initialState, reducer: reducer)
    let finished = await interrupts.run(onSecondInterrupt: eraseSpinner) {
      await self.whileLoading("Saving \(noun)…") {
        for action in actions {
          await store.send(action)
        }
      }
      return true
    }
    guard finished != nil, !Task.isCancelled else { return .failure(.interrupted) }
    let state = await store.state
    switch status(state) {
    case .saved(let resource):
      note(
        creates
          ? "\(noun) \(id(resource)) will not be found later"
          : "\(noun) \(id(resource)) is unchanged there")
      return output(resource) { view(state, renderOptions) }
    case .invalid(let errors):
      return report(errors)
    case .failed(let failure):
      return report(failure)
    case .editing, .submitting:
      return report(LoadFailure(message: "the \(noun) was not saved", networkError: nil))
    }
  }

  /// Deletes `subject` (`post 7`) after asking on a terminal, unless `confirmed`.
  private func delete(
    _ subject: String,
    confirmed: Bool,
    operation: @escaping @Sendable (NetworkClient) async throws -> Void
  ) async -> Screen.Outcome {
    if !confirmed {
      guard console.inputIsTerminal else {
        console.reportError(
          "not deleting \(subject) without confirmation: pass --yes (standard input is not a terminal)"
        )
        return .failure(.usage)
      }
      guard prompter.confirm("Delete \(subject)?") == true else {
        console.writeError("Not deleted.\n")
        return cancelled
      }
    }
    let result = await request("Deleting \(subject)…", operation)
    guard case .success = result else { return failure(of: result) }
    note("\(subject) is still there")
    switch format {
    case .view:
      return .text("Deleted \(subject).\n")
    case .json:
      return .text("{}\n")
    }
  }

  /// Runs a request with the spinner, Ctrl-C cancelling it.
  private func request<Value: Sendable>(
    _ message: String,
    _ operation: @escaping @Sendable (NetworkClient) async throws -> Value
  ) async -> Result<Value, LoadFailure> {
    @Dependency(\.networkClient) var client
    let result = await interrupts.run(onSecondInterrupt: eraseSpinner) {
      await self.whileLoading(message) { () async -> Result<Value, LoadFailure> in
        do {
          return .success(try await operation(client))
        } catch {
          return .failure(LoadFailure(error))
        }
      }
    }
    return result ?? .failure(LoadFailure(message: "cancelled", networkError: .cancelled))
  }

  private func failure<Value>(of result: Result<Value, LoadFailure>) -> Screen.Outcome {
    guard case .failure(let failure) = result else { return .failure(.unavailable) }
    return report(failure)
  }

  /// After a write to the default API: says on standard error that it keeps nothing.
  private func note(_ consequence: String) {
    guard case .remote(let url) = source, let host = url.host,
      host == NetworkClient.defaultBaseURL.host
    else { return }
    console.writeError("note: \(host) does not keep changes; \(consequence)\n")
  }

  private var renderOptions: RenderOptions {
    screen.renderOptions
  }

  /// The read screen of the same console and settings, whose spinner, output and error
  /// reporting writes share.
  private var screen: Screen {
    Screen(
      console: console, format: format, source: source, rendersForTerminal: rendersForTerminal)
  }

  private func whileLoading<Value>(_ message: String, operation: () async -> Value) async
    -> Value
  {
    await screen.whileLoading(message, operation: operation)
  }

  private func eraseSpinner() {
    console.eraseSpinnerLine()
  }

  private func output(_ value: some Encodable, view: () -> String) -> Screen.Outcome {
    screen.output(value, view: view)
  }

  /// Prints one line per field with problems, at most ``fieldLinesShown`` of them, then how many
  /// more there are.
  private func report(_ errors: FormErrors) -> Screen.Outcome {
    let lines = errors.lines
    for line in lines.prefix(Self.fieldLinesShown) {
      console.reportError(line.sanitizedForTerminal)
    }
    if lines.count > Self.fieldLinesShown {
      console.reportError("… and \(lines.count - Self.fieldLinesShown) more")
    }
    return .failure(.dataError)
  }

  /// The most field errors printed for one form.
  static let fieldLinesShown = 20

  private func report(_ failure: LoadFailure) -> Screen.Outcome {
    screen.report(failure)
  }
}
