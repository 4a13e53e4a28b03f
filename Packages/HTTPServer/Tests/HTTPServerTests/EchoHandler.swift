import Foundation
import HTTPServer

/// A handler that answers with what it received: `METHOD target` on the first line, then the body.
let echo: HTTPServer.Handler = { request in
  var body = Data("\(request.method) \(request.target)\n".utf8)
  body.append(request.body)
  return HTTPResponse(status: 200, headers: ["Content-Type": "text/plain"], body: body)
}

/// The text of an echoed answer's body.
func text(_ answer: TestClient.Answer) -> String {
  String(decoding: answer.body, as: UTF8.self)
}
