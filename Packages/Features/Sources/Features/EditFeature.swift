import Synchronization

/// An edit screen's logic for any resource: loads the item to edit by its identifier, then
/// edits it in a form that starts from the item's current values.
///
/// It keeps the version of the item it read (``State/version``: the strong `ETag` of the first
/// read of the fetch, told by clients that read heads, such as `HTTPClientLive`'s session, and
/// then of each save answered with the item) and the form's writes to that item carry it as
/// `If-Match`, without the fetch or the form saying so: a server whose item changed since refuses the save (`412`), and
/// ``Action/reloadKeepingEdits`` reads it again, with its new version. A weak tag, such as
/// json-server's, is no version: nothing is sent.
///
/// The form's actions reach the form only once the item has loaded; before that, and after a
/// failed load, they are ignored. A screen passes the fetch of its client and its form, such as
/// a ``FormFeature``; a test, a fetch that answers from memory:
///
/// ```swift
/// struct Note: Identifiable, Sendable, Hashable {
///   var id: Int
///   var title: String
/// }
///
/// struct TitleForm: Reducer {
///   func reduce(into state: inout String, action: String) -> Effect<String> {
///     state = action
///     return .none
///   }
/// }
///
/// let feature = EditFeature<Note, TitleForm>(
///   fetch: { id in Note(id: id, title: "Harbour") }, form: TitleForm(),
///   makeForm: { note in note.title })
/// ```
public struct EditFeature<Item: Identifiable & Sendable & Hashable, Form: Reducer>: Reducer
where
  Item.ID: Sendable & Hashable,
  Form.State: Sendable & Hashable,
  Form.Action: Sendable & Hashable
{
  public struct State: Sendable, Hashable {
    public var id: Item.ID
    public var form: Loadable<Form.State>
    /// The form as the item last read made it, before any edit: what
    /// ``Action/reloadKeepingEdits`` tells the person's edits by.
    public var asLoaded: Form.State?
    /// The version of the item as last read, which the form's writes to it send as
    /// `If-Match`; `nil` when its answer gave no strong tag.
    public var version: RecordVersion?

    public init(id: Item.ID, form: Loadable<Form.State> = .loading, version: RecordVersion? = nil) {
      self.id = id
      self.form = form
      asLoaded = form.value
      self.version = version
    }
  }

  public enum Action: Sendable, Hashable {
    /// Requests the item of ``State/id``, dropping any form shown. A request still in flight
    /// is cancelled and its response dropped.
    case load
    /// Requests the item again after a failure, as ``load`` does; ignored otherwise.
    case retry
    case itemResponse(Result<Item, LoadFailure>)
    /// Reads the item again, keeping the form meanwhile, after the server refused a save
    /// because the item changed since it was read: the form then starts from the new values,
    /// with each field the person changed set as they typed it. Ignored before the item has
    /// loaded, and for a form that is no ``FormState``.
    case reloadKeepingEdits
    /// The outcome of ``reloadKeepingEdits``' request: a failure is the form's.
    case reloadResponse(Result<Item, LoadFailure>)
    /// The version of the item a read brought, sent before its response when it had one.
    case versionRead(RecordVersion)
    case form(Form.Action)
  }

  private enum CancelID {
    case load
  }

  private let fetch: @Sendable (Item.ID) async throws -> Item
  private let formReducer: Form
  private let makeForm: @Sendable (Item) -> Form.State
  private let keeping: EditKeeping<Form.State>?

  public init(
    fetch: @escaping @Sendable (Item.ID) async throws -> Item,
    form: Form,
    makeForm: @escaping @Sendable (Item) -> Form.State
  ) {
    self.fetch = fetch
    self.formReducer = form
    self.makeForm = makeForm
    keeping = nil
  }

  /// For a ``FormState`` form: ``Action/reloadKeepingEdits`` keeps the fields the person
  /// changed.
  public init(
    fetch: @escaping @Sendable (Item.ID) async throws -> Item,
    form: Form,
    makeForm: @escaping @Sendable (Item) -> Form.State
  ) where Form.State: FormState {
    self.fetch = fetch
    self.formReducer = form
    self.makeForm = makeForm
    keeping = EditKeeping.formFields
  }

  /// Applies `action`: a load or retry shows `.loading` and requests the item; a loaded item
  /// becomes the form; form actions go to the loaded form.
  public func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .retry:
      guard state.form.failure != nil else { return .none }
      return reduce(into: &state, action: .load)

    case .load:
      state.form = .loading
      state.version = nil
      return read(state.id, answering: Action.itemResponse)

    case .versionRead(let version):
      state.version = version
      return .none

    case .itemResponse(.success(let item)):
      let form = makeForm(item)
      state.form = .loaded(form)
      state.asLoaded = form
      return .none

    case .reloadKeepingEdits:
      guard keeping != nil, state.form.value != nil else { return .none }
      return read(state.id, answering: Action.reloadResponse)

    case .reloadResponse(let result):
      guard let keeping, case .loaded(let edited) = state.form else { return .none }
      switch result {
      case .success(let item):
        let reloaded = makeForm(item)
        state.form = .loaded(keeping.merge(edited, state.asLoaded ?? edited, reloaded))
        state.asLoaded = reloaded
      case .failure(let failure):
        state.form = .loaded(keeping.fail(edited, failure))
      }
      return .none

    case .itemResponse(.failure(let failure)):
      state.form = .failed(failure)
      return .none

    case .form(let action):
      guard case .loaded(var form) = state.form else { return .none }
      let effect = formReducer.reduce(into: &form, action: action).map { Action.form($0) }
      state.form = .loaded(form)
      let version = state.version
      return effect.aroundOperations { operation, send in
        // A save answered with the item's new version (its `ETag`) is the version held next.
        let saved = Mutex<RecordVersion?>(nil)
        let observer = RecordVersionObserver { _, new in
          guard let new, version.map({ new.isVersion(of: $0.url) }) ?? true else { return }
          saved.withLock { $0 = new }
        }
        await RecordVersion.$readObserver.withValue(observer) {
          await RecordVersion.$current.withValue(version) { await operation(send) }
        }
        if let new = saved.withLock({ $0 }) {
          await send(.versionRead(new))
        }
      }
    }
  }

  /// Reads the item `id`, sending its outcome as `answer` says; a read still in flight is
  /// cancelled and its outcome dropped.
  private func read(
    _ id: Item.ID, answering answer: @escaping @Sendable (Result<Item, LoadFailure>) -> Action
  ) -> Effect<Action> {
    .run { [fetch] send in
      // The first read is the item's own; the fetch may read more, such as its author.
      do {
        let (item, version) = try await RecordVersion.firstRead { try await fetch(id) }
        if let version {
          await send(.versionRead(version))
        }
        await send(answer(.success(item)))
      } catch {
        await send(answer(.failure(LoadFailure(error))))
      }
    }
    .cancellable(id: CancelID.load, cancelInFlight: true)
  }
}
