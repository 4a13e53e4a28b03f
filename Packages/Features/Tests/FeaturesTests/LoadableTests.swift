import Testing

@testable import Features

@Suite struct LoadableTests {
  let failure = LoadFailure(message: "offline")

  @Test func loadingHasNeitherValueNorFailure() {
    let loadable = Loadable<Int>.loading

    #expect(loadable.isLoading)
    #expect(loadable.value == nil)
    #expect(loadable.failure == nil)
  }

  @Test func loadedHasItsValue() {
    let loadable = Loadable<Int>.loaded(3)

    #expect(!loadable.isLoading)
    #expect(loadable.value == 3)
    #expect(loadable.failure == nil)
  }

  @Test func failedHasItsFailure() {
    let loadable = Loadable<Int>.failed(failure)

    #expect(!loadable.isLoading)
    #expect(loadable.value == nil)
    #expect(loadable.failure == failure)
  }

  @Test func equalityComparesCaseAndPayload() {
    #expect(Loadable<Int>.loaded(1) == .loaded(1))
    #expect(Loadable<Int>.loaded(1) != .loaded(2))
    #expect(Loadable<Int>.loading != .loaded(1))
    #expect(Loadable<Int>.failed(failure) != .failed(LoadFailure(message: "other")))
    #expect(Set<Loadable<Int>>([.loading, .loading, .loaded(1)]).count == 2)
  }

  @Test func mapChangesOnlyALoadedValue() {
    let failure = LoadFailure(message: "offline")

    #expect(Loadable<Int>.loaded(2).map { $0 * 10 } == .loaded(20))
    #expect(Loadable<Int>.loading.map { $0 * 10 } == .loading)
    #expect(Loadable<Int>.failed(failure).map { $0 * 10 } == .failed(failure))
  }
}
