/// An operation asked of a client made without it, such as `ResourceClient.unimplemented`.
struct UnimplementedOperation: Error, CustomStringConvertible {
  /// The operation, as a request line (`GET /posts`) or a name (`create`).
  var operation: String

  var description: String {
    "\(operation) was sent but the client does not send it"
  }
}
