import Foundation
import HTTPBasics
import Synchronization
import TestSupport
import Testing

@testable import HTTPServer

@Suite("DateField")
struct DateFieldTests {
  @Test("the value is an IMF-fixdate of the current second, the same when asked again")
  func now() throws {
    var field = DateField(secondsSince1970: DateField.systemSecondsSince1970)
    // A millisecond of slack: the seconds as a `Double` can round up to the next second.
    let before = (Date().timeIntervalSince1970 - 0.001).rounded(.down)

    let text = field.now()
    let again = field.now()

    let after = Date().timeIntervalSince1970
    let date = try #require(HTTPDate.date(from: text))
    check(text.hasSuffix(" GMT"))
    check(date.timeIntervalSince1970 >= before && date.timeIntervalSince1970 <= after)
    checkEqual(HTTPDate.date(from: again).map { $0 >= date }, true)
  }

  @Test("every answer's Date names the configuration's wall-clock time, once a second")
  func namesTheConfiguredTime() async throws {
    let seconds = Mutex(784_111_777)
    var configuration = HTTPServerConfiguration.untimed()
    configuration.secondsSince1970 = { seconds.withLock { $0 } }
    let server = try HTTPServer(configuration: configuration) { _ in HTTPResponse(status: 204) }
    let client = try TestClient(host: "127.0.0.1", port: server.address.port)
    await client.send("GET / HTTP/1.1\r\nHost: x\r\n\r\n")
    let first = try await client.readAnswer()
    seconds.withLock { $0 += 3_600 }
    await client.send("GET / HTTP/1.1\r\nHost: x\r\n\r\n")
    let second = try await client.readAnswer()
    await server.shutdown()

    checkEqual(first.header("Date"), "Sun, 06 Nov 1994 08:49:37 GMT")
    checkEqual(second.header("Date"), "Sun, 06 Nov 1994 09:49:37 GMT")
  }
}
