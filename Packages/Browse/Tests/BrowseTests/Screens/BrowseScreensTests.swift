import Features
import Foundation
import Models
import NetworkClientTestSupport
import ScreenKit
import TerminalKit
import TestSupport
import Testing

@testable import Browse
@testable import BrowseKit

/// A screen is its own files and one registration: the browser opens it, hands it its keys,
/// names it in the way to it and in the status line, and closes it, without a line of the
/// browser's naming it.
@Suite struct BrowseScreensTests {

  @Test func aScreensStateIsChangedInPlaceNotCopied() {
    let opened = OpenedScreen([ScreenRegistration(NoteScreen())])
    var state = OpenedScreen.State(NoteScreen.State(opening: "Buy milk", in: Self.browser))

    _ = opened.reduce(into: &state, action: .input(.key(.character("u"))))
    checkEqual(state.as(NoteScreen.State.self)?.wasUnique, true)
  }

  /// An event that does nothing, told apart by its count.
  private struct Marked: BrowseEvent {
    let count: Int

    func handle(from sender: ScreenID, in browser: BrowseFeature, _ state: inout BrowseState)
      -> Effect<BrowseAction>
    {
      .none
    }
  }

  private static let browser = BrowseState(size: Fixtures.size)
}
