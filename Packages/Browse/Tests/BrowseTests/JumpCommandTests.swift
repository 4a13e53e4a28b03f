import Features
import TestSupport
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
    checkEqual(
      choices("users er") { _ in names }, ["users Ervin Howell", "users ervin smith"])
    checkEqual(choices("users em") { _ in names }, ["users Émile Zola"])
    checkEqual(choices("to") { _ in names }, ["todos "])
    checkEqual(choices("q") { _ in names }, ["q"])
    checkEqual(choices("posts 7") { _ in names }, [], "an id has none")
    let many = (1...150).map { "Post \($0)" }
    checkEqual(choices("posts p") { _ in many }.count, 100, "the first 100")
  }

  @Test func tabCompletesACommandsName() {
    let none: (NameJump.Target) -> [String] = { _ in [] }
    checkEqual(completed("po", candidates: none), "posts ")
    checkEqual(completed("q", candidates: none), "q")
    checkEqual(completed("x", candidates: none), "x")
    checkEqual(completed("", candidates: none), "")
  }

  @Test func aTypedTabsJumpTakesATitleWholeOrItsStartBeforeOneThatHoldsTheText() {
    let posts: [(id: Int, title: String)] = [
      (1, "Cheap ramen nights"), (2, "Ramen at home"), (3, "ramen"), (4, "Noodles"),
    ]
    let jump = { (text: String) in
      NameJump.outcome(text, of: .loaded(posts), isLoading: false, names: \.title, id: \.id)
    }
    checkEqual(jump("RAMEN"), .found("3"), "the title whole")
    checkEqual(jump("ramen at"), .found("2"), "the start of a title")
    checkEqual(jump("nights"), .found("1"), "a title that holds it")
    checkEqual(jump("udon"), NameJump.Outcome.none)
  }
}
