import CurlOnDemand
import TestSupport
import Testing

/// The `Content-Length` line the layer reads a streamed body's length from.
@Suite struct CurlUploadLengthTests {
  @Test(
    arguments: [
      ("Content-Length: 42", 42), ("content-length:7", 7), ("CONTENT-LENGTH: \t0 ", 0),
      ("Content-Length: 4611686018427387904", 4_611_686_018_427_387_904),
      ("Content-Length: 46116860184273879040", -1), ("Content-Length:", -1),
      ("Content-Length: 4x", -1), ("Content-Length: -1", -1), ("Content-Type: 42", -1),
      ("Content-Length-Extra: 42", -1), ("", -1),
    ] as [(String, Int64)])
  func theLengthIsReadFromItsLineOnly(line: String, length: Int64) {
    checkEqual(curl_upload_length_of_header(line), length, "\(line)")
  }

  @Test func noLineGivesNoLength() {
    checkEqual(curl_upload_length_of_header(nil), -1)
  }
}
