import Foundation
import HTTPServer
import Synchronization

/// The users and the contract's answers, under a lock since requests arrive concurrently.
final class UsersStore: Sendable {
  private let users: Mutex<[StoredUser]>
  private let now: @Sendable () -> Date

  init(users: [StoredUser], now: @escaping @Sendable () -> Date) {
    self.users = Mutex(users)
    self.now = now
  }

  /// The answer to `method` on `path` with `body`.
  func answer(method: String, path: String, body: Data) -> HTTPResponse {
    switch (method, path) {
    case ("GET", "/users.json"):
      return .rails(users.withLock { $0 }.map(\.json), status: 200)
    case ("POST", "/users.json"):
      return create(body)
    case ("PATCH", _) where path.hasPrefix("/users/") && path.hasSuffix(".json"):
      let id = path.dropFirst("/users/".count).dropLast(".json".count)
      guard let number = Int(id), id.allSatisfy(\.isASCII) else { return .notFound }
      return update(number, body)
    default:
      return .notFound
    }
  }

  private func create(_ body: Data) -> HTTPResponse {
    guard let fields = UserFields(body) else { return .badRequest }
    return users.withLock { users in
      let errors = fields.errors(taken: Set(users.map { $0.email.lowercased() }))
      guard errors.isEmpty else { return .rails(errors, status: 422) }
      let id = (users.map(\.id).max() ?? 0) + 1
      let user = StoredUser(
        id: id, firstName: fields.firstName ?? "", lastName: fields.lastName ?? "",
        email: fields.email ?? "", avatarURL: fields.avatarURL, createdAt: now())
      users.append(user)
      return .rails(user.json, status: 201)
    }
  }

  private func update(_ id: Int, _ body: Data) -> HTTPResponse {
    guard let fields = UserFields(body) else { return .badRequest }
    return users.withLock { users in
      guard let index = users.firstIndex(where: { $0.id == id }) else { return .notFound }
      var user = users[index]
      user.firstName = fields.firstName ?? user.firstName
      user.lastName = fields.lastName ?? user.lastName
      user.email = fields.email ?? user.email
      if fields.hasAvatar {
        user.avatarURL = fields.avatarURL
      }
      let others = users.filter { $0.id != id }.map { $0.email.lowercased() }
      let errors = UserFields(user).errors(taken: Set(others))
      guard errors.isEmpty else { return .rails(errors, status: 422) }
      users[index] = user
      return .rails(user.json, status: 200)
    }
  }
}

/// The fields of a `{"user": {…}}` envelope; absent ones are `nil`.
private struct UserFields {
  var firstName: String?
  var lastName: String?
  var email: String?
  var avatarURL: String?
  var hasAvatar: Bool

  /// The fields of `body`; `nil` when it is not JSON with a `user` object of strings.
  init?(_ body: Data) {
    guard let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
      let user = object["user"] as? [String: Any]
    else { return nil }
    func text(_ key: String) -> String?? {
      guard let value = user[key] else { return .some(nil) }
      if value is NSNull { return .some(nil) }
      return (value as? String).map { .some($0) }
    }
    guard let first = text("first_name"), let last = text("last_name"), let email = text("email"),
      let avatar = text("avatar_url")
    else { return nil }
    (firstName, lastName, self.email, avatarURL) = (first, last, email, avatar)
    hasAvatar = user["avatar_url"] != nil
  }

  init(_ user: StoredUser) {
    (firstName, lastName, email, avatarURL) = (
      user.firstName, user.lastName, user.email, user.avatarURL
    )
    hasAvatar = true
  }

  /// Rails' messages per field, as its validations would give them.
  func errors(taken: Set<String>) -> [String: [String]] {
    var errors: [String: [String]] = [:]
    let blank = { (value: String?) in (value ?? "").allSatisfy(\.isWhitespace) }
    if blank(firstName) { errors["first_name", default: []].append("can't be blank") }
    if blank(lastName) { errors["last_name", default: []].append("can't be blank") }
    let address = email ?? ""
    if blank(address) {
      errors["email", default: []].append("can't be blank")
    } else if address.split(separator: "@", omittingEmptySubsequences: false).count != 2
      || address.contains(" ")
    {
      errors["email", default: []].append("is invalid")
    } else if taken.contains(address.lowercased()) {
      errors["email", default: []].append("has already been taken")
    }
    return errors
  }
}

extension StoredUser {
  /// The user as the API writes it.
  fileprivate var json: [String: Any] {
    [
      "id": id, "first_name": firstName, "last_name": lastName, "email": email,
      "avatar_url": avatarURL.map { $0 as Any } ?? NSNull(),
      "created_at": Date.ISO8601FormatStyle(includingFractionalSeconds: true).format(createdAt),
    ]
  }
}

extension HTTPResponse {
  /// `value` answered as JSON, as Rails writes it: an empty body for a value JSON cannot hold,
  /// which the store never builds.
  fileprivate static func rails(_ value: Any, status: Int) -> HTTPResponse {
    .json(
      (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])) ?? Data(),
      status: status)
  }

  fileprivate static let notFound = HTTPResponse.rails(["error": "Not Found"], status: 404)

  fileprivate static let badRequest = HTTPResponse.rails(
    ["error": "param is missing or the value is empty: user"], status: 400)
}
