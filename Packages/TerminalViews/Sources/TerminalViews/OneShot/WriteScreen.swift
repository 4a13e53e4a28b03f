import Dependencies
import Features
import Foundation
import HTTPClientLive
import JSONPlaceholderFeatures
import Models
import NetworkClient
import TerminalKit

/// What the commands that change data share: asking for fields on a terminal, sending a form
/// or a deletion through its feature under the spinner, and turning the outcome into the text
/// to print.
///
/// Nothing is sent while a field has a problem: every problem is reported, one line per field
/// (`app: email: is not a valid address`), with `ExitCode.dataError`; the server's `422`
/// answer is reported the same way.
public struct WriteScreen: Sendable {
  public let console: Console
  public let format: OutputFormat
  /// What follows the message of a server that could not be reached; see
  /// ``Screen/unreachableHint``.
  public let unreachableHint: String?
  /// What follows the message of a server that asked for credentials; see
  /// ``Screen/credentialsHint``.
  public let credentialsHint: (@Sendable (_ schemes: [String]) -> String?)?
  /// What follows the message of a failure that says what would have avoided it; see
  /// ``Screen/failureHint``.
  public var failureHint: (@Sendable (NetworkError) -> String?)?
  /// Where the fields the server gives records itself are learnt and kept, which a create of
  /// records of any shape neither asks for nor notes as missing; `nil` to learn none.
  public var serverSetFields: ServerSetFields?
  /// The host of the server when it answers writes but keeps none of them (JSONPlaceholder's
  /// does), named in a note after each write; `nil` when the server keeps what it is sent.
  public let hostKeepingNoChanges: String?
  public let rendersForTerminal: Bool
  /// Where Ctrl-C comes from while a request is sent.
  public let interrupts: Interrupts
  /// The text editor that may write a post's body asked on a terminal, if one is set.
  public let editor: ExternalEditor?
  /// The command line that does again what this one does, with these options added (one
  /// whose option is empty is its value alone, a word such as the request item `name=Ada`):
  /// shown when a save of answers typed at the prompts fails, so that nothing typed is lost.
  public let commandLine: @Sendable (_ adding: [(option: String, value: String)]) -> String

  public init(
    console: Console,
    format: OutputFormat,
    unreachableHint: String? = nil,
    credentialsHint: (@Sendable (_ schemes: [String]) -> String?)? = nil,
    hostKeepingNoChanges: String? = nil,
    rendersForTerminal: Bool,
    interrupts: Interrupts,
    editor: ExternalEditor? = nil,
    commandLine: @escaping @Sendable (_ adding: [(option: String, value: String)]) -> String
  ) {
    self.console = console
    self.format = format
    self.unreachableHint = unreachableHint
    self.credentialsHint = credentialsHint
    self.hostKeepingNoChanges = hostKeepingNoChanges
    self.rendersForTerminal = rendersForTerminal
    self.interrupts = interrupts
    self.editor = editor
    self.commandLine = commandLine
  }

  /// The screen with `hint` after the message of a failure it names (``failureHint``), and the
  /// fields the server sets learnt in `serverSetFields`.
  public func hinting(
    _ hint: (@Sendable (NetworkError) -> String?)?, serverSetFields: ServerSetFields?
  ) -> WriteScreen {
    var screen = self
    screen.failureHint = hint
    screen.serverSetFields = serverSetFields
    return screen
  }

  /// The most field errors printed for one form.
  public static let fieldLinesShown = 20
  /// The most columns of an item's name in the question before deleting it.
  public static let shownNameWidth = 50

  /// Whether the program may ask for fields: standard input and output are both terminals.
  public var asksForFields: Bool {
    console.inputIsTerminal && console.outputIsTerminal
  }

  /// Creates a resource with `form`, starting from `state`: on a terminal, asks first for every
  /// field when none is `given`, and otherwise for those missing or invalid, each until its
  /// answer is valid; the ``editor`` may write `editorField`.
  public func create<Form: Reducer>(
    _ form: Form,
    from state: Form.State,
    given: [Form.State.Fields.Field: String],
    noun: String,
    label: (Form.State.Fields.Field) -> String,
    optionName: (Form.State.Fields.Field) -> String?,
    editorField: Form.State.Fields.Field? = nil,
    id: (Form.State.Resource) -> Int,
    view: @escaping @Sendable (Form.State, RenderOptions) -> String
  ) async -> Screen.Outcome
  where
    Form.State: FormState, Form.State.Resource: Encodable,
    Form.Action == FormAction<Form.State.Fields.Field, Form.State.Resource>
  {
    typealias Field = Form.State.Fields.Field
    var fields = given
    var asked: [Field] = []
    if asksForFields {
      asked = Field.allCases.filter {
        given.isEmpty || $0.rule.problem(with: given[$0] ?? "") != nil
      }
      guard let answers = ask(asked, current: given, label: label, editorField: editorField)
      else { return cancelled }
      fields.merge(answers) { $1 }
    }
    let store = Store(initialState: state, reducer: form)
    guard
      let saved = await send(
        Self.actions(setting: fields) + [.submit], to: store, "Saving \(noun)…")
    else { return .failure(.interrupted) }
    let result = outcome(of: saved.status, noun: noun, creates: true, id: id) {
      view(saved, renderOptions)
    }
    keepAnswers(fields.filter { asked.contains($0.key) }, after: result, optionName: optionName)
    return result
  }

  /// Edits the item `id` with `feature`: checks the values `given` first, loads the item, on a
  /// terminal with no value given asks for each field it may change (starting from its current
  /// value, until the answer is valid; the ``editor`` may write `editorField`), then submits.
  public func edit<Item, Form>(
    _ feature: EditFeature<Item, Form>,
    id: Item.ID,
    given: [Form.State.Fields.Field: String],
    noun: String,
    label: (Form.State.Fields.Field) -> String,
    optionName: (Form.State.Fields.Field) -> String?,
    editorField: Form.State.Fields.Field? = nil,
    view: @escaping @Sendable (Form.State, RenderOptions) -> String
  ) async -> Screen.Outcome
  where
    Form.State: FormState, Form.State.Resource == Item, Item: Encodable,
    Item.ID == Tagged<Item, Int>,
    Form.Action == FormAction<Form.State.Fields.Field, Form.State.Resource>
  {
    typealias Field = Form.State.Fields.Field
    let errors = FormValidation.errors(
      in: Field.allCases.compactMap { field in given[field].map { (field.rawValue, $0, field.rule) }
      })
    guard errors.isEmpty else { return report(errors) }

    let store = Store(initialState: EditFeature<Item, Form>.State(id: id), reducer: feature)
    guard let loaded = await send([.load], to: store, "Loading \(noun) \(id)…") else {
      return .failure(.interrupted)
    }
    let form: Form.State
    switch loaded.form {
    case .loaded(let loadedForm): form = loadedForm
    case .failed(let failure): return report(failure)
    case .loading: return report(LoadFailure(message: "the \(noun) did not load"))
    }
    var answers = given
    let asks = answers.isEmpty && asksForFields
    if asks {
      let editable = Field.allCases.filter { form.isEditable($0) }
      let current = Dictionary(uniqueKeysWithValues: editable.map { ($0, form.fields[$0]) })
      guard let asked = ask(editable, current: current, label: label, editorField: editorField)
      else { return cancelled }
      answers = asked
    }
    let actions = Self.actions(setting: answers).map { EditFeature<Item, Form>.Action.form($0) }
    guard let saved = await send(actions + [.form(.submit)], to: store, "Saving \(noun)…") else {
      return .failure(.interrupted)
    }
    guard let savedForm = saved.form.value else {
      return report(LoadFailure(message: "the \(noun) was not saved"))
    }
    let result = outcome(of: savedForm.status, noun: noun, creates: false, id: \.id.rawValue) {
      view(savedForm, renderOptions)
    }
    if asks {
      keepAnswers(answers, after: result, optionName: optionName)
    }
    return result
  }

  /// After a save of `answers` typed at the prompts that failed, says how to send them again
  /// without typing them: `app: to try again: app post create --user 1 --title 'A title' …`.
  private func keepAnswers<Field: FormField>(
    _ answers: [Field: String], after result: Screen.Outcome,
    optionName: (Field) -> String?
  ) {
    guard !answers.isEmpty, case .failure(let status) = result, status != .interrupted else {
      return
    }
    let options = Field.allCases.compactMap { field -> (option: String, value: String)? in
      guard let name = optionName(field), let value = answers[field] else { return nil }
      return ("--\(name)", value)
    }
    console.reportError("to try again: \(commandLine(options))")
  }

  /// Deletes `target` through `DeleteFeature`: loads it first with `name`, which gives what
  /// it is called (a missing target fails without asking anything), then asks on a terminal,
  /// naming it, unless `confirmed`.
  public func delete(
    _ target: DeleteFeature.Target, confirmed: Bool, confirmingFlag: String,
    name: @escaping @Sendable (NetworkClient) async throws -> String
  ) async -> Screen.Outcome {
    guard confirmed || console.inputIsTerminal else {
      console.reportError(
        "not deleting \(target) without confirmation: pass \(confirmingFlag) "
          + "(standard input is not a terminal)")
      return .failure(.usage)
    }
    @Dependency(\.networkClient) var client
    let itemName: String
    switch await load("Loading \(target)…", { [client] in try await name(client) }) {
    case .success(let loaded): itemName = loaded
    case .failure(let failure): return report(failure)
    case nil: return .failure(.interrupted)
    }
    let store = Store(initialState: DeleteFeature.State(target: target), reducer: DeleteFeature())
    await store.send(.delete)
    if !confirmed {
      let shownName = itemName.sanitizedForTerminalLine.truncated(
        toDisplayWidth: Self.shownNameWidth)
      guard prompter.confirm("Delete \(target) \"\(shownName)\"?") == true else {
        await store.send(.cancel)
        console.writeError("Not deleted.\n")
        return cancelled
      }
    }
    guard let state = await send([.confirm], to: store, "Deleting \(target)…") else {
      return .failure(.interrupted)
    }
    switch state.status {
    case .deleted:
      console.completedWrite.record("\(target) was deleted")
      note("\(target) is still there")
      return .text(format == .json ? "{}\n" : "Deleted \(target).\n")
    case .failed(let failure):
      return report(failure)
    case .idle, .confirming, .pending, .deleting, .cancelled:
      return report(LoadFailure(message: "\(target) was not deleted"))
    }
  }

  /// The fields with `--body -` replaced by standard input, without its final line breaks.
  public func readingBody(_ fields: [PostFormFeature.Field: String]) -> [PostFormFeature.Field:
    String]
  {
    guard fields[.body] == "-" else { return fields }
    var fields = fields
    fields[.body] = console.readInput().droppingFinalLineFeeds()
    return fields
  }

  /// The actions that set `fields`, in the form's order.
  private static func actions<Field: FormField, Resource>(setting fields: [Field: String])
    -> [FormAction<Field, Resource>]
  {
    Field.allCases.compactMap { field in fields[field].map { .setField(field, $0) } }
  }

  /// Sends `actions` to `store` in turn with the spinner saying `message`, Ctrl-C cancelling
  /// them; the state they leave, or `nil` when interrupted.
  private func send<R: Reducer>(_ actions: [R.Action], to store: Store<R>, _ message: String)
    async -> R.State?
  {
    let eraseSpinner: @Sendable () -> Void = { [console] in console.eraseSpinnerLine() }
    let finished = await interrupts.run(onSecondInterrupt: eraseSpinner) {
      await screen.whileLoading(message) {
        for action in actions {
          await store.send(action)
        }
      }
      return true
    }
    guard finished != nil, !Task.isCancelled else { return nil }
    return await store.state
  }

  /// Runs `operation` with the spinner saying `message`, Ctrl-C cancelling it; its result or
  /// failure, or `nil` when interrupted. With a `meter`, the progress of the uploads it makes
  /// is shown beside the message once they have gone on for a second.
  func load<Value: Sendable>(
    _ message: String, meter: TransferMeter? = nil,
    _ operation: @escaping @Sendable () async throws -> Value
  ) async -> Result<Value, LoadFailure>? {
    let eraseSpinner: @Sendable () -> Void = { [console] in console.eraseSpinnerLine() }
    let attempt = { @Sendable () async -> Result<Value, LoadFailure> in
      do {
        return .success(try await operation())
      } catch {
        return .failure(LoadFailure(error))
      }
    }
    let result = await interrupts.run(onSecondInterrupt: eraseSpinner) {
      guard let meter else { return await screen.whileLoading(message, operation: attempt) }
      return await screen.whileLoading(message, meter: meter) {
        let observer = TransferProgress.Observer { progress in
          meter.update(completed: progress.completed, expected: progress.expected)
        }
        return await TransferProgress.$uploadObserver.withValue(observer) {
          await attempt()
        }
      }
    }
    guard let result, !Task.isCancelled else { return nil }
    return result
  }

  /// The saved resource's view or JSON, or the form's problems or failure reported.
  private func outcome<Resource: Encodable & Sendable>(
    of status: FormStatus<Resource>,
    noun: String,
    creates: Bool,
    id: (Resource) -> Int,
    view: () -> String
  ) -> Screen.Outcome {
    switch status {
    case .saved(let resource):
      console.completedWrite.record("\(noun) \(id(resource)) was \(creates ? "created" : "saved")")
      note(
        creates
          ? "\(noun) \(id(resource)) will not be found later"
          : "\(noun) \(id(resource)) is unchanged there")
      return screen.output(resource, view: view)
    case .invalid(let errors):
      return report(errors)
    case .failed(let failure):
      return report(failure)
    case .editing, .submitting:
      return report(LoadFailure(message: "the \(noun) was not saved"))
    }
  }

  public var prompter: Prompter {
    Prompter(console: console)
  }

  /// The outcome of a question left without an answer (end of input) or declined.
  public var cancelled: Screen.Outcome {
    .failure(.interrupted)
  }

  /// After a write to the default API: says on standard error that it keeps nothing.
  func note(_ consequence: String) {
    guard let host = hostKeepingNoChanges else { return }
    console.writeError("note: \(host) does not keep changes; \(consequence)\n")
  }

  var renderOptions: RenderOptions {
    screen.renderOptions
  }

  /// The read screen of the same console and settings, whose spinner, output and error
  /// reporting writes share.
  var screen: Screen {
    var screen = Screen(
      console: console, format: format, unreachableHint: unreachableHint,
      credentialsHint: credentialsHint, rendersForTerminal: rendersForTerminal)
    screen.failureHint = failureHint
    return screen
  }

  /// Prints one line per field with problems, at most ``fieldLinesShown`` of them, then how many
  /// more there are.
  func report(_ errors: FormErrors) -> Screen.Outcome {
    let lines = errors.lines
    for line in lines.prefix(Self.fieldLinesShown) {
      console.reportError(line.sanitizedForTerminal)
    }
    if lines.count > Self.fieldLinesShown {
      console.reportError("… and \(lines.count - Self.fieldLinesShown) more")
    }
    return .failure(.dataError)
  }

  func report(_ failure: LoadFailure) -> Screen.Outcome {
    screen.report(failure)
  }
}
