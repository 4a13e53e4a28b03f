import Features
import Models
import TestSupport
import Testing

@testable import JSONPlaceholderFeatures

@Suite struct TodoFilterTests {
  @Test(
    arguments: [(TodoFilter.all, nil), (.done, true), (.pending, false)] as [(TodoFilter, Bool?)])
  func eachFilterAsksForItsValueOfCompleted(filter: TodoFilter, completed: Bool?) {
    checkEqual(filter.completed, completed)
    checkEqual(TodoFilter(completed: completed), filter)
  }

  @Test func theScreenOffersThreeFilters() {
    checkEqual(TodoFilter.allCases, [.all, .done, .pending])
  }

  @Test func eachFilterAdmitsItsToDos() {
    let done = Todo(userId: 1, id: 1, title: "A", completed: true)
    let pending = Todo(userId: 1, id: 2, title: "B", completed: false)
    checkEqual([done, pending].filter(TodoFilter.all.admits), [done, pending])
    checkEqual([done, pending].filter(TodoFilter.done.admits), [done])
    checkEqual([done, pending].filter(TodoFilter.pending.admits), [pending])
  }

  @Test func theNextAndThePreviousWrapAround() {
    checkEqual(TodoFilter.allCases.map(\.next), [.done, .pending, .all])
    checkEqual(TodoFilter.allCases.map(\.previous), [.pending, .all, .done])
  }
}
