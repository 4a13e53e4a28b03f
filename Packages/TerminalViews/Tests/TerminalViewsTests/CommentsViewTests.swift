import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import NetworkClientTestSupport
import TerminalKit
import TestSupport
import Testing

@testable import TerminalViews

@Suite struct CommentsViewTests {
  let comments = [
    Sample.comment(
      1, name: "id labore ex et quam laborum", email: "Eliseo@gardner.biz",
      body: "laudantium enim quasi est quidem magnam\nvoluptate ipsam eos\ntempora quo"),
    Sample.comment(2, name: "quo vero", email: "Jayne_Kuhic@sydney.com", body: "est natus"),
  ]

  func render(_ page: Loadable<Page<Models.Comment>>, isTerminal: Bool = true) -> String {
    CommentsView(state: CommentsFeature.State(query: CommentQuery(postID: 1), page: page))
      .render(options: RenderOptions(width: 80, isTerminal: isTerminal))
  }

  @Test func showsTheFirstLineOfEachBodyCutToTheWidth() {
    checkEqual(
      render(.loaded(Page(items: comments))),
      """
      ID  NAME                       EMAIL                   BODY
       1  id labore ex et quam lab…  Eliseo@gardner.biz      laudantium enim quasi es…
       2  quo vero                   Jayne_Kuhic@sydney.com  est natus
      2 comments
      """)
  }

  @Test func whenNotATerminalTheWholeBodyIsOnOneLine() {
    checkEqual(
      render(.loaded(Page(items: [comments[0]])), isTerminal: false),
      "1\tid labore ex et quam laborum\tEliseo@gardner.biz\t"
        + "laudantium enim quasi est quidem magnam voluptate ipsam eos tempora quo")
  }

  @Test func aPageEndsWithItsPlaceInTheCollection() {
    check(
      render(.loaded(Page(items: comments, totalCount: 5, number: 1, size: 2)))
        .hasSuffix("\npage 1 of 3 (5 comments)"))
  }

  @Test func loadingFailureAndEmptySaySo() {
    checkEqual(render(.loading), "Loading comments…")
    checkEqual(
      render(.failed(LoadFailure(message: "offline"))), "Could not load comments: offline")
    checkEqual(render(.loaded(Page(items: []))), "No comments.")
  }
}
