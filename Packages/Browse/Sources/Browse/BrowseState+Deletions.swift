import Features
import JSONPlaceholderFeatures
import Models
import NetworkClient
import TerminalKit

/// Deleting posts and users with an undo window: `d` asks `Delete "TITLE"? [y/N]` in the status
/// line; after `y` the row is hidden at once (a detail shown goes back to its list) and the
/// status line says `Deleted post 7 — u to undo`. The request is sent only when the window
/// closes (``BrowseFeature/undoWindow``), or at once when the browser ends; `u` within the
/// window brings the row back where it was, under the cursor.
///
/// Several deletions can wait at once, each with its own window; `u` undoes the last one
/// confirmed. A request that fails brings its row back, and the status line says why.
extension BrowseState {
  /// The deletion asked about last, and where it stands.
  var deletion: DeletionPrompt? {
    deletions.last.map {
      DeletionPrompt(deletion: $0, title: deletionTitles[$0.target] ?? $0.target.description)
    }
  }

  /// Whether the last deletion asked about waits for `y`, so that it takes the next key.
  var isAskingToDelete: Bool {
    deletions.last?.status == .confirming
  }

  /// Whether the row of `target` is hidden: its deletion is confirmed, sent or done.
  func isDeleted(_ target: DeleteFeature.Target) -> Bool {
    deletions.contains { $0.target == target && $0.hidesItsRow }
  }

  /// Asks whether to delete the row under the cursor or the detail shown; nothing when it is
  /// being deleted already.
  mutating func askToDelete() -> [BrowseRequest]? {
    let asked: (DeleteFeature.Target, String)
    switch top.screen {
    case .posts:
      guard let post = shownPosts.element(at: top.position.cursor)?.post else { return [] }
      asked = (.post(post.id), post.title)
    case .users:
      guard let user = shownUsers.element(at: top.position.cursor) else { return [] }
      asked = (.user(user.id), user.name)
    case .post(let state):
      let target = DeleteFeature.Target.post(state.postID)
      asked = (target, state.detail.value?.post.title ?? target.description)
    case .user(let state):
      let target = DeleteFeature.Target.user(state.userID)
      asked = (target, state.detail.value?.user.name ?? target.description)
    default:
      // The other screens, and a form, neither edit nor delete.
      return nil
    }
    guard !deletions.contains(where: { $0.target == asked.0 }) else { return [] }
    deletions.append(DeleteFeature.State(target: asked.0, status: .confirming))
    deletionTitles[asked.0] = asked.1
    return []
  }

  /// `y` confirms the deletion asked about; any other key keeps the item and is not taken for
  /// anything else.
  mutating func answerDeletion(_ key: Key) -> [BrowseRequest] {
    guard let asked = deletions.last else { return [] }
    guard key == .character("y") || key == .character("Y") else {
      forget(asked.target)
      return []
    }
    return [.forms(.deletion(asked.target, .confirm))]
  }

  /// `u`: gives up the last deletion still in its undo window; `nil` when there is none, or on
  /// a to-do list, where `u` ticks back the last to-do ticked.
  mutating func undoDeletion() -> [BrowseRequest]? {
    if case .todos = top.screen { return nil }
    guard let pending = deletions.last(where: { $0.status == .pending }) else { return nil }
    return [.forms(.deletion(pending.target, .undo))]
  }

  /// Sends every deletion still in its undo window at once.
  mutating func sendPendingDeletions() -> [BrowseRequest] {
    deletions.filter { $0.status == .pending }.map { .forms(.deletion($0.target, .sendNow)) }
  }

  /// Ends the browser, interrupted by Ctrl-C or quit, once every deletion still in its undo
  /// window is sent.
  mutating func quit(interrupted: Bool) -> [BrowseRequest] {
    sendPendingDeletions() + [.quit(interrupted: interrupted)]
  }

  /// Reacts to what the deletion of `target` did after `action`: a confirmed deletion hides
  /// its row and closes its detail, an undone one brings the row back under the cursor, and
  /// once the server deleted it, its list is loaded again.
  mutating func deletionChanged(
    _ target: DeleteFeature.Target, by action: DeleteFeature.Action
  ) -> [BrowseRequest] {
    guard let deletion = deletions.first(where: { $0.target == target }) else { return [] }
    switch (action, deletion.status) {
    case (.confirm, _) where deletion.hidesItsRow:
      let requests = closeDetail(of: target)
      clampPositions()
      return requests
    case (.undo, .cancelled):
      forget(target)
      notice = "undone"
      putCursor(on: target)
      return []
    case (.deleteResponse(.success), .deleted):
      switch target {
      case .post: return refreshPosts()
      case .user: return reloadUsers(selecting: users.selectedOwner, keepingCursor: true)
      }
    case (.deleteResponse(.failure), _):
      clampPositions()
      return []
    default:
      return []
    }
  }

  /// Lets go of the deletions that are over: given up, done or failed, once their outcome was
  /// shown until this key.
  mutating func forgetFinishedDeletions() {
    for deletion in deletions where deletion.isOver {
      forget(deletion.target)
    }
  }

  private mutating func forget(_ target: DeleteFeature.Target) {
    deletions.removeAll { $0.target == target }
    deletionTitles[target] = nil
  }

  /// Closes the detail of `target` if it is shown.
  private mutating func closeDetail(of target: DeleteFeature.Target) -> [BrowseRequest] {
    switch (target, top.screen) {
    case (.post(let id), .post(let state)) where state.postID == id: pop()
    case (.user(let id), .user(let state)) where state.userID == id: pop()
    default: []
    }
  }

  /// Puts the cursor of the list of `target` on its row, if the list shows it.
  private mutating func putCursor(on target: DeleteFeature.Target) {
    switch target {
    case .post(let id):
      guard let row = shownPosts.firstIndex(where: { $0.post.id == id }) else { return }
      setCursor(of: .posts, to: row, count: shownPosts.count)
    case .user(let id):
      guard let row = shownUsers.firstIndex(where: { $0.id == id }) else { return }
      setCursor(of: .users, to: row, count: shownUsers.count)
    }
  }
}

extension DeleteFeature.State {
  /// Whether the row of what is deleted is hidden: the deletion is confirmed, sent or done.
  var hidesItsRow: Bool {
    switch status {
    case .pending, .deleting, .deleted: true
    case .idle, .confirming, .cancelled, .failed: false
    }
  }

  /// Whether the deletion is over: given up, done or failed.
  var isOver: Bool {
    switch status {
    case .idle, .cancelled, .deleted, .failed: true
    case .confirming, .pending, .deleting: false
    }
  }
}
