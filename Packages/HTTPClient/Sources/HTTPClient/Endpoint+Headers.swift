extension Endpoint {
  /// The same endpoint, sending `headers` too, each in place of a field of the same name it
  /// had (whatever the case).
  ///
  /// ```swift
  /// let issues = Endpoint<ListPayload<Int>>.list(["repos", "o", "r", "issues"], resource: "issues")
  ///   .adding(headers: ["Accept": "application/vnd.github+json"])
  /// ```
  public func adding(headers: [String: String]) -> Self {
    var endpoint = self
    endpoint.headers = self.headers.replacingFields(with: headers)
    return endpoint
  }

  /// The same endpoint, sending `credentials` too, each field in place of one of the same name
  /// it had (whatever the case); for a request whose credentials differ from the session's.
  ///
  /// ```swift
  /// let mine = Endpoint<ListPayload<Int>>.list(["user", "issues"], resource: "issues")
  ///   .adding(credentials: .bearer("ghp_16C7e42F292c6912E7710c838347Ae178B4a"))
  /// ```
  public func adding(credentials: Credentials) -> Self {
    var endpoint = self
    endpoint.credentials = self.credentials.adding(credentials)
    return endpoint
  }
}
