import Dependencies
import Features
import FeaturesTesting
import Models
import NetworkClient
import NetworkClientTestSupport
import TestSupport
import Testing

@testable import JSONPlaceholderFeatures

@Suite(.timeLimit(.minutes(1)))
struct EditFeatureTests {
  let post = Sample.post(7, by: 3, title: "Old", body: "Text")
  let log = Log<WriteCall>()

  /// A client that has post 7 and records its writes; any other post is not found.
  func client(failingLoads: Int = 0) -> NetworkClient {
    let attempts = Log<Int>()
    return NetworkClient.recordingWrites(into: log, post: post).with { [post] in
      $0.post = { id in
        attempts.append(attempts.entries.count + 1)
        guard attempts.entries.count > failingLoads else {
          throw NetworkError.timedOut(host: "api")
        }
        guard id == post.id else { throw NetworkError.notFound(resource: "post", id: "\(id)") }
        return post
      }
    }
  }

  @Test func theStateStartsLoading() {
    checkEqual(PostEditFeature.State(id: 7).form, .loading)
  }

  @Test func loadFetchesTheItemAndStartsTheFormFromItsValues() async {
    let store = TestStore(
      initialState: PostEditFeature.State(id: 7), reducer: PostEditFeature(client: client()))

    await store.send(.load)
    await store.receive(.itemResponse(.success(post))) { [post] in
      $0.form = .loaded(PostFormFeature.State(mode: .edit(post)))
      $0.asLoaded = PostFormFeature.State(mode: .edit(post))
    }
    await store.finish()

    checkEqual(store.state.form.value?.fields, PostFormFeature.Fields(post))
  }

  @Test func aFailedLoadShowsTheFailureAndRetryLoadsAgain() async {
    let store = TestStore(
      initialState: PostEditFeature.State(id: 7),
      reducer: PostEditFeature(client: client(failingLoads: 1)))
    let failure = LoadFailure(NetworkError.timedOut(host: "api"))

    await store.send(.load)
    await store.receive(.itemResponse(.failure(failure))) { $0.form = .failed(failure) }
    await store.send(.retry) { $0.form = .loading }
    await store.receive(.itemResponse(.success(post))) { [post] in
      $0.form = .loaded(PostFormFeature.State(mode: .edit(post)))
      $0.asLoaded = PostFormFeature.State(mode: .edit(post))
    }
    await store.finish()
  }

  @Test func aMissingItemFailsWithNotFound() async {
    let store = TestStore(
      initialState: PostEditFeature.State(id: 8), reducer: PostEditFeature(client: client()))
    let failure = LoadFailure(NetworkError.notFound(resource: "post", id: "8"))

    await store.send(.load)
    await store.receive(.itemResponse(.failure(failure))) { $0.form = .failed(failure) }
    await store.finish()
  }

  @Test func formActionsBeforeTheItemLoadsAreIgnored() async {
    let store = TestStore(
      initialState: PostEditFeature.State(id: 7), reducer: PostEditFeature(client: .unimplemented))

    await store.send(.form(.setField(.title, "New")))
    await store.send(.form(.submit))
    await store.send(.retry)
    await store.finish()
  }

  @Test func theLoadedFormSavesOnlyWhatChanged() async {
    let form = PostFormFeature.State(mode: .edit(post))
    let store = TestStore(
      initialState: PostEditFeature.State(id: 7, form: .loaded(form)),
      reducer: PostEditFeature(client: client()))
    var saved = post
    saved.title = "New"

    await store.send(.form(.setField(.title, "New"))) {
      $0.form = .loaded(
        PostFormFeature.State(
          mode: .edit(post), fields: .init(userId: "3", title: "New", body: "Text")))
    }
    await store.send(.form(.submit)) {
      $0.form = .loaded(
        PostFormFeature.State(
          mode: .edit(post), fields: .init(userId: "3", title: "New", body: "Text"),
          status: .submitting))
    }
    await store.receive(.form(.saveResponse(.success(saved)))) { [post, saved] in
      $0.form = .loaded(
        PostFormFeature.State(
          mode: .edit(post), fields: .init(userId: "3", title: "New", body: "Text"),
          status: .saved(saved)))
    }
    await store.finish()

    checkEqual(log.entries, [.updatePost(7, PostChanges(title: "New"))])
  }

  @Test func aUserEditLoadsTheUserThroughTheNetworkClientDependency() async {
    let user = Sample.leanne
    let feature = withDependencies {
      $0.networkClient = NetworkClient.unimplemented.with {
        $0.user = { id in
          guard id == user.id else { throw NetworkError.notFound(resource: "user", id: "\(id)") }
          return user
        }
      }
    } operation: {
      UserEditFeature()
    }
    let store = TestStore(initialState: UserEditFeature.State(id: user.id), reducer: feature)

    await store.send(.load)
    await store.receive(.itemResponse(.success(user))) {
      $0.form = .loaded(UserFormFeature.State(mode: .edit(user)))
      $0.asLoaded = UserFormFeature.State(mode: .edit(user))
    }
    await store.finish()
  }
}
