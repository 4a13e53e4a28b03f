import FeaturesTesting
import HTTPClient
import TestSupport
import Testing

@testable import Features

@Suite(.timeLimit(.minutes(1)))
struct DetailFeatureTests {
  typealias Feature = DetailFeature<Int, Note>

  let note = Note(id: 3, title: "Summer")

  /// A feature that knows note 3 and nothing else, and logs every identifier it fetches.
  func feature(ids: Log<Int> = Log()) -> Feature {
    Feature { [note] id in
      ids.append(id)
      guard id == note.id else { throw NetworkError.notFound(resource: "note", id: "\(id)") }
      return note
    }
  }

  @Test func theStateStartsLoading() {
    checkEqual(Feature.State(id: 3).detail, .loading)
  }

  @Test(arguments: [Feature.Action.load, .retry])
  func loadAndRetryShowLoadingAndRequestTheValueOfTheState(action: Feature.Action) async {
    let ids = Log<Int>()
    let store = TestStore(
      initialState: Feature.State(id: 3, detail: .failed(LoadFailure(message: "old"))),
      reducer: feature(ids: ids))

    await store.send(action) { $0.detail = .loading }
    await store.receive(.detailResponse(.success(note))) { [note] in
      $0.detail = .loaded(note)
    }
    await store.finish()

    checkEqual(ids.entries, [3])
  }

  @Test func aFailedRequestSendsTheFailureWithItsNetworkError() async {
    let store = TestStore(initialState: Feature.State(id: 9), reducer: feature())
    let error = NetworkError.notFound(resource: "note", id: "9")
    let failure = LoadFailure(message: error.description, networkError: error)

    await store.send(.load)
    await store.receive(.detailResponse(.failure(failure))) { $0.detail = .failed(failure) }
    await store.finish()
  }

  @Test func aResponseShowsTheValueOrTheFailureWithoutMoreWork() async {
    let store = TestStore(initialState: Feature.State(id: 3), reducer: feature())
    let failure = LoadFailure(message: "server answered HTTP 500")

    await store.send(.detailResponse(.success(note))) { [note] in $0.detail = .loaded(note) }
    await store.send(.detailResponse(.failure(failure))) { $0.detail = .failed(failure) }
    await store.finish()
  }

  @Test func loadThenRetryAfterAFailureEndsLoaded() async {
    let attempts = Log<Int>()
    let feature = Feature { [note] _ in
      attempts.append(attempts.entries.count + 1)
      guard attempts.entries.count > 1 else { throw NetworkError.timedOut(host: "api") }
      return note
    }
    let store = TestStore(initialState: Feature.State(id: 3), reducer: feature)
    let failure = LoadFailure(NetworkError.timedOut(host: "api"))

    await store.send(.load)
    await store.receive(.detailResponse(.failure(failure))) { $0.detail = .failed(failure) }
    await store.send(.retry) { $0.detail = .loading }
    await store.receive(.detailResponse(.success(note))) { [note] in
      $0.detail = .loaded(note)
    }
    await store.finish()

    checkEqual(failure.networkError, .timedOut(host: "api"))
    checkEqual(attempts.entries, [1, 2])
  }

  @Test(arguments: [Feature.Action.load, .retry])
  func aSecondRequestDropsTheResponseToTheFirst(second: Feature.Action) async {
    let firstRequest = Gate()
    let requests = Log<Int>()
    let feature = Feature { [note] _ in
      requests.append(requests.entries.count + 1)
      if requests.entries.count == 1 {
        try await firstRequest.pass()
        return Note(id: 3, title: "Stale")
      }
      return note
    }
    let store = TestStore(initialState: Feature.State(id: 3), reducer: feature)
    var arrivals = firstRequest.arrivals.makeAsyncIterator()

    await store.send(.load)
    await arrivals.next()
    await store.send(second)
    await store.receive(.detailResponse(.success(note))) { [note] in
      $0.detail = .loaded(note)
    }
    await store.finish()

    checkEqual(firstRequest.cancellations, 1)
  }

  @Test func revalidateKeepsTheValueShownUntilAChangedOneReplacesIt() async {
    let ids = Log<Int>()
    let shown = Note(id: 3, title: "Spring")
    let store = TestStore(
      initialState: Feature.State(id: 3, detail: .loaded(shown)), reducer: feature(ids: ids))

    await store.send(.revalidate)
    await store.receive(.detailResponse(.success(note))) { [note] in
      $0.detail = .loaded(note)
    }
    await store.finish()

    checkEqual(ids.entries, [3])
  }

  @Test func revalidateWithAnUnchangedAnswerChangesNothing() async {
    let store = TestStore(
      initialState: Feature.State(id: 3, detail: .loaded(note)), reducer: feature())

    await store.send(.revalidate)
    await store.receive(.detailResponse(.success(note)))
    await store.finish()
  }

  @Test func aFailedRevalidationIsShownAsALoadsFailure() async {
    let store = TestStore(
      initialState: Feature.State(id: 9, detail: .loaded(note)), reducer: feature())
    let error = NetworkError.notFound(resource: "note", id: "9")
    let failure = LoadFailure(message: error.description, networkError: error)

    await store.send(.revalidate)
    await store.receive(.detailResponse(.failure(failure))) { $0.detail = .failed(failure) }
    await store.finish()
  }
}
