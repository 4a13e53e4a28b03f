import Features
import Foundation
import GitHubIssues
import Testing

/// What anyone wrote in an issue, shown on the screens: on one line, and never a control
/// character that could change the terminal.
@Suite struct IssueScreensTests {
  /// An issue whose title, author and label hold an escape sequence, a bell and line breaks.
  static let hostile = Issue(
    number: 9, title: "Tide\u{1B}]0;owned\u{07}\r\nrm -rf", state: .closed,
    author: "eve\u{1B}[2J", labels: ["bug\u{9B}31m", "tab\there"], comments: 1,
    createdAt: Date(timeIntervalSince1970: 1_767_225_600))

  @Test func aListShowsAnIssueOnItsLinesWithoutItsControlCharacters() {
    var state = IssuesFeedFeature.State(pageSize: 30)
    state.items = [Self.hostile]
    state.pageItemCounts = [1]

    let lines = IssuesScreen.lines(state, of: Repository(owner: "octo", name: "harbour"))

    #expect(
      lines.dropFirst().first == "#9 Tide\u{FFFD}]0;owned\u{FFFD}  rm -rf")
    #expect(
      lines.dropFirst(2).first == "    by eve\u{FFFD}[2J · bug\u{FFFD}31m, tab here · 1 comment")
    #expect(
      lines.allSatisfy { !$0.unicodeScalars.contains { $0.properties.generalCategory == .control } }
    )
  }

  @Test func closingShowsTheTitleWithoutItsControlCharacters() {
    let state = CloseIssueFeature.State(target: Self.hostile)

    #expect(
      CloseIssueScreen.line(state)
        == "Close issue #9 “Tide\u{FFFD}]0;owned\u{FFFD}  rm -rf”?")
    #expect(
      CloseIssueScreen.alreadyClosed(Self.hostile)
        == "Issue #9 “Tide\u{FFFD}]0;owned\u{FFFD}  rm -rf” is already closed.")
  }
}
