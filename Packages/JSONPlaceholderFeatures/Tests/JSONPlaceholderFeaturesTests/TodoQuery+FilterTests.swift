import Features
import NetworkClient
import TestSupport
import Testing

@testable import JSONPlaceholderFeatures

@Suite struct TodoQueryFilterTests {
  @Test func theFilterReadsCompleted() {
    checkEqual(TodoQuery().filter, .all)
    checkEqual(TodoQuery(completed: true).filter, .done)
    checkEqual(TodoQuery(completed: false).filter, .pending)
  }

  @Test func settingTheFilterSetsCompletedAndNothingElse() {
    var query = TodoQuery(userID: 4, list: RecordQuery(pageNumber: 2, perPage: nil))

    query.filter = .pending
    checkEqual(
      query, TodoQuery(userID: 4, completed: false, list: RecordQuery(pageNumber: 2, perPage: nil)))

    query.filter = .done
    checkEqual(query.completed, true)

    query.filter = .all
    checkEqual(query, TodoQuery(userID: 4, list: RecordQuery(pageNumber: 2, perPage: nil)))
  }
}
