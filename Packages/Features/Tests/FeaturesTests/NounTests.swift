import TestSupport
import Testing

@testable import Features

@Suite struct NounTests {
  @Test func oneIsSingularAndEveryOtherCountPlural() {
    let box = Noun(singular: "box", plural: "boxes")
    checkEqual(box.counted(1), "1 box")
    checkEqual(box.counted(0), "0 boxes")
    checkEqual(box.counted(3), "3 boxes")
  }
}
