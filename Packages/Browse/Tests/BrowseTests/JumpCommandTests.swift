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

  @Test func aNumberIsAnIdAndOtherWordsAreANameOrATitle() {
    #expect(parse("post 7") == .success(.record(.posts, 7)))
    #expect(parse(" user  3 ") == .success(.record(.users, 3)))
    #expect(
      parse("albums 12") == .success(.named(NameJump(.records(1, name: "albums"), text: "12"))))
    #expect(
      parse("todos 2") == .success(.named(NameJump(.records(3, name: "todos"), text: "2"))),
      "a resource of the generic screens finds its record by id or name")
    #expect(
      parse("user Ervin") == .success(.named(NameJump(tab: .users, text: "Ervin"))))
    #expect(
      parse("post ramen notes")
        == .success(.named(NameJump(tab: .posts, text: "ramen notes"))))
    #expect(
      parse("users 1st") == .success(.named(NameJump(tab: .users, text: "1st"))))
    #expect(parse("post 0") == .failure(.badID(.posts, "0")))
    #expect(
      parse("user 99999999999999999999")
        == .failure(.badID(.users, "99999999999999999999")))
  }

  @Test func aKindAloneSwitchesToItsTab() {
    #expect(parse("posts") == .success(.tab(.posts)))
    #expect(parse("post") == .success(.tab(.posts)))
    #expect(parse("users") == .success(.tab(.users)))
    #expect(parse("albums") == .success(.tab(BrowseTab(resource: "albums"))))
    #expect(parse("todos") == .success(.tab(BrowseTab(resource: "todos"))))
    #expect(parse("q") == .success(.quit))
    #expect(parse("  ") == .failure(.empty))
    #expect(parse("foo 1") == .failure(.unknown("foo", .jsonPlaceholder)))
  }

  @Test func problemsAreOneLine() {
    #expect(JumpCommand.Problem.empty.message == nil)
    #expect(
      JumpCommand.Problem.unknown("foo", .jsonPlaceholder).message
        == "Unknown command: foo — try :post, :user, :comments, :albums, :photos, :todos, :q")
    #expect(JumpCommand.Problem.badID(.users, "0").message == "Not a user number: 0")
  }

  @Test func theChoicesAreEveryWholeLineTheTextCouldBecome() {
    let names = ["Ervin Howell", "Émile Zola", "ervin smith", "Ervin Howell"]
    #expect(
      choices("user er") { _ in names } == ["user Ervin Howell", "user ervin smith"])
    #expect(choices("user em") { _ in names } == ["user Émile Zola"])
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

  @Test func tabCompletesANameAsFarAsTheNamesItStartsShareIgnoringCaseAndAccents() {
    let names: (NameJump.Target) -> [String] = { target in
      switch target {
      case .own(.users): ["Ervin Howell", "Ernest Lane", "Jürgen Weiß"]
      case .own(.posts): ["Ramen notes from 東京 🍜"]
      default: []
      }
    }
    #expect(completed("user erv", candidates: names) == "user Ervin Howell")
    #expect(completed("user e", candidates: names) == "user Er")
    #expect(completed("user  jurg", candidates: names) == "user Jürgen Weiß")
    #expect(completed("post ram", candidates: names) == "post Ramen notes from 東京 🍜")
    #expect(completed("user zed", candidates: names) == "user zed")
    #expect(completed("user 1", candidates: names) == "user 1", "an id is not a name")
    #expect(completed("foo bar", candidates: names) == "foo bar")
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
