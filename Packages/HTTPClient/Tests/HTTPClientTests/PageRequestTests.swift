import HTTPClient
import Testing

struct PageRequestTests {
  @Test func theFirstPageIsNumberOneAtOffsetZero() {
    let first = PageRequest(size: 20)

    #expect(first.isFirst)
    #expect(first.number == 1)
    #expect(first.offset == 0)
    #expect(first.continuation == nil)
  }

  @Test func aContinuationGivesItsNumberOrItsOffset() {
    let third = PageRequest(continuation: .number(3), size: 20)
    let later = PageRequest(continuation: .offset(40), size: 20)
    let cursor = PageRequest(continuation: .cursor("b7"), size: 20)

    #expect(!third.isFirst && third.number == 3 && third.offset == nil)
    #expect(later.offset == 40 && later.number == nil)
    #expect(cursor.number == nil && cursor.offset == nil && cursor.continuation?.cursor == "b7")
  }

  @Test(arguments: [0, -3, Int.min])
  func theSizeIsAtLeastOne(size: Int) {
    #expect(PageRequest(size: size).size == 1)
  }
}
