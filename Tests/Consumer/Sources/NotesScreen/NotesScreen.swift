import Features

/// The titles of the notes a search finds, every page of them read through `client`.
public func noteTitles(
  client: ResourceClient<Note, NoteDraft>, matching search: String = ""
) async -> [String] {
  let store = Store(
    initialState: FeedFeature<Note>.State(pageSize: 50),
    reducer: FeedFeature(client: client, query: RecordQuery(search)))
  await store.send(.loadRemainingPages)
  return await store.state.items.map(\.title)
}
