import ArgumentParsing
import Testing

@Suite struct ArrayListedWithOrTests {
  @Test func listsNoneOneTwoAndMoreAsASentenceDoes() {
    #expect([String]().listedWithOr == "")
    #expect(["info"].listedWithOr == "info")
    #expect(["info", "clear"].listedWithOr == "info or clear")
    #expect(["a", "b", "c"].listedWithOr == "a, b or c")
  }
}
