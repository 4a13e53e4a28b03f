import Features
import Foundation
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import ScreenKit
import TerminalKit
import Testing

@testable import Browse
@testable import BrowseKit

/// The header of a sorted table marks its column with the order's arrow, on every list, at 80
/// and at 40 columns, where the least important columns have given way.
@Suite struct SortedHeaderViewTests {
  private func rows(_ state: BrowseState) -> [String] {
    let buffer = BrowseView(state: state, usesColor: false).render()
    return (0..<state.size.rows).map { buffer.text(ofRow: $0) }
  }

  @Test(arguments: [80, 40])
  func everyListMarksTheColumnItIsSortedBy(columns: Int) throws {
    let size = TerminalSize(columns: columns, rows: 24)
    let isWide = columns == 80
    let author = Sample.user(1, name: "Clementina DuBuque")
    let summaries = (1...3).map {
      PostSummary(
        post: Sample.post(Post.ID($0), title: "Post \($0) with a long title"), author: author)
    }
    var posts = BrowseState.withPosts(summaries, size: size)
    posts.lists.posts.sort = ListSort(letter: "t", isDescending: true)
    let postsHeader = try #require(rows(posts).dropFirst(1).first)
    #expect(postsHeader.contains("TITLE↓"))
    #expect(postsHeader.contains("AUTHOR") == isWide, "\(postsHeader)")
    #expect(try #require(rows(posts).dropFirst(2).first).hasPrefix("›  3  Post 3"))

  }
}
