extension RecordsClient {
  /// A client whose every request throws an error naming it: the starting point of a test's
  /// own client, and the records client of a program that shows none.
  public static let unimplemented = RecordsClient(
    send: { throw UnimplementedOperation(operation: $0.requestLine) },
    sendWithoutAnswer: { throw UnimplementedOperation(operation: $0.requestLine) })
}

extension Endpoint {
  /// `GET /posts/7`, for an error that names the request.
  fileprivate var requestLine: String {
    "\(method) /\(pathComponents.joined(separator: "/"))"
  }
}
