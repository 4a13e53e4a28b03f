import ArgumentParsing
import Testing

@Suite struct SuggestionTests {
  @Test(
    arguments: [
      ("", "", 0), ("a", "", 1), ("", "abc", 3), ("posts", "posts", 0), ("pots", "posts", 1),
      ("psots", "posts", 1), ("kitten", "sitting", 3), ("post", "posts", 1),
    ]
  )
  func measuresEditDistance(lhs: String, rhs: String, distance: Int) {
    #expect(Suggestion.editDistance(lhs, rhs) == distance)
    #expect(Suggestion.editDistance(rhs, lhs) == distance)
  }

  @Test func suggestsTheNearestCloseCandidate() {
    let commands = ["posts", "post", "users", "help"]

    #expect(Suggestion.nearest(to: "pots", in: commands) == "posts")
    #expect(Suggestion.nearest(to: "usres", in: commands) == "users")
    #expect(Suggestion.nearest(to: "HELP", in: commands) == "help")
  }

  @Test func suggestsNothingWhenNothingIsClose() {
    #expect(Suggestion.nearest(to: "frobnicate", in: ["posts", "users"]) == nil)
    #expect(Suggestion.nearest(to: "x", in: ["posts"]) == nil)
  }
}
