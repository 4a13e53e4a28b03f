import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

/// What the browser does with what its screens tell it: it opens and closes screens, says
/// what they have to say, and tells the other screens what one of them did that they show too.
extension BrowseFeature {
  func handle(_ delegate: BrowseDelegate, from id: ScreenID, _ state: inout BrowseState)
    -> Effect<BrowseAction>
  {
    switch delegate {
    case .open(let destination):
      return open(destination.screen(in: state), &state)
    case .close:
      let handedOver = handOverDeletions(of: [id], &state)
      close(id, &state)
      return handedOver
    case .notice(let text):
      state.notice = text
      return .none
    case .deleteConfirmed(let key, let title):
      close(id, &state)
      return deleteRecord(key, title: title, &state)
    case .changed(let change):
      return tell(change, from: id, &state)
    case .saved(let item):
      return show(item, savedOn: id, &state)
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
    case .albumOwners(let owners):
      let names = state.userNames
      guard owners.contains(where: { names[$0] == nil }) else { return .none }
      return usersList(.resource(.loadForAlbumOwners), &state)
    }
  }

  /// Opens `screen` over the screen shown, on the tab shown, and has it load what it shows.
  func open(_ screen: some OpenedScreenState, appearing: Bool = true, _ state: inout BrowseState)
    -> Effect<BrowseAction>
  {
    open(OpenedScreen.State(screen), appearing: appearing, &state)
  }

  /// Opens `screen` over the screen shown, on the tab shown, and has it load what it shows.
  func open(_ screen: OpenedScreen.State, appearing: Bool = true, _ state: inout BrowseState)
    -> Effect<BrowseAction>
  {
    let id = ScreenID.opened(
      state.stacks[state.tab].append(screen), on: state.tab)
    return appearing ? tell([id], .appear, &state) : .none
  }

  /// Closes the opened screen `id`; its effects are cancelled. A tab's list never closes.
  func close(_ id: ScreenID, _ state: inout BrowseState) {
    guard let element = id.element else { return }
    state.stacks[id.tab][id: element] = nil
  }

  /// Tells every screen but `sender` of `change`, so that each reads again what it shows of
  /// it.
  func tell(_ change: RecordChange, from sender: ScreenID?, _ state: inout BrowseState)
    -> Effect<BrowseAction>
  {
    tell(everyScreen(state).filter { $0 != sender }, .changed(change), &state)
  }

  /// Replaces the form `id`, which saved `item`, with the detail of what the server saved,
  /// and loads the list it is in again, selecting it there once shown when it is new. The
  /// detail the form was opened from, if any, is replaced too, its comments or albums and
  /// to-dos kept.
  private func show(_ item: SavedItem, savedOn id: ScreenID, _ state: inout BrowseState)
    -> Effect<BrowseAction>
  {
    guard let form = state.opened(id, as: FormScreen.self) else { return .none }
    close(id, &state)
    let post = state.opened(state.top, as: PostScreen.State.self)
    let user = state.opened(state.top, as: UserScreen.State.self)
    switch (item, post, user) {
    case (.post(let post), let shown?, _) where shown.detail.postID == post.id:
      close(state.top, &state)
      return PostDetails.show(
        saved: post, isNew: false, shown: shown.detail.detail.value, in: self, &state)
    case (.post(let post), _, _):
      return PostDetails.show(
        saved: post, isNew: form.subject == .newPost, shown: nil, in: self, &state)
    case (.user(let user), _, let shown?) where shown.detail.userID == user.id:
      close(state.top, &state)
      return UserDetails.show(
        saved: user, isNew: false, shown: shown.detail.detail.value, in: self, &state)
    case (.user(let user), _, _):
      return UserDetails.show(
        saved: user, isNew: form.subject == .newUser, shown: nil, in: self, &state)
    case (.record(let record, let resource, let id), _, _):
      return show(savedRecord: record, of: resource, id: id, &state)
    }
  }
}
