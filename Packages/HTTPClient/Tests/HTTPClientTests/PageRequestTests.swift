import HTTPClient
import TestSupport
import Testing

struct PageRequestTests {
  @Test func theFirstPageIsNumberOneAtOffsetZero() {
    let first = PageRequest(size: 20)

    check(first.isFirst)
    checkEqual(first.number, 1)
    checkEqual(first.offset, 0)
    checkEqual(first.continuation, nil)
  }

  @Test func aContinuationGivesItsNumberOrItsOffset() {
    let third = PageRequest(continuation: .number(3), size: 20)
    let later = PageRequest(continuation: .offset(40), size: 20)
    let cursor = PageRequest(continuation: .cursor("b7"), size: 20)

    check(!third.isFirst && third.number == 3 && third.offset == nil)
    check(later.offset == 40 && later.number == nil)
    check(cursor.number == nil && cursor.offset == nil && cursor.continuation?.cursor == "b7")
  }

  @Test(arguments: [0, -3, Int.min])
  func theSizeIsAtLeastOne(size: Int) {
    checkEqual(PageRequest(size: size).size, 1)
  }
}
