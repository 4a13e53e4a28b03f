import Foundation
import HTTPClient
import TestSupport
import Testing

struct PageContinuationTests {
  @Test func eachKindGivesItsValueAndNoOther() throws {
    let url = try #require(URL(string: "https://api.example/items?after=b7"))

    checkEqual(PageContinuation.number(3).number, 3)
    check(PageContinuation.number(3).offset == nil && PageContinuation.number(3).url == nil)
    checkEqual(PageContinuation.offset(40).offset, 40)
    checkEqual(PageContinuation.offset(40).number, nil)
    checkEqual(PageContinuation.cursor("b7").cursor, "b7")
    checkEqual(PageContinuation.cursor("b7").number, nil)
    checkEqual(PageContinuation.url(url).url, url)
    checkEqual(PageContinuation.url(url).cursor, nil)
  }

  @Test func continuationsOfDifferentKindsDiffer() {
    check(PageContinuation.number(2) != .offset(2))
    check(PageContinuation.cursor("2") != .number(2))
    checkEqual(PageContinuation.number(2), .number(2))
  }

  @Test func numberedAndOffsetPagesAreAddressedWithoutThePageBefore() throws {
    let url = try #require(URL(string: "https://api.example/items?page=2"))

    checkEqual(PageContinuation.number(2).advanced(by: 3, size: 20), .number(5))
    checkEqual(PageContinuation.offset(40).advanced(by: 2, size: 20), .offset(80))
    checkEqual(PageContinuation.number(2).advanced(by: 0, size: 20), .number(2))
    checkEqual(PageContinuation.cursor("b7").advanced(by: 1, size: 20), nil)
    checkEqual(PageContinuation.url(url).advanced(by: 1, size: 20), nil)
  }

  @Test func anAdvanceThatDoesNotFitIsNone() {
    checkEqual(PageContinuation.number(.max).advanced(by: 1, size: 20), nil)
    checkEqual(PageContinuation.offset(0).advanced(by: .max, size: 2), nil)
    checkEqual(PageContinuation.offset(.max - 5).advanced(by: 1, size: 10), nil)
  }

  @Test func theDescriptionSaysWhatTheContinuationIs() throws {
    let url = try #require(URL(string: "https://api.example/items?page=2"))

    checkEqual(PageContinuation.number(2).description, "page 2")
    checkEqual(PageContinuation.offset(40).description, "offset 40")
    checkEqual(PageContinuation.cursor("b7").description, "cursor b7")
    checkEqual(PageContinuation.url(url).description, "https://api.example/items?page=2")
  }
}
