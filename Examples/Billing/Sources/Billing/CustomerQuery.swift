import Features

/// Which customers the list shows: those whose email is ``email`` (the server's `?email=`), or
/// every customer when it is empty.
public struct CustomerQuery: SearchQuery {
  /// The email looked for; empty for every customer.
  public var email: String

  /// A query of the customers whose email is `email`; every customer by default.
  public init(email: String = "") {
    self.email = email
  }

  /// The email looked for.
  public var searchText: String { email }

  /// The query of the customers whose email is `text`.
  public func searching(_ text: String) -> CustomerQuery {
    CustomerQuery(email: text)
  }
}
