import Testing

@testable import Features

@Suite struct TodoFilterTests {
  @Test(
    arguments: [(TodoFilter.all, nil), (.done, true), (.pending, false)] as [(TodoFilter, Bool?)])
  func eachFilterAsksForItsValueOfCompleted(filter: TodoFilter, completed: Bool?) {
    #expect(filter.completed == completed)
    #expect(TodoFilter(completed: completed) == filter)
  }

  @Test func theScreenOffersThreeFilters() {
    #expect(TodoFilter.allCases == [.all, .done, .pending])
  }
}
