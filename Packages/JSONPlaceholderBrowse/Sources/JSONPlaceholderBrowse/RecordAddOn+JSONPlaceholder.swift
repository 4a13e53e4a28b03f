import BrowseKit
import Features
import Foundation
import JSONCoding
import ScreenKit
import TerminalKit

extension RecordAddOn {
  /// JSONPlaceholder's add-ons: an album opens as its photos, on the generic list, which shows
  /// them as tiles; a user shaped as JSONPlaceholder's (`isJSONPlaceholderUser(_:)`) takes `x`
  /// on a list of users, everyone else reversed, and `t` on their screen, their to-dos.
  public static let jsonPlaceholder: [RecordAddOn] = [
    RecordAddOn(
      "a user", for: .records(isJSONPlaceholderUser), listKeys: [excludingUser],
      keys: [userTodos]),
    RecordAddOn(
      "an album", for: .resource("albums"),
      screen: { key in
        let photos = BrowsedResource(name: "photos")
        return .records(
          RecordsQuery(
            resource: photos, path: key.resource.segments + [key.id, photos.name],
            title: "photos of album \(key.id)"))
      }),
  ]

  /// Whether `record` is shaped as JSONPlaceholder's user: a `username` and an `email`, and an
  /// `address` and a `company` that are objects. The servers of such users are json-server's,
  /// which `x` asks with its filter and sort, and which have `users/3/todos` for `t`.
  static func isJSONPlaceholderUser(_ record: JSONObject) -> Bool {
    guard case .string? = record["username"], case .string? = record["email"],
      case .object? = record["address"], case .object? = record["company"]
    else { return false }
    return true
  }

  /// `x` on a list of users: the users without the one under the cursor, the rest in reverse
  /// order, read again from the server, as `app users --owner` lists them; Esc brings
  /// everyone back.
  private static let excludingUser = RecordsList.Binding(
    [.character("x")], "x", "the users without this one, the rest reversed (Esc: everyone)",
    hint: KeyHint("x exclude", rank: 17),
    refusal: { $0.selectedRow?.id == nil ? "x: no user to exclude" : nil },
    action: { _, state in
      RecordAddOn.excluding(state)
    })

  /// The users of `state`'s list without the one under the cursor, the rest reversed.
  private static func excluding(_ state: RecordsScreen.State) -> Effect<RecordsScreen.Action> {
    guard let row = state.selectedRow, let id = row.id else { return .none }
    let users = state.query.resource
    let idField = state.idField
    let query = RecordsQuery(
      resource: users, path: users.pathComponents,
      filters: [
        URLQueryItem(name: "\(idField)_ne", value: id),
        URLQueryItem(name: "_sort", value: idField),
        URLQueryItem(name: "_order", value: "desc"),
      ], title: "\(users.name) but \(row.name ?? "\(users.singular) \(id)")")
    return .send(.delegate(.open(.records(query))))
  }

  /// `t` on a user's screen: their to-dos.
  private static let userTodos = RecordDetails.Binding(
    [.character("t")], "t", "the user's to-dos", hint: KeyHint("t to-dos", rank: 10),
    wait: .actsAtOnce
  ) { _, state in
    .send(.delegate(.open(.todos(of: state.detail.id))))
  }
}

extension BrowseDelegate.Destination {
  /// The to-dos of `user`, on the generic list, under the user's own path: `users/3/todos`.
  static func todos(of user: RecordKey) -> Self {
    let todos = BrowsedResource(name: "todos")
    return .records(
      RecordsQuery(
        resource: todos, path: user.resource.segments + [user.id, todos.name],
        title: "todos of \(user)"))
  }

}
