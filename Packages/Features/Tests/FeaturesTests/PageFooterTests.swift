import HTTPClient
import TestSupport
import Testing

@testable import Features

@Suite struct PageFooterTests {
  func footer(_ page: Page<Int>, shown: Int? = nil) -> String {
    PageFooter.text(
      for: page, shownCount: shown ?? page.items.count,
      noun: Noun(singular: "post", plural: "posts"))
  }

  @Test func aPageWithATotalAndASizeIsPlacedInTheCollection() {
    checkEqual(
      footer(Page(items: [1], totalCount: 100, number: 2, size: 10)), "page 2 of 10 (100 posts)")
    checkEqual(
      footer(Page(items: [1], totalCount: 101, number: 11, size: 10)), "page 11 of 11 (101 posts)")
  }

  @Test func theTotalIsSingularOrPlural() {
    checkEqual(footer(Page(items: [1], totalCount: 1, number: 1, size: 10)), "page 1 of 1 (1 post)")
    checkEqual(footer(Page(items: [], totalCount: 0, number: 1, size: 10)), "page 1 of 1 (0 posts)")
  }

  @Test func aPagePastTheEndKeepsItsNumber() {
    checkEqual(
      footer(Page(items: [], totalCount: 100, number: 12, size: 10)), "page 12 of 10 (100 posts)")
  }

  @Test func aPageWithoutATotalShowsOnlyItsNumber() {
    checkEqual(footer(Page(items: [1, 2], number: 2, size: 2)), "page 2")
  }

  @Test func aPageWithATotalButNoSizeShowsTheTotal() {
    checkEqual(footer(Page(items: [1, 2], totalCount: 30, number: 2)), "page 2 (30 posts)")
  }

  @Test func theWholeCollectionCountsTheItemsShown() {
    checkEqual(footer(Page(items: Array(1...100))), "100 posts")
    checkEqual(footer(Page(items: Array(1...100), totalCount: 100), shown: 1), "1 post")
  }

  @Test func aListReadFromAnAPISaysWhetherItIsWhole() {
    let books = Noun(singular: "book in value", plural: "books in value")
    checkEqual(
      PageFooter.text(shown: 137, total: 137, pages: 7, isWhole: true, noun: books),
      "137 books in value (all 7 pages)")
    checkEqual(
      PageFooter.text(shown: 20, total: 20, pages: 1, isWhole: true, noun: books),
      "20 books in value")
    checkEqual(
      PageFooter.text(
        shown: 20, total: 137, pages: nil, isWhole: false, rest: "--all reads the rest",
        noun: books), "20 of 137 books in value (--all reads the rest)")
    checkEqual(
      PageFooter.text(shown: 40, total: 137, pages: 2, isWhole: false, noun: books),
      "40 of 137 books in value")
    checkEqual(
      PageFooter.text(
        shown: 20, total: nil, pages: nil, isWhole: false, rest: "--all reads the rest",
        noun: books), "20 books in value, more follow (--all reads the rest)")
  }
}
