import Dependencies
import Features
import Models
import NetworkClient

/// A user's detail: loads the user, their albums and their to-dos, and can retry after a
/// failure.
public typealias UserDetailFeature = DetailFeature<User.ID, UserDetail>

extension DetailFeature where ID == User.ID, Value == UserDetail {
  /// Creates the user's detail, loading through `client`: by default the current
  /// `DependencyValues.networkClient`, as overridden with `withDependencies`. Each load fetches
  /// the user, their albums and their to-dos concurrently (see `NetworkClient.userDetail(id:)`).
  public init(client: NetworkClient = Dependency(\.networkClient).wrappedValue) {
    self.init(fetch: { id in try await client.userDetail(id: id) })
  }
}

extension DetailFeature.State where ID == User.ID, Value == UserDetail {
  /// The user to show; the same as `DetailFeature.State.id`.
  public var userID: User.ID {
    get { id }
    set { id = newValue }
  }

  public init(userID: User.ID, detail: Loadable<UserDetail> = .loading) {
    self.init(id: userID, detail: detail)
  }
}
