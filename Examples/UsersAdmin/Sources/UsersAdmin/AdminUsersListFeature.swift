import Features

/// What the users list asks for: the API has one list, every user.
public struct AllUsers: Sendable, Hashable {
  /// The one query.
  public init() {}
}

/// The users list: `ListFeature` loading every user through the client.
public typealias AdminUsersListFeature = ListFeature<AllUsers, AdminUser>

extension ListFeature where Query == AllUsers, Item == AdminUser {
  /// Creates the list, loading it with `client.users`.
  public init(client: UsersAdminClient) {
    self.init { _ in try await client.users() }
  }
}
