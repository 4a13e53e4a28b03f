import TestSupport
import Testing

@testable import HTTPClient

@Suite struct DecimalByteCountTests {
  @Test(arguments: [(0, "0 B"), (999, "999 B"), (25_000_000, "25 MB"), (1_250_000, "1.3 MB")])
  func sizesArePowersOfAThousand(bytes: Int, text: String) {
    checkEqual(DecimalByteCount.text(bytes), text)
  }
}
