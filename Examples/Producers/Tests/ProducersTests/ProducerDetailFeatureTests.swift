import Features
import FeaturesTesting
import Foundation
import Producers
import Testing

@Suite(.timeLimit(.minutes(1)))
struct ProducerDetailFeatureTests {
  let complete = Producer(
    id: 7, name: "Miel del Sueve", shortDescription: "Honey.",
    description: "Honey from the mountain, gathered in August.",
    images: [
      .init(path: URL(fileURLWithPath: "/images/7/1.jpg")),
      .init(path: URL(fileURLWithPath: "/images/7/2.jpg")),
    ],
    location: "Asturias")

  @Test func loadsTheProducer() async {
    let store = TestStore(
      initialState: ProducerDetailFeature.State(id: 7),
      reducer: ProducerDetailFeature(client: Fixtures.client([complete])))

    await store.send(.load)
    await store.receive(.detailResponse(.success(complete))) { $0.detail = .loaded(complete) }
    await store.finish()
  }

  @Test func theDetailShowsTheFirstImageTheLocationAndTheLongDescription() {
    let state = ProducerDetailFeature.State(id: 7, detail: .loaded(complete))
    #expect(
      ProducerDetailScreen.lines(state, width: 30) == [
        "Miel del Sueve", "Image: file:///images/7/1.jpg", "Location: Asturias", "",
        "Honey from the mountain,", "gathered in August.",
      ])
  }

  @Test func withoutALongDescriptionOrLocationTheShortDescriptionIsShown() {
    let bare = Producer(id: 8, name: "Sidra", shortDescription: "Cider.", description: " ")
    let state = ProducerDetailFeature.State(id: 8, detail: .loaded(bare))
    #expect(ProducerDetailScreen.lines(state) == ["Sidra", "", "Cider."])
  }

  @Test func aFailureIsShownInOneLine() {
    let failure = LoadFailure(message: "producer 9 not found")
    let state = ProducerDetailFeature.State(id: 9, detail: .failed(failure))
    #expect(
      ProducerDetailScreen.lines(state) == [
        "Producer #9", "Could not load it: producer 9 not found",
      ])
  }
}
