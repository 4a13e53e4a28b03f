import Testing

@testable import Browse

@Suite struct JumpCommandTests {
  @Test func aNumberIsAnIdAndOtherWordsAreANameOrATitle() {
    #expect(JumpCommand.parse("post 7") == .success(.record(.posts, 7)))
    #expect(JumpCommand.parse(" user  3 ") == .success(.record(.users, 3)))
    #expect(JumpCommand.parse("album 12") == .success(.record(.albums, 12)))
    #expect(JumpCommand.parse("todos 2") == .success(.record(.todos, 2)))
    #expect(
      JumpCommand.parse("user Ervin") == .success(.named(NameJump(tab: .users, text: "Ervin"))))
    #expect(
      JumpCommand.parse("post ramen notes")
        == .success(.named(NameJump(tab: .posts, text: "ramen notes"))))
    #expect(
      JumpCommand.parse("users 1st") == .success(.named(NameJump(tab: .users, text: "1st"))))
    #expect(JumpCommand.parse("post 0") == .failure(.badID(.posts, "0")))
    #expect(
      JumpCommand.parse("todos 99999999999999999999")
        == .failure(.badID(.todos, "99999999999999999999")))
  }

  @Test func aKindAloneSwitchesToItsTab() {
    #expect(JumpCommand.parse("posts") == .success(.tab(.posts)))
    #expect(JumpCommand.parse("post") == .success(.tab(.posts)))
    #expect(JumpCommand.parse("users") == .success(.tab(.users)))
    #expect(JumpCommand.parse("albums") == .success(.tab(.albums)))
    #expect(JumpCommand.parse("todos") == .success(.tab(.todos)))
    #expect(JumpCommand.parse("q") == .success(.quit))
    #expect(JumpCommand.parse("  ") == .failure(.empty))
    #expect(JumpCommand.parse("foo 1") == .failure(.unknown("foo")))
  }

  @Test func problemsAreOneLine() {
    #expect(JumpCommand.Problem.empty.message == nil)
    #expect(
      JumpCommand.Problem.unknown("foo").message
        == "Unknown command: foo — try :post, :user, :album, :todos, :q")
    #expect(JumpCommand.Problem.badID(.todos, "0").message == "Not a user number: 0")
  }

  @Test func theChoicesAreEveryWholeLineTheTextCouldBecome() {
    let names = ["Ervin Howell", "Émile Zola", "ervin smith", "Ervin Howell"]
    #expect(
      JumpCommand.choices("user er") { _ in names } == ["user Ervin Howell", "user ervin smith"])
    #expect(JumpCommand.choices("user em") { _ in names } == ["user Émile Zola"])
    #expect(JumpCommand.choices("to") { _ in names } == ["todos "])
    #expect(JumpCommand.choices("q") { _ in names } == ["q"])
    #expect(JumpCommand.choices("post 7") { _ in names } == [], "an id has none")
    let many = (1...150).map { "Post \($0)" }
    #expect(JumpCommand.choices("post p") { _ in many }.count == 100, "the first 100")
  }

  @Test func tabCompletesACommandsName() {
    let none: (BrowseTab) -> [String] = { _ in [] }
    #expect(JumpCommand.completed("po", candidates: none) == "post ")
    #expect(JumpCommand.completed("q", candidates: none) == "q")
    #expect(JumpCommand.completed("x", candidates: none) == "x")
    #expect(JumpCommand.completed("", candidates: none) == "")
  }

  @Test func tabCompletesANameAsFarAsTheNamesItStartsShareIgnoringCaseAndAccents() {
    let names: (BrowseTab) -> [String] = { kind in
      switch kind {
      case .users, .todos: ["Ervin Howell", "Ernest Lane", "Jürgen Weiß"]
      case .posts: ["Ramen notes from 東京 🍜"]
      case .albums: []
      }
    }
    #expect(JumpCommand.completed("user erv", candidates: names) == "user Ervin Howell")
    #expect(JumpCommand.completed("user e", candidates: names) == "user Er")
    #expect(JumpCommand.completed("todos JUR", candidates: names) == "todos Jürgen Weiß")
    #expect(JumpCommand.completed("user  jurg", candidates: names) == "user Jürgen Weiß")
    #expect(JumpCommand.completed("post ram", candidates: names) == "post Ramen notes from 東京 🍜")
    #expect(JumpCommand.completed("user zed", candidates: names) == "user zed")
    #expect(JumpCommand.completed("user 1", candidates: names) == "user 1", "an id is not a name")
    #expect(JumpCommand.completed("album x", candidates: names) == "album x")
    #expect(JumpCommand.completed("foo bar", candidates: names) == "foo bar")
  }
}
