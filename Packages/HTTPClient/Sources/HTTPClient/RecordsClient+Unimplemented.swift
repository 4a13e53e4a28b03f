extension RecordsClient {
  /// A client whose every request throws an error naming it: the starting point of a test's
  /// own client, and the records client of a program that shows none.
  public static let unimplemented = RecordsClient(
    send: { throw Unimplemented(method: $0.method, path: $0.pathComponents) },
    sendWithoutAnswer: { throw Unimplemented(method: $0.method, path: $0.pathComponents) })
}

/// A request sent to ``RecordsClient/unimplemented``.
private struct Unimplemented: Error, CustomStringConvertible {
  var method: String
  var path: [String]

  var description: String {
    "\(method) /\(path.joined(separator: "/")) was sent but the client does not send it"
  }
}
