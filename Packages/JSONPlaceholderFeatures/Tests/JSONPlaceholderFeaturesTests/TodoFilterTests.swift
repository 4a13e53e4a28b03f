import Features
import Models
import Testing

@testable import JSONPlaceholderFeatures

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

  @Test func eachFilterAdmitsItsToDos() {
    let done = Todo(userId: 1, id: 1, title: "A", completed: true)
    let pending = Todo(userId: 1, id: 2, title: "B", completed: false)
    #expect([done, pending].filter(TodoFilter.all.admits) == [done, pending])
    #expect([done, pending].filter(TodoFilter.done.admits) == [done])
    #expect([done, pending].filter(TodoFilter.pending.admits) == [pending])
  }

  @Test func theNextAndThePreviousWrapAround() {
    #expect(TodoFilter.allCases.map(\.next) == [.done, .pending, .all])
    #expect(TodoFilter.allCases.map(\.previous) == [.pending, .all, .done])
  }
}
