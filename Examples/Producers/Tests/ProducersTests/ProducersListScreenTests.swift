import Producers
import Testing

@Suite struct ProducersListScreenTests {
  @Test(arguments: [(1, "1 producer, all loaded"), (2, "2 producers, all loaded")])
  func theLastLineCountsTheProducersInWords(count: Int, line: String) {
    var state = ProducersListFeature.State(pageSize: 2)
    state.feed.items = Fixtures.producers(count)
    state.feed.pageItemCounts = [count]
    state.feed.next = nil

    #expect(ProducersListScreen.lines(state).last == line)
  }
}
