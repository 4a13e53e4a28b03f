import Features
import ScreenKit
import TerminalKit

/// A screen with a form that creates or edits an item (``FormSubject``): the subject's
/// feature, which loads what it edits, the pickers of its link fields (``LinkPicker``), and the
/// editing around them that ``FormScreen`` holds (each field's text, the focused row, the question whether to discard
/// the changes).
///
/// Each key goes to ``FormScreen/press(_:)``, whose outcome the feature carries out at once,
/// within the same key: the forms' actions are reduced in order, so that Ctrl-S after a burst
/// of keys submits every key typed. Once the form is saved it tells the browser
/// what it saved (``FormSubject/saved``); Esc closes it (``BrowseDelegate/close``). Under `--offline`
/// a save is refused at once, the form kept as typed. The record a link field names is asked
/// for its name once the form is there, when the form was not opened with it.
public struct FormScreenFeature: Reducer {
  public init(
    context: ScreenContext, links: LinkChoices, isOffline: Bool,
    edit: @escaping @Sendable (String) async -> Result<String, ExternalEditor.Failure>
  ) {
    self.context = context
    self.links = links
    self.isOffline = isOffline
    self.edit = edit
  }

  public typealias State = FormScreen

  public enum Action: Sendable, Hashable {
    /// The screen is shown: the item to edit loads, when it is not at hand.
    case appear
    case key(Key)
    case resized(TerminalSize)
    /// An action of the form: a field edit, submitting, the server's answer, the load of the
    /// item edited, a link's.
    case form(FormInput)
    /// An action of the picker of the link field named `field`.
    case picker(field: String, LinkPicker.Action)
    /// The record `id` that the link field `field` names is called `name`.
    case linkNamed(field: String, id: String, name: String)
    /// The external editor, opened on a long text, ended.
    case editorFinished(Result<String, ExternalEditor.Failure>)
    case delegate(BrowseDelegate)
  }

  /// What the subjects' features are made with (``FormSubject/feature(in:)``).
  public let context: ScreenContext
  /// Where the link fields' pickers read their records, and the names of those they name.
  public let links: LinkChoices
  /// Whether the program may not use the network, so that a save is refused at once.
  public let isOffline: Bool
  /// Hands the terminal to the external editor on a text, and returns what it made of it.
  public let edit: @Sendable (String) async -> Result<String, ExternalEditor.Failure>

  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .appear:
      let names = lookUpNames(&state)
      guard state.content.isLoading else { return names }
      return .merge(names, load(&state))
    case .key(let key):
      return carryOut(state.press(key), &state)
    case .resized(let size):
      state.size = size
      return .none
    case .form(.link(let field, let action)):
      return pick(.picker(action), field: field, &state)
    case .picker(let field, let action):
      return pick(action, field: field, &state)
    case .linkNamed(let field, let id, let name):
      state.named(field, id: id, name: name)
      return .none
    case .form(.subject(let action)) where state.content.isReloadAnswer(action):
      let effect = run(action, &state)
      state.takeReloadedFields()
      return effect
    case .form(.subject(let action)):
      let wasSaved = state.content.saved != nil
      let effect = run(action, &state)
      let saving = "\(state.content.name) was saved"
      guard !wasSaved, let saved = state.content.saved else {
        // Keys typed while it was saved go in once the server answered, unless Esc, pressed
        // before them, leaves the form.
        let typed = state.held.released(
          isWaiting: state.content.isSubmitting, pressedWhile: saving,
          missing: state.leavesOnceAnswered ? "Esc, pressed before them, leaves the form" : nil)
        return .merge(
          effect, lookUpNames(&state), typed.map { .send(.delegate(BrowseDelegate($0))) } ?? .none,
          carryOut(state.leftOnceAnswered(), &state))
      }
      let unused = state.held.closing(pressedWhile: saving)
      return .merge(
        effect, .send(.delegate(.event(saved))),
        unused.map { .send(.delegate(BrowseDelegate($0))) } ?? .none)
    case .editorFinished(.success(let text)):
      return carryOut(state.setBody(text), &state)
    case .editorFinished(.failure(let failure)):
      state.editorFailed("\(failure.message); the text is unchanged")
      return .none
    case .delegate:
      return .none
    }
  }

  private func carryOut(_ outcome: FormScreen.Outcome, _ state: inout State) -> Effect<Action> {
    switch outcome {
    case .none:
      return .none
    case .send(let inputs):
      if isOffline, inputs.contains(state.content.submit) {
        return .send(.delegate(.notice(OfflineRefusal.text("save \(state.content.name)"))))
      }
      return .merge(inputs.map { reduce(into: &state, action: .form($0)) })
    case .leave:
      return .send(.delegate(.close))
    case .reload:
      return load(&state)
    case .reloadKeepingEdits:
      guard let reload = state.content.reloadKeepingEdits else { return .none }
      return reduce(into: &state, action: .form(.subject(reload)))
    case .editBody(let text):
      return .run { [edit] send in await send(.editorFinished(await edit(text))) }
    case .pick(let key, let field):
      return pick(.key(key, page: state.pickerPage), field: field, &state)
    case .refused(let reason):
      return .send(.delegate(.notice(reason)))
    }
  }

  /// Loads the item the form edits (again, after a failure).
  private func load(_ state: inout State) -> Effect<Action> {
    guard let load = state.content.load else { return .none }
    return reduce(into: &state, action: .form(.subject(load)))
  }

  /// Runs `action` on the picker of the link field `field`, which reads the records of the
  /// resource it links to; a pick that chooses another record sends its id to the form as the
  /// field's edit.
  private func pick(_ action: LinkPicker.Action, field: String, _ state: inout State)
    -> Effect<Action>
  {
    guard let resource = state.links[field] else { return .none }
    let picker = LinkPicker(picker: PickerFeature { [links] in try await links.all(of: resource) })
    guard
      let (effect, edit) = state.updatePicker(field, { picker.reduce(into: &$0, action: action) })
    else { return .none }
    let picked = effect.map { Action.picker(field: field, $0) }
    guard let edit else { return picked }
    return .merge(picked, reduce(into: &state, action: .form(edit)))
  }

  /// Asks the server for the name of each record the link fields name, where not known.
  private func lookUpNames(_ state: inout State) -> Effect<Action> {
    .merge(
      state.nameLookups().map { lookup in
        .run { [links] send in
          guard let name = await links.name(of: lookup.id, in: lookup.resource) else { return }
          await send(.linkNamed(field: lookup.field, id: lookup.id, name: name))
        }
      })
  }

  /// Runs `action` on the form's subject, with its feature.
  private func run(_ action: FormSubjectAction, _ state: inout State) -> Effect<Action> {
    state.update { $0.reduce(action, in: context) }.map { .form(.subject($0)) }
  }
}

extension FormScreenFeature: RegisteredScreen {
  public static var kind: ScreenKind { .form }

  /// The forms of any subject, each run by its feature made with `context`; a link field
  /// picks among the records of the resource it names.
  public init(_ context: ScreenContext) {
    self.init(
      context: context,
      links: LinkChoices(collections: context.collections, idField: context.catalog.idField),
      isOffline: context.isOffline, edit: context.runtime.edit)
  }

  /// A form takes keys, its first showing and the window's size.
  public static func action(for input: ScreenInput, in state: State) -> Action? {
    switch input {
    case .appear: .appear
    case .key(let key): .key(key)
    case .resized(let size): .resized(size)
    case .point, .choose, .serverReached, .retryAfterOutage, .sendPendingDeletions, .changed,
      .deletionConfirmed:
      nil
    }
  }
}

extension FormScreenFeature.Action: OpenedScreenAction {
  public var delegate: BrowseDelegate? {
    guard case .delegate(let delegate) = self else { return nil }
    return delegate
  }
}
