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

  @Test func aResourcesNameSwitchesToItsTabAndWithWordsFindsItsRecord() {
    let names = JumpNames(own: [.posts], generic: ["line", "line items", "orders"])
    #expect(parse("orders", names: names) == .success(.tab(BrowseTab(resource: "orders"))))
    #expect(
      parse("orders a1b2", names: names)
        == .success(.named(NameJump(.records(2, name: "orders"), text: "a1b2"))))
    #expect(
      parse("line items Søren K", names: names)
        == .success(.named(NameJump(.records(1, name: "line items"), text: "Søren K"))))
    #expect(
      parse("line 7", names: names)
        == .success(.named(NameJump(.records(0, name: "line"), text: "7"))))
    #expect(parse("post 7", names: names) == .success(.record(.posts, 7)))
    #expect(
      parse("user 3", names: names) == .failure(.unknown("user", names)),
      "a tab not shown has no command")
    #expect(choices("li", names: names) { _ in [] } == ["line ", "line items "])
    #expect(completed("or", names: names) { _ in [] } == "orders ")
  }

  @Test func aResourcesRecordsAreCompletedByTheirNamesOrTitles() {
    let names = JumpNames(own: [.posts], generic: ["line", "line items", "orders"])
    let titles: (NameJump.Target) -> [String] = { target in
      switch target {
      case .records(1, "line items"): ["Søren Kierkegaard", "Sor Juana", "Simone Weil"]
      case .records(2, "orders"): ["o17 for Lyon"]
      default: []
      }
    }
    #expect(completed("orders o", names: names, candidates: titles) == "orders o17 for Lyon")
    #expect(
      completed("line items sø", names: names, candidates: titles)
        == "line items Søren Kierkegaard")
    #expect(completed("line items s", names: names, candidates: titles) == "line items S")
    #expect(
      choices("line items so", names: names, candidates: titles) == ["line items Sor Juana"],
      "ø is a letter of its own, not an o with an accent")
    #expect(
      choices("line items  ", names: names, candidates: titles).count == 3,
      "every title after the name")
    #expect(completed("line x", names: names, candidates: titles) == "line x")
  }

  @Test func theChoicesAreEveryWholeLineTheTextCouldBecome() {
    let names = ["Ervin Howell", "Émile Zola", "ervin smith", "Ervin Howell"]
    #expect(
      choices("users er") { _ in names } == ["users Ervin Howell", "users ervin smith"])
    #expect(choices("users em") { _ in names } == ["users Émile Zola"])
    #expect(choices("to") { _ in names } == ["todos "])
    #expect(choices("q") { _ in names } == ["q"])
    #expect(choices("post 7") { _ in names } == [], "an id has none")
    let many = (1...150).map { "Post \($0)" }
    #expect(choices("post p") { _ in many }.count == 100, "the first 100")
  }

  @Test func tabCompletesACommandsName() {
    let none: (NameJump.Target) -> [String] = { _ in [] }
    #expect(completed("po", candidates: none) == "post ")
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
