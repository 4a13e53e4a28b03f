import ScreenKit
import TerminalKit
import TestSupport
import Testing

/// The actions a program sends alike to a list and to a detail, made once in generic code.
@Suite struct ScreenEventTests {
  /// The program's own events, as a program turns them into any screen's action.
  private enum Event: CaseIterable {
    case shown, pressed, clicked, resized, reached, retried
  }

  private static func action<Action: ScreenEvent>(for event: Event) -> Action {
    switch event {
    case .shown: .appear
    case .pressed: .key(.enter)
    case .clicked: .point(3)
    case .resized: .resized(TerminalSize(columns: 40, rows: 10))
    case .reached: .serverReached
    case .retried: .retryAfterOutage
    }
  }

  @Test func theSameEventIsTheSameCaseOfAListsActionAndADetails() {
    let list: [PeopleList.Screen.Action] = Event.allCases.map(Self.action(for:))
    let detail: [DetailScreen<BookDetails>.Action] = Event.allCases.map(Self.action(for:))
    checkEqual(
      list,
      [
        .appear, .key(.enter), .point(3), .resized(TerminalSize(columns: 40, rows: 10)),
        .serverReached, .retryAfterOutage,
      ])
    checkEqual(
      detail,
      [
        .appear, .key(.enter), .point(3), .resized(TerminalSize(columns: 40, rows: 10)),
        .serverReached, .retryAfterOutage,
      ])
  }
}
