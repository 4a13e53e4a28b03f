import Foundation
import HTTPClient
import TestSupport
import Testing

@Suite struct PageWalkTests {
  private typealias Walk = PageWalk<Int>

  @Test func followsEachPageAsItNamesTheNextToTheLast() {
    var walk = Walk(size: 2)

    checkEqual(
      walk.follow(Page(items: [1, 2], next: .cursor("c2")), askedWith: nil), .next(.cursor("c2")))
    checkEqual(
      walk.follow(Page(items: [3, 4], next: .cursor("c3")), askedWith: .cursor("c2")),
      .next(.cursor("c3")))
    checkEqual(walk.follow(Page(items: [5]), askedWith: .cursor("c3")), .end(.lastPage))
    checkEqual(walk.pages, 3)
  }

  @Test func anEmptyPageAfterTheFirstEndsTheWalkWhateverItNames() {
    var walk = Walk(size: 2)
    _ = walk.follow(Page(items: [1, 2], next: .cursor("c2")), askedWith: nil)

    checkEqual(
      walk.follow(Page(items: [], next: .cursor("c3")), askedWith: .cursor("c2")), .end(.lastPage))
  }

  @Test func aPageThatStartsAsTheOneBeforeIsNotKeptAndEndsTheWalk() {
    var walk = Walk(size: 2)
    _ = walk.follow(Page(items: [1, 2], next: .number(2)), askedWith: nil)

    let end = walk.follow(Page(items: [1, 2], next: .number(3)), askedWith: .number(2))

    checkEqual(end, .end(.repeatedPage(2)))
    check(!Walk.End.repeatedPage(2).keepsPage)
    check(!Walk.End.repeatedPage(2).isComplete, "the pages after it were never read")
    checkEqual(walk.pages, 1, "the repeated page is not counted")
    checkEqual(
      "\(Walk.End.repeatedPage(2))",
      "page 2 repeated the page before it (the server ignored the page asked for)")
  }

  @Test func aNextPageAskedForBeforeEndsTheWalkKeepingThisOne() throws {
    let first = try #require(URL(string: "http://127.0.0.1/things"))
    let second = try #require(URL(string: "http://127.0.0.1/things?page=2"))
    var walk = Walk(size: 2)
    _ = walk.follow(Page(items: [1, 2], next: .url(second)), askedWith: .url(first))

    let end = walk.follow(Page(items: [3, 4], next: .url(first)), askedWith: .url(second))

    checkEqual(end, .end(.repeatedRequest(.url(first))))
    check(Walk.End.repeatedRequest(.url(first)).keepsPage)
    check(!Walk.End.repeatedRequest(.url(first)).isComplete)
    checkEqual(walk.pages, 2)
  }

  @Test func aFirstPageOfMoreThanAskedForWithACountedNextIsEveryRecord() throws {
    var counted = Walk(size: 2)
    var unnamed = Walk(size: 2)
    var linked = Walk(size: 2)
    var unsized = Walk(size: nil)
    let link = try #require(URL(string: "http://127.0.0.1/things?cursor=x"))

    checkEqual(
      counted.follow(Page(items: [1, 2, 3], next: .number(2)), askedWith: nil),
      .end(.ignoredPageSize(2)))
    checkEqual(unnamed.follow(Page(items: [1, 2, 3]), askedWith: nil), .end(.ignoredPageSize(2)))
    checkEqual(
      linked.follow(Page(items: [1, 2, 3], next: .url(link)), askedWith: nil), .next(.url(link)),
      "a server that links its next page pages as it says")
    checkEqual(
      unsized.follow(Page(items: [1, 2, 3], next: .number(2)), askedWith: nil), .next(.number(2)))
    check(Walk.End.ignoredPageSize(2).isComplete && Walk.End.ignoredPageSize(2).keepsPage)
  }

  @Test func endsAtTheMostPages() {
    var walk = Walk(size: 1)
    var step = walk.follow(Page(items: [1], next: .number(2)), askedWith: nil)
    var number = 1
    while case .next(let next) = step {
      number += 1
      step = walk.follow(Page(items: [number], next: .number(number + 1)), askedWith: next)
    }

    checkEqual(step, .end(.limit(Walk.maximumPages)))
    checkEqual(walk.pages, Walk.maximumPages)
    check(!Walk.End.limit(Walk.maximumPages).isComplete)
  }

  @Test func aWalkGoingOnAfterPagesReadKnowsTheLastPageStart() {
    var walk = Walk(after: 3, startingWith: 7, size: 2)

    checkEqual(
      walk.follow(Page(items: [7, 8], next: .number(5)), askedWith: .number(4)),
      .end(.repeatedPage(4)))
    checkEqual(
      walk.follow(Page(items: [9], next: .number(5)), askedWith: .number(4)), .next(.number(5)))
    checkEqual(walk.pages, 4)
  }
}
