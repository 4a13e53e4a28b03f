import TestSupport
import Testing

@testable import HTTPClient

@Suite("JSONNumberScan")
struct JSONNumberScanTests {
  private func numbers(in json: String, limit: Int = 10) -> [String] {
    let bytes = Array(json.utf8)
    return JSONNumberScan.nonIntegerRanges(in: bytes, limit: limit).map {
      String(decoding: bytes[$0], as: UTF8.self)
    }
  }

  @Test("numbers that are not Int literals are found, in order")
  func nonIntegers() {
    checkEqual(
      numbers(in: #"[1, -2.5, 3e2, 99999999999999999999, -9223372036854775808, 4E-1]"#),
      ["-2.5", "3e2", "99999999999999999999", "4E-1"])
  }

  @Test("numbers in strings, escaped quotes included, are skipped")
  func strings() {
    checkEqual(numbers(in: #"{"1.5": "a \"2.5\" b", "c": 3.5}"#), ["3.5"])
  }

  @Test("no more than the limit are found")
  func limit() {
    checkEqual(numbers(in: "[1.1, 2.2, 3.3]", limit: 2), ["1.1", "2.2"])
    check(numbers(in: "[1.1]", limit: 0).isEmpty)
  }

  @Test("a string cut short ends the scan", arguments: [#""\"#, #"["1.5"#, ""])
  func truncated(json: String) {
    check(numbers(in: json).isEmpty)
  }

  @Test(
    "malformed numbers are no numbers",
    arguments: ["-", "1.5.5", "01.5", "1.", ".5", "1e", "1e+", "--1.5", "1.5-", "-0.5e+"])
  func malformed(json: String) {
    check(numbers(in: "[\(json)]").isEmpty)
  }

  @Test("well-formed numbers are numbers", arguments: ["-0.5", "0e1", "1E+2", "10.25e-3"])
  func wellFormed(json: String) {
    checkEqual(numbers(in: "[\(json)]"), [json])
  }
}
