import Dependencies
import Features
import Models
import NetworkClient

/// Choosing a post's author from the users: the generic `PickerFeature` over the users, found
/// by id, name, username and email. A form reads the state's `chosen`, the user's id, once
/// picked.
public typealias AuthorPickerFeature = PickerFeature<AuthorChoice>

/// A user as a post's author to choose.
public struct AuthorChoice: PickerChoice {
  public var user: User

  public init(_ user: User) {
    self.user = user
  }

  public var id: User.ID { user.id }
  public var pickerName: String? { user.name }
  /// The username and the email address: `@Bret`, `Sincere@april.biz`.
  public var pickerDetails: [String] { ["@\(user.username)", user.email] }
}

extension PickerFeature where Choice == AuthorChoice {
  /// Creates the feature, reading every user through `client`: by default the current
  /// `DependencyValues.networkClient`.
  public init(client: NetworkClient = Dependency(\.networkClient).wrappedValue) {
    self.init { try await client.users(UserQuery()).items.map(AuthorChoice.init) }
  }
}
