import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

/// A screen with a form that creates or edits a user, a post or a record of any resource: the
/// form's feature, the edit feature that loads what it edits, the pickers of its link fields
/// (``LinkPicker``), and the editing around them that
/// ``FormScreen`` holds (each field's text, the focused row, the question whether to discard
/// the changes).
///
/// Each key goes to ``FormScreen/press(_:)``, whose outcome the feature carries out at once,
/// within the same key: the forms' actions are reduced in order, so that Ctrl-S after a burst
/// of keys submits every key typed. Once the form is saved it tells the browser
/// (``BrowseDelegate/saved(_:)``); Esc closes it (``BrowseDelegate/close``). Under `--offline`
/// a save is refused at once, the form kept as typed. The record a link field names is asked
/// for its name once the form is there, when the form was not opened with it.
struct FormScreenFeature: Reducer {
  typealias State = FormScreen

  enum Action: Sendable, Hashable {
    /// The screen is shown: the item to edit loads, when it is not at hand.
    case appear
    case key(Key)
    case resized(TerminalSize)
    /// An action of the form: a field edit, submitting, the server's answer, a link's.
    case form(FormInput)
    /// An action of the user's edit: its load and the answer.
    case userEdit(UserEditFeature.Action)
    /// An action of the post's edit: its load and the answer.
    case postEdit(PostEditFeature.Action)
    /// An action of the picker of the link field named `field`.
    case picker(field: String, LinkPicker.Action)
    /// The record `id` that the link field `field` names is called `name`.
    case linkNamed(field: String, id: String, name: String)
    /// The external editor, opened on the body, ended.
    case editorFinished(Result<String, ExternalEditor.Failure>)
    case delegate(BrowseDelegate)
  }

  let userEdit: UserEditFeature
  let postEdit: PostEditFeature
  let userForm: UserFormFeature
  let postForm: PostFormFeature
  let recordForm: RecordFormFeature
  /// Where the link fields' pickers read their records, and the names of those they name.
  let links: LinkChoices
  /// Whether the program may not use the network, so that a save is refused at once.
  let isOffline: Bool
  /// Hands the terminal to the external editor on a text, and returns what it made of it.
  let edit: @Sendable (String) async -> Result<String, ExternalEditor.Failure>

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
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
    case .userEdit(.reloadResponse), .postEdit(.reloadResponse):
      let effect = state.update { run(action, &$0) }
      state.takeReloadedFields()
      return effect
    case .form, .userEdit, .postEdit:
      let wasSaved = state.content.saved != nil
      let effect = state.update { run(action, &$0) }
      guard !wasSaved, let saved = state.content.saved else {
        return .merge(effect, lookUpNames(&state), carryOut(state.leftOnceAnswered(), &state))
      }
      return .merge(effect, .send(.delegate(.saved(saved))))
    case .editorFinished(.success(let text)):
      return carryOut(state.setBody(text), &state)
    case .editorFinished(.failure(let failure)):
      state.editorFailed("\(failure.message); the body is unchanged")
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
        return .send(.delegate(.notice(OfflineRefusal.text("save \(state.subject.name)"))))
      }
      return .merge(inputs.map { reduce(into: &state, action: .form($0)) })
    case .leave:
      return .send(.delegate(.close))
    case .reload:
      return load(&state)
    case .reloadKeepingEdits:
      switch state.editing {
      case .user: return reduce(into: &state, action: .userEdit(.reloadKeepingEdits))
      case .post: return reduce(into: &state, action: .postEdit(.reloadKeepingEdits))
      case .newUser, .newPost, .record: return .none
      }
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
    switch state.editing {
    case .user: reduce(into: &state, action: .userEdit(.load))
    case .post: reduce(into: &state, action: .postEdit(.load))
    case .newUser, .newPost, .record: .none
    }
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

  /// Runs `action` on the form of `editing`: a new item's form feature, or the edit feature of
  /// an item.
  private func run(_ action: Action, _ editing: inout FormScreen.Editing) -> Effect<Action> {
    switch (action, editing) {
    case (.form(.user(let action)), .newUser(var form)):
      let effect = userForm.reduce(into: &form, action: action)
      editing = .newUser(form)
      return effect.map { .form(.user($0)) }
    case (.form(.user(let action)), .user(var edit)):
      let effect = userEdit.reduce(into: &edit, action: .form(action))
      editing = .user(edit)
      return effect.map(Self.userEditAction)
    case (.userEdit(let action), .user(var edit)):
      let effect = userEdit.reduce(into: &edit, action: action)
      editing = .user(edit)
      return effect.map(Self.userEditAction)
    case (.form(.post(let action)), .newPost(var form)):
      let effect = postForm.reduce(into: &form, action: action)
      editing = .newPost(form)
      return effect.map { .form(.post($0)) }
    case (.form(.post(let action)), .post(var edit)):
      let effect = postEdit.reduce(into: &edit, action: .form(action))
      editing = .post(edit)
      return effect.map(Self.postEditAction)
    case (.postEdit(let action), .post(var edit)):
      let effect = postEdit.reduce(into: &edit, action: action)
      editing = .post(edit)
      return effect.map(Self.postEditAction)
    case (.form(.record(let action)), .record(var form)):
      let effect = recordForm.reduce(into: &form, action: action)
      editing = .record(form)
      return effect.map { .form(.record($0)) }
    default:
      return .none
    }
  }

  /// The screen's action for an action of the user's edit: the form's go to the form.
  @Sendable private static func userEditAction(_ action: UserEditFeature.Action) -> Action {
    guard case .form(let action) = action else { return .userEdit(action) }
    return .form(.user(action))
  }

  /// The screen's action for an action of the post's edit: the form's go to the form.
  @Sendable private static func postEditAction(_ action: PostEditFeature.Action) -> Action {
    guard case .form(let action) = action else { return .postEdit(action) }
    return .form(.post(action))
  }
}

extension FormScreenFeature: RegisteredScreen {
  static var kind: ScreenKind { .form }

  /// The forms of the users, the posts and any resource's records, saving through the
  /// context's clients; a record's link fields pick among the records of the resources they
  /// name.
  init(_ context: ScreenContext) {
    self.init(
      userEdit: UserEditFeature(client: context.client),
      postEdit: PostEditFeature(client: context.client),
      userForm: UserFormFeature(client: context.client),
      postForm: PostFormFeature(client: context.client),
      recordForm: RecordFormFeature(records: context.records),
      links: LinkChoices(records: context.records, idField: context.catalog.idField),
      isOffline: context.isOffline, edit: context.runtime.edit)
  }

  /// A form takes keys, its first showing and the window's size.
  static func action(for input: ScreenInput, in state: State) -> Action? {
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
  var delegate: BrowseDelegate? {
    guard case .delegate(let delegate) = self else { return nil }
    return delegate
  }
}
