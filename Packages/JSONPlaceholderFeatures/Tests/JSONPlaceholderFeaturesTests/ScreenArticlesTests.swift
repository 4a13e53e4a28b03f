import Features
import JSONPlaceholderFeatures
import NetworkClient
import TestSupport
import Testing

/// The code of the articles of `JSONPlaceholderFeatures.docc`, unchanged but for what checks it:
/// it runs, and what its comments say holds. `Scripts/check-doc-examples` compiles the articles.
@Suite(.timeLimit(.minutes(1)))
struct ScreenArticlesTests {
  @Test func aFormAndTheServersFieldErrors() async {
    let unsent = Store(
      initialState: PostFormFeature.State(mode: .create),
      reducer: PostFormFeature(client: NetworkClient.unimplemented))
    await unsent.send(.setField(.title, "Night trains"))
    await unsent.send(.submit)
    let problems = await unsent.state.status.errors?.lines ?? []
    // problems name the author and the body, which are missing

    let refusing = NetworkClient.unimplemented.with {
      $0.createPost = { _ in
        throw NetworkError.rejected(
          resource: "post", fieldErrors: FieldErrors(["title": ["has already been taken"]]))
      }
    }
    let form = Store(
      initialState: PostFormFeature.State(mode: .create),
      reducer: PostFormFeature(client: refusing))
    await form.send(.setField(.userId, "1"))
    await form.send(.setField(.title, "Night trains"))
    await form.send(.setField(.body, "Sleepers across Europe."))
    await form.send(.submit)
    let titleErrors = await form.state.status.errors?["title"]
    // titleErrors == ["has already been taken"]

    checkEqual(problems.count, 2)
    await checkEqual(unsent.state.status.errors?.fields.sorted(), ["body", "userId"])
    checkEqual(titleErrors, ["has already been taken"])
  }
}
