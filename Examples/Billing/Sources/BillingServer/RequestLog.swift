import HTTPServer
import Synchronization

/// What a store keeps of the requests it answered, for tests to check what the client sent.
protocol RequestLog {
  var received: [ReceivedRequest] { get set }
}

/// `request` answered under the lock of `contents` by `answer`, unless it does not carry the
/// bearer `secretKey`, which Stripe refuses with `401` unread; logged with its status either way.
func answerLogged<Contents: RequestLog>(
  _ request: HTTPRequest, secretKey: String, in contents: borrowing Mutex<Contents>,
  by answer: (HTTPRequest, inout Contents) -> HTTPResponse
) -> HTTPResponse {
  contents.withLock { contents in
    let response =
      request.headers["Authorization"] == "Bearer \(secretKey)"
      ? answer(request, &contents) : .error(401, "Invalid API Key provided.")
    contents.received.append(ReceivedRequest(request, status: response.status))
    return response
  }
}
