import Foundation
import HTTPClient
import TestSupport
import Testing

@Suite("HTTPResponseHead")
struct HTTPResponseHeadTests {
  @Test("a header is found whatever the case of its name")
  func headerCase() {
    let response = HTTPResponseHead(status: 200, headers: ["X-Total-Count": "3"])

    checkEqual(response.value(forHeader: "X-Total-Count"), "3")
    checkEqual(response.value(forHeader: "x-total-count"), "3")
    checkEqual(response.value(forHeader: "Link"), nil)
  }
}
