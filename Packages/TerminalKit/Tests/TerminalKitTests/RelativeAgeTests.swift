import TerminalKit
import TestSupport
import Testing

@Suite struct RelativeAgeTests {
  @Test(
    "an age is said in its largest whole unit",
    arguments: [
      (0.0, "just now"), (0.9, "just now"), (1, "1 second ago"), (59.9, "59 seconds ago"),
      (-30, "just now"), (60, "1 minute ago"),
      (119, "1 minute ago"), (150, "2 minutes ago"), (3600, "1 hour ago"),
      (3 * 3600 + 1800, "3 hours ago"), (86_400, "1 day ago"), (400 * 86_400, "400 days ago"),
      (.infinity, "just now"), (.nan, "just now"), (1e300, "1000000000 days ago"),
    ] as [(Double, String)])
  func text(seconds: Double, expected: String) {
    checkEqual(RelativeAge.text(seconds: seconds), expected)
  }
}
