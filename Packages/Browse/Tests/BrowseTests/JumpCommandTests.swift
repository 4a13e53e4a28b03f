import Features
import Testing

@testable import Browse
@testable import BrowseKit

@Suite struct JumpCommandTests {
  private func parse(
    _ text: String, names: JumpNames = .jsonPlaceholder
  ) -> Result<JumpCommand, JumpCommand.Problem> {
    JumpCommand.parse(text, names: names)
  }

  private func choices(
    _ text: String, names: JumpNames = .jsonPlaceholder,
    candidates: (NameJump.Target) -> [String]
  ) -> [String] {
    JumpCommand.choices(text, names: names, candidates: candidates)
  }

  private func completed(
    _ text: String, names: JumpNames = .jsonPlaceholder,
    candidates: (NameJump.Target) -> [String]
  ) -> String {
    JumpCommand.completed(text, names: names, candidates: candidates)
  }

  @Test func theChoicesAreEveryWholeLineTheTextCouldBecome() {
    let names = ["Ervin Howell", "Émile Zola", "ervin smith", "Ervin Howell"]
    #expect(
      choices("users er") { _ in names } == ["users Ervin Howell", "users ervin smith"])
    #expect(choices("users em") { _ in names } == ["users Émile Zola"])
    #expect(choices("to") { _ in names } == ["todos "])
    #expect(choices("q") { _ in names } == ["q"])
    #expect(choices("posts 7") { _ in names } == [], "an id has none")
    let many = (1...150).map { "Post \($0)" }
    #expect(choices("posts p") { _ in many }.count == 100, "the first 100")
  }

  @Test func tabCompletesACommandsName() {
    let none: (NameJump.Target) -> [String] = { _ in [] }
    #expect(completed("po", candidates: none) == "posts ")
    #expect(completed("q", candidates: none) == "q")
    #expect(completed("x", candidates: none) == "x")
    #expect(completed("", candidates: none) == "")
  }

  @Test func aTypedTabsJumpTakesATitleWholeOrItsStartBeforeOneThatHoldsTheText() {
    let posts: [(id: Int, title: String)] = [
      (1, "Cheap ramen nights"), (2, "Ramen at home"), (3, "ramen"), (4, "Noodles"),
    ]
    let jump = { (text: String) in
      NameJump.outcome(text, of: .loaded(posts), isLoading: false, names: \.title, id: \.id)
    }
    #expect(jump("RAMEN") == .found("3"), "the title whole")
    #expect(jump("ramen at") == .found("2"), "the start of a title")
    #expect(jump("nights") == .found("1"), "a title that holds it")
    #expect(jump("udon") == NameJump.Outcome.none)
  }
}
