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

  /// The jump to the record of `resource` (JSONPlaceholder's, by its index) named `text`.
  private func jump(_ index: Int, _ resource: String, _ text: String)
    -> Result<JumpCommand, JumpCommand.Problem>
  {
    .success(.named(NameJump(.records(index, name: resource), text: text)))
  }

  @Test func aResourceIsNamedByItsNameItsSingularOrTheStartOfEither() {
    checkEqual(parse("posts 7"), jump(0, "posts", "7"))
    checkEqual(parse("post 7"), jump(0, "posts", "7"), "the singular")
    checkEqual(parse("pos 7"), jump(0, "posts", "7"), "the start of the name")
    checkEqual(parse("use 2"), jump(1, "users", "2"))
    checkEqual(parse("user Ervin  Howell"), jump(1, "users", "Ervin Howell"))
    checkEqual(parse("todo"), .success(.tab(BrowseTab(resource: "todos"))))
    checkEqual(parse("al"), .success(.tab(BrowseTab(resource: "albums"))))
    checkEqual(parse("q"), .success(.quit))
  }

  @Test func theStartOfSeveralNamesListsThemAndDoesNothingElse() {
    checkEqual(parse("p 7"), .failure(.ambiguous("p", ["posts", "photos"])))
    checkEqual(
      JumpCommand.Problem.ambiguous("p", ["posts", "photos"]).message,
      ":p is posts or photos: type more")
    checkEqual(
      JumpCommand.Problem.ambiguous("a", ["albums", "authors", "addresses"]).message,
      ":a is albums, authors or addresses: type more")
    checkEqual(parse("x 7"), .failure(.unknown("x", .jsonPlaceholder)))
    checkEqual(
      JumpCommand.Problem.unknown("x", .jsonPlaceholder).message,
      "Unknown command: x — try :posts, :users, :comments, :albums, :photos, :todos, :q")
  }

  @Test func aNameOrSingularWholeWinsOverTheStartOfAnother() {
    let names = JumpNames(own: [], generic: ["usernames", "users", "line items", "line"])
    checkEqual(parse("user 2", names: names), jump(1, "users", "2"))
    checkEqual(parse("username 2", names: names), jump(0, "usernames", "2"))
    checkEqual(
      parse("use 2", names: names), .failure(.ambiguous("use", ["usernames", "users"])))
    checkEqual(parse("line items 4", names: names), jump(2, "line items", "4"))
    checkEqual(parse("line item 4", names: names), jump(2, "line items", "4"))
    checkEqual(parse("line 4", names: names), jump(3, "line", "4"))
    checkEqual(parse("line it 4", names: names), jump(3, "line", "it 4"), "a name whole first")
    checkEqual(parse("lin 4", names: names), .failure(.ambiguous("lin", ["line items", "line"])))
  }

  @Test func theWordsAfterAShortenedCommandAreCompletedAsAfterItsName() {
    let names = ["Ervin Howell", "Leanne Graham"]
    checkEqual(completed("use er") { _ in names }, "users Ervin Howell")
    checkEqual(completed("user le") { _ in names }, "users Leanne Graham")
    checkEqual(choices("pos ") { _ in ["Ramen", "Rice"] }, ["posts Ramen", "posts Rice"])
    checkEqual(choices("p ") { _ in names }, [], "no tab: nothing to complete")
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
