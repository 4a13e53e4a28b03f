import Dependencies

extension FormFeature where State: RecordFormState {
  /// The form that saves through `client`: a create of its draft, or, for a form that edits a
  /// record, an update of it (saved at once when nothing changed).
  public init(saving client: ResourceClient<State.Resource, State.Draft>) {
    self.init { state in Self.save(state, key: nil, through: client) }
  }

  /// What saving `state` sends through `client`, a create under `key`.
  static func save(
    _ state: State, key: IdempotencyKey?,
    through client: ResourceClient<State.Resource, State.Draft>
  ) -> FormSubmission<State.Resource>? {
    let draft = state.draft
    guard let record = state.editedRecord else {
      return .request { try await client.create(draft, key) }
    }
    guard state.changesRecord else { return .unchanged(record) }
    guard let id = client.recordID(record) else { return .request { throw RecordWithoutID() } }
    return .request { try await client.update(id, draft) }
  }
}

extension FormFeature where State: RecordFormState & IdempotentFormState {
  /// The form that saves through `client`, each create under a new idempotency key from the
  /// `uuid` dependency and each retry under the same one, so that a server that kept the first
  /// attempt does not create twice. Where the form's state is known to keep a key, this is
  /// the initializer chosen; code generic over `RecordFormState` alone gets the one without
  /// keys, and passes `uuid:` to have them.
  public init(saving client: ResourceClient<State.Resource, State.Draft>) {
    self.init(saving: client, uuid: Dependency(\.uuid).wrappedValue)
  }

  /// The form that saves through `client`, its idempotency keys made by `uuid`.
  public init(saving client: ResourceClient<State.Resource, State.Draft>, uuid: UUIDGenerator) {
    self.init(
      keyedSubmission: { state, key in Self.save(state, key: key, through: client) }, uuid: uuid)
  }
}
