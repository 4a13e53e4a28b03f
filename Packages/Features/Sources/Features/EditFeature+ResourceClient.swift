extension EditFeature {
  /// The edit of a record read through `client` by its id as text (`String(recordID:)`), in a
  /// form that starts from it and saves through `client`; a save carries the version the
  /// record was read at, or last saved at.
  public init<FormState: EditableRecordFormState>(
    client: ResourceClient<Item, FormState.Draft>
  ) where Form == FormFeature<FormState>, FormState.Resource == Item {
    self.init(
      fetch: { id in try await client.record(identifiedBy: id) }, form: FormFeature(saving: client),
      makeForm: { FormState(editing: $0) })
  }
}
