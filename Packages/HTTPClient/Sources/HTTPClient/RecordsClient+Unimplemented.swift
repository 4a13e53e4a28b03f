import Dependencies

extension RecordsClient {
  /// A client whose every request throws `UnimplementedDependencyError` naming it: the
  /// starting point of a test's own client, and the records client of a program that shows
  /// none.
  public static let unimplemented = RecordsClient(
    send: { throw unimplementedRequest($0.method, $0.pathComponents) },
    sendWithoutAnswer: { throw unimplementedRequest($0.method, $0.pathComponents) })
}

private func unimplementedRequest(_ method: String, _ path: [String])
  -> UnimplementedDependencyError
{
  UnimplementedDependencyError(
    dependency: "records",
    detail: "\(method) /\(path.joined(separator: "/")) was sent but the client does not send it")
}
