import Features

/// What the admin screens ask of the users API, as closures so that a test can answer them.
///
/// Failures are `NetworkError`s: a `422` is `NetworkError.rejected(resource:fieldErrors:)` with
/// Rails' messages per field, which the form shows under its fields, and those of none above.
///
/// ```swift
/// let client = UsersAdminClient(
///   users: { Page(items: [user]) }, create: { _ in user }, update: { _, _ in user })
/// ```
public struct UsersAdminClient: Sendable {
  /// Every user, in the server's order, and the records that could not be read:
  /// `GET /users.json`.
  public var users: @Sendable () async throws -> Page<AdminUser>
  /// Creates a user: `POST /users.json`, answered with the user stored.
  public var create: @Sendable (AdminUserDraft) async throws -> AdminUser
  /// Changes a user: `PATCH /users/{id}.json`, answered with the user stored.
  public var update: @Sendable (AdminUser.ID, AdminUserDraft) async throws -> AdminUser

  /// Creates a client from its operations.
  public init(
    users: @escaping @Sendable () async throws -> Page<AdminUser>,
    create: @escaping @Sendable (AdminUserDraft) async throws -> AdminUser,
    update: @escaping @Sendable (AdminUser.ID, AdminUserDraft) async throws -> AdminUser
  ) {
    self.users = users
    self.create = create
    self.update = update
  }
}
