import Features
import JSONPlaceholderFeatures
import NetworkClient

/// Loads the first page of posts through `client`, and returns those whose title or body
/// contains `searchText`.
public func loadPosts(
  client: NetworkClient, matching searchText: String = ""
) async -> [PostSummary] {
  let store = Store(
    initialState: PostsListFeature.State(searchText: searchText),
    reducer: PostsListFeature(client: client))
  await store.send(.list(.load))
  return await store.state.visiblePosts  // the loaded page, filtered by the search text
}
