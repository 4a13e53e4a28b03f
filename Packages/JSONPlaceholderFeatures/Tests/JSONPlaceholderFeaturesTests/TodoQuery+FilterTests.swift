import Features
import NetworkClient
import Testing

@testable import JSONPlaceholderFeatures

@Suite struct TodoQueryFilterTests {
  @Test func theFilterReadsCompleted() {
    #expect(TodoQuery().filter == .all)
    #expect(TodoQuery(completed: true).filter == .done)
    #expect(TodoQuery(completed: false).filter == .pending)
  }

  @Test func settingTheFilterSetsCompletedAndNothingElse() {
    var query = TodoQuery(userID: 4, options: ListOptions(page: 2))

    query.filter = .pending
    #expect(query == TodoQuery(userID: 4, completed: false, options: ListOptions(page: 2)))

    query.filter = .done
    #expect(query.completed == true)

    query.filter = .all
    #expect(query == TodoQuery(userID: 4, options: ListOptions(page: 2)))
  }
}
