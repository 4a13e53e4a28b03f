import Foundation
import TestSupport
import Testing

@testable import HTTPClient

@Suite("String(excerptOf:)")
struct StringBodyExcerptTests {
  @Test("a JSON or text body is put on one line as it is")
  func plainBody() {
    let body = Data("{\"error\": \"a < b\",\n \"code\": 7}".utf8)

    checkEqual(String(excerptOf: body), #"{"error": "a < b", "code": 7}"#)
  }

  @Test("an HTML body is reduced to its text")
  func htmlBody() {
    let body = Data(
      """
      <?xml version="1.0"?>
      <!DOCTYPE html><html><head><script type="text/javascript">if (a < b) { go(); }</script>
      <STYLE>p { color: red }</STYLE><title>Bad&nbsp;Gateway</title></head>
      <body><!-- upstream <b>down</b> --><h1>502 Bad Gateway</h1><p>nginx&#47;1.25 &#x2014; &lt;ok&gt;</p></body></html>
      """.utf8)

    checkEqual(String(excerptOf: body), "Bad Gateway 502 Bad Gateway nginx/1.25 — <ok>")
  }

  @Test("unknown or unterminated character references are kept as written")
  func unknownReferences() {
    let body = Data("<p>Q&A &bogus; &#xZZ; &amp</p>".utf8)

    checkEqual(String(excerptOf: body), "Q&A &bogus; &#xZZ; &amp")
  }

  @Test("a byte-order mark does not hide HTML")
  func byteOrderMark() {
    let body = Data("\u{FEFF}  <h1>Oops</h1>".utf8)

    checkEqual(String(excerptOf: body), "Oops")
  }

  @Test("invalid UTF-8 becomes replacement characters")
  func invalidUTF8() {
    let body = Data([0x6F, 0x6B, 0xFF, 0xFE, 0x21])

    checkEqual(String(excerptOf: body), "ok\u{FFFD}\u{FFFD}!")
  }

  @Test("an empty body has an empty excerpt")
  func emptyBody() {
    checkEqual(String(excerptOf: Data()), "")
  }

  @Test("a long body is cut to 80 characters by default")
  func defaultLimit() {
    let body = Data(String(repeating: "x", count: 10_000).utf8)

    let excerpt = String(excerptOf: body)

    checkEqual(excerpt.count, 80)
    check(excerpt.hasSuffix("…"))
    checkEqual(String(excerptOf: body, limit: 12).count, 12)
  }
}
