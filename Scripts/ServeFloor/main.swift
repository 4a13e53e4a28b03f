// The floor of the benchmark's serve cases: a server on the same socket layer as `app serve`
// (compiled together with the HTTPServer package's sources) that answers every request with the
// same fixed body, at once. It prints where it listens, then serves until SIGTERM or SIGINT.
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

let body = Data(#"{"userId": 1, "id": 1, "title": "a fixed body"}"#.utf8)
let response = HTTPResponse(
  status: 200, headers: ["Content-Type": "application/json; charset=utf-8"], body: body)
let server: HTTPServer
do {
  server = try HTTPServer { _ in response }
} catch {
  FileHandle.standardError.write(Data("serve-floor: \(error)\n".utf8))
  exit(69)
}
FileHandle.standardOutput.write(Data("listening on \(server.address.url)\n".utf8))
for signalNumber in [SIGINT, SIGTERM] {
  signal(signalNumber, SIG_DFL)
}
while true {
  pause()
}
