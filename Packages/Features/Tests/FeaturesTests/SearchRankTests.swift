import TestSupport
import Testing

@testable import Features

@Suite struct SearchRankTests {
  @Test func theIDThenTheNameWholeThenItsStartThenWhatHoldsTheText() {
    let search = SearchText(" simone ")
    checkEqual(search.rank(id: "simone", name: FoldedText("Anonymous")), .id)
    checkEqual(search.rank(id: "a5", name: FoldedText("SIMONE")), .name)
    checkEqual(search.rank(id: "a1", name: FoldedText("Simone Weil")), .nameStart)
    checkEqual(
      search.rank(id: "s3", name: FoldedText("Sören"), details: [FoldedText("simone's")]), .held)
    checkEqual(search.rank(id: "s4", name: FoldedText("la Simone")), .held)
    checkEqual(search.rank(id: "s5", name: FoldedText("Zola")), nil)
    checkEqual(search.rank(id: "s6", name: nil, details: [FoldedText("Simoné")]), .held)
    checkEqual(SearchText("").rank(id: "", name: nil), .held, "an empty search finds every value")
    check(SearchRank.id < .name && .name < .nameStart && .nameStart < .held)
  }

  @Test func theBestIsTheFirstOfTheBestRank() {
    let names = ["la Simone", "Simone Weil", "Simone de Beauvoir", "Simone", "Zola"]
    let search = SearchText("simone")
    let rank = { (name: String) in search.rank(id: name, name: FoldedText(name)) }
    checkEqual(search.best(of: names, rank: rank), "Simone")
    checkEqual(search.best(of: names.dropLast(2), rank: rank), "Simone Weil")
    checkEqual(search.best(of: ["Zola"], rank: rank), nil)
  }
}
