import Features
import ScreenKit
import TerminalKit

/// What the browser does with what its screens tell it: it opens and closes screens, says
/// what they have to say, and tells the other screens what one of them did that they show too.
extension BrowseFeature {
  public func handle(_ delegate: BrowseDelegate, from id: ScreenID, _ state: inout BrowseState)
    -> Effect<BrowseAction>
  {
    switch delegate {
    case .open(let destination):
      return open(destination.screen(in: state), &state)
    case .close:
      let handedOver = deletions.handOver(from: [id], &state)
      close(id, &state)
      return handedOver
    case .notice(let text):
      state.say(text)
      return .none
    case .deleteConfirmed(let key, let title):
      close(id, &state)
      return deletions.delete(key, title: title, &state)
    case .changed(let change):
      return tell(change, from: id, &state)
    case .notFound(let name):
      guard state.top == id else { return .none }
      close(id, &state)
      state.notice = "No \(name)."
      return .none
    case .pressAgain(let keys, let pressedWhile):
      guard state.top == id else {
        let reason = "another screen is shown"
        let notice = BrowseDelegate(
          .notUsed(keys.count, pressedWhile: pressedWhile, because: reason))
        return handle(notice, from: id, &state)
      }
      return .merge(keys.map { reduceSendingAtOnce(into: &state, action: .pressedAgain($0)) })
    case .event(let event):
      return event.base.handle(from: id, in: self, &state)
    }
  }

  /// Opens `screen` over the screen shown, on the tab shown, and has it load what it shows.
  public func open(
    _ screen: some OpenedScreenState, appearing: Bool = true, _ state: inout BrowseState
  )
    -> Effect<BrowseAction>
  {
    open(OpenedScreen.State(screen), appearing: appearing, &state)
  }

  /// Opens `screen` over the screen shown, on the tab shown, and has it load what it shows.
  public func open(_ screen: OpenedScreen.State, appearing: Bool = true, _ state: inout BrowseState)
    -> Effect<BrowseAction>
  {
    let id = ScreenID.opened(
      state.stacks[state.tab].append(screen), on: state.tab)
    return appearing ? tell([id], .appear, &state) : .none
  }

  /// Closes the opened screen `id`; its effects are cancelled. A tab's list never closes.
  public func close(_ id: ScreenID, _ state: inout BrowseState) {
    guard let element = id.element else { return }
    state.stacks[id.tab][id: element] = nil
  }

  /// Tells every screen but `sender` of `change`, so that each reads again what it shows of
  /// it.
  public func tell(_ change: RecordChange, from sender: ScreenID?, _ state: inout BrowseState)
    -> Effect<BrowseAction>
  {
    tell(everyScreen(state).filter { $0 != sender }, .changed(change), &state)
  }
}
