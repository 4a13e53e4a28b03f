import Foundation
import HTTPClient
import Testing

struct PageContinuationTests {
  @Test func eachKindGivesItsValueAndNoOther() throws {
    let url = try #require(URL(string: "https://api.example/items?after=b7"))

    #expect(PageContinuation.number(3).number == 3)
    #expect(PageContinuation.number(3).offset == nil && PageContinuation.number(3).url == nil)
    #expect(PageContinuation.offset(40).offset == 40)
    #expect(PageContinuation.offset(40).number == nil)
    #expect(PageContinuation.cursor("b7").cursor == "b7")
    #expect(PageContinuation.cursor("b7").number == nil)
    #expect(PageContinuation.url(url).url == url)
    #expect(PageContinuation.url(url).cursor == nil)
  }

  @Test func continuationsOfDifferentKindsDiffer() {
    #expect(PageContinuation.number(2) != .offset(2))
    #expect(PageContinuation.cursor("2") != .number(2))
    #expect(PageContinuation.number(2) == .number(2))
  }

  @Test func numberedAndOffsetPagesAreAddressedWithoutThePageBefore() throws {
    let url = try #require(URL(string: "https://api.example/items?page=2"))

    #expect(PageContinuation.number(2).advanced(by: 3, size: 20) == .number(5))
    #expect(PageContinuation.offset(40).advanced(by: 2, size: 20) == .offset(80))
    #expect(PageContinuation.number(2).advanced(by: 0, size: 20) == .number(2))
    #expect(PageContinuation.cursor("b7").advanced(by: 1, size: 20) == nil)
    #expect(PageContinuation.url(url).advanced(by: 1, size: 20) == nil)
  }

  @Test func anAdvanceThatDoesNotFitIsNone() {
    #expect(PageContinuation.number(.max).advanced(by: 1, size: 20) == nil)
    #expect(PageContinuation.offset(0).advanced(by: .max, size: 2) == nil)
    #expect(PageContinuation.offset(.max - 5).advanced(by: 1, size: 10) == nil)
  }

  @Test func theDescriptionSaysWhatTheContinuationIs() throws {
    let url = try #require(URL(string: "https://api.example/items?page=2"))

    #expect(PageContinuation.number(2).description == "page 2")
    #expect(PageContinuation.offset(40).description == "offset 40")
    #expect(PageContinuation.cursor("b7").description == "cursor b7")
    #expect(PageContinuation.url(url).description == "https://api.example/items?page=2")
  }
}
