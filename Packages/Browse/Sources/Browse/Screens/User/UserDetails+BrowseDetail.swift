import BrowseKit
import Features
import Foundation
import JSONCoding
import JSONPlaceholderFeatures
import Models
import NetworkClient
import ScreenKit
import TerminalKit

extension UserDetails: BrowseDetail {
  /// The resource of a user's to-dos, which the generic list shows.
  static let todos = BrowsedResource(name: "todos")
  /// The resource of a user's albums, whose record screen is their photos
  /// (``RecordAddOn/jsonPlaceholder``).
  static let albums = BrowsedResource(name: "albums")

  static let kind = ScreenKind(name: "a user", keyLines: keys.lines)

  /// A to-do of the user's ticked elsewhere: the user is read again, so that their count of
  /// done to-dos follows.
  static func action(for input: ScreenInput, in state: Screen.State) -> Screen.Action? {
    guard case .changed(.updated(let key, let fields)) = input else { return input.action() }
    let isTheirs =
      key.resource.name == UserDetails.todos.name
      && RecordRow.idText(fields["userId"]) == String(state.detail.userID.rawValue)
    return isTheirs ? .revalidate : nil
  }

  static func state(opening id: User.ID, in browser: BrowseState) -> Screen.State {
    UserScreen.State(userID: id, size: browser.size)
  }

  static func screen(_ context: ScreenContext) -> Screen {
    UserScreen(
      user: UserDetailFeature(client: context.client), isOffline: context.isOffline,
      openURL: context.runtime.openURL)
  }

  static func skipped(of value: UserDetail) -> [SkippedItems] { value.skipped }

  /// The user's name once loaded.
  static func crumb(_ state: Screen.State) -> String {
    state.detail.detail.value.map { $0.user.name.sanitizedForTerminalLine }
      ?? "user \(state.detail.userID)"
  }

  /// The user's email (`y`), or their JSON as `app user 3 --json` prints it (`Y`).
  static func clip(_ kind: Clip.Kind, of state: Screen.State, baseURL: URL?) -> Clip? {
    switch kind {
    case .text:
      state.detail.detail.value.map {
        let email = $0.user.email.sanitizedForTerminalLine
        return Clip(text: email, name: "email \(email)")
      }
    case .json: Clip.json(state.detail.detail.value, "user") { $0.user.id.rawValue }
    }
  }

  static func itemUnderCursor(_ state: Screen.State) -> Int? { state.album }
}

extension BrowseDelegate.Destination {
  /// User `id`'s screen.
  static func user(_ id: User.ID) -> Self { Self(UserScreen.State.self, id) }

  /// User `id`'s to-dos, on the generic list: `users/3/todos`.
  static func todos(of id: User.ID) -> Self {
    .records(
      RecordsQuery(
        resource: UserDetails.todos, path: ["users", String(id.rawValue), UserDetails.todos.name],
        title: "todos of user \(id)"))
  }
}

extension ScreenKind {
  static var user: ScreenKind { UserDetails.kind }
}
