import TestSupport
import Testing

@testable import Features

@Suite struct LoadableTests {
  let failure = LoadFailure(message: "offline")

  @Test func loadingHasNeitherValueNorFailure() {
    let loadable = Loadable<Int>.loading

    check(loadable.isLoading)
    checkEqual(loadable.value, nil)
    checkEqual(loadable.failure, nil)
  }

  @Test func loadedHasItsValue() {
    let loadable = Loadable<Int>.loaded(3)

    check(!loadable.isLoading)
    checkEqual(loadable.value, 3)
    checkEqual(loadable.failure, nil)
  }

  @Test func failedHasItsFailure() {
    let loadable = Loadable<Int>.failed(failure)

    check(!loadable.isLoading)
    checkEqual(loadable.value, nil)
    checkEqual(loadable.failure, failure)
  }

  @Test func equalityComparesCaseAndPayload() {
    checkEqual(Loadable<Int>.loaded(1), .loaded(1))
    check(Loadable<Int>.loaded(1) != .loaded(2))
    check(Loadable<Int>.loading != .loaded(1))
    check(Loadable<Int>.failed(failure) != .failed(LoadFailure(message: "other")))
    checkEqual(Set<Loadable<Int>>([.loading, .loading, .loaded(1)]).count, 2)
  }

  @Test func mapChangesOnlyALoadedValue() {
    let failure = LoadFailure(message: "offline")

    checkEqual(Loadable<Int>.loaded(2).map { $0 * 10 }, .loaded(20))
    checkEqual(Loadable<Int>.loading.map { $0 * 10 }, .loading)
    checkEqual(Loadable<Int>.failed(failure).map { $0 * 10 }, .failed(failure))
  }
}
