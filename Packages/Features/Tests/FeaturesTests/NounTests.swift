import Testing

@testable import Features

@Suite struct NounTests {
  @Test func oneIsSingularAndEveryOtherCountPlural() {
    let box = Noun(singular: "box", plural: "boxes")
    #expect(box.counted(1) == "1 box")
    #expect(box.counted(0) == "0 boxes")
    #expect(box.counted(3) == "3 boxes")
  }
}
