import Dependencies
import Features
import Models
import NetworkClient

/// Editing a user: loads the user, then edits their fields in a ``UserFormFeature``.
public typealias UserEditFeature = EditFeature<User, UserFormFeature>

extension EditFeature where Item == User, Form == UserFormFeature {
  /// Creates the feature, loading and saving through `client`: by default the current
  /// `DependencyValues.networkClient`, as overridden with `withDependencies`.
  public init(client: NetworkClient = Dependency(\.networkClient).wrappedValue) {
    self.init(fetch: { id in try await client.user(id) }, form: UserFormFeature(client: client))
  }

  public init(fetch: @escaping @Sendable (User.ID) async throws -> User, form: UserFormFeature) {
    self.init(fetch: fetch, form: form) { UserFormFeature.State(mode: .edit($0)) }
  }
}
