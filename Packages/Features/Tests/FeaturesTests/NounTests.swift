import Testing

@testable import Features

@Suite struct NounTests {
  @Test func oneIsSingularAndEveryOtherCountPlural() {
    #expect(Noun.user.counted(1) == "1 user")
    #expect(Noun.user.counted(0) == "0 users")
    #expect(Noun.todo.counted(2) == "2 to-dos")
    #expect(Noun(singular: "box", plural: "boxes").counted(3) == "3 boxes")
  }
}
