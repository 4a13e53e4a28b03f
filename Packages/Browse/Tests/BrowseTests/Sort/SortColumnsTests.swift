import Models
import NetworkClient
import NetworkClientTestSupport
import ScreenKit
import TerminalKit
import Testing

@testable import Browse
@testable import BrowseKit

/// `ScreenKit`'s `ListSort` on the columns of the browser's lists.
@Suite struct SortColumnsTests {
  @Test func tiesKeepTheListsOrderBothWays() {
    let users = ["b", "a", "b", "a"].enumerated().map {
      Sample.user(User.ID($0.offset + 1), name: $0.element)
    }
    let byName = ListSort(letter: "n")
    #expect(byName.sorted(users, by: UsersList.columns).map(\.id) == [2, 4, 1, 3])
    let descending = ListSort(letter: "n", isDescending: true)
    #expect(descending.sorted(users, by: UsersList.columns).map(\.id) == [1, 3, 2, 4])
    #expect(ListSort().sorted(users, by: UsersList.columns).map(\.id) == [1, 2, 3, 4])
  }

  @Test func textSortsWithoutCaseOrAccentsAndAPostWithoutAuthorComesLast() {
    let users = ["zoe", "Émile", "ada", "Eve"].enumerated().map {
      Sample.user(User.ID($0.offset + 1), name: $0.element)
    }
    #expect(
      ListSort(letter: "n").sorted(users, by: UsersList.columns).map(\.name) == [
        "ada", "Émile", "Eve", "zoe",
      ])
    let posts = [
      PostSummary(post: Sample.post(1, title: "a"), author: nil),
      PostSummary(post: Sample.post(2, title: "b"), author: Sample.leanne),
      PostSummary(post: Sample.post(3, title: "c"), author: Sample.ervin),
    ]
    #expect(ListSort(letter: "a").sorted(posts, by: PostsList.columns).map(\.post.id) == [3, 2, 1])
    #expect(
      ListSort(letter: "i", isDescending: true).sorted(posts, by: PostsList.columns).map(\.post.id)
        == [3, 2, 1])
  }

  @Test func theStatusLineNamesTheColumns() {
    #expect(
      ListSort.choices(PostsList.columns)
        == "sort by: i id · t title · a author (Esc: keep the order)")
    #expect(
      ListSort(letter: "t", isDescending: true).said(PostsList.columns) == "sorted by title ↓")
    #expect(
      ListSort.notAColumn(.character("x"), UsersList.columns)
        == "not sorted: x is no column here — S then i, n, e, c or o")
    #expect(
      ListSort.notAColumn(.enter, PostsList.columns)
        == "not sorted: that key is no column here — S then i, t or a")
  }
}
