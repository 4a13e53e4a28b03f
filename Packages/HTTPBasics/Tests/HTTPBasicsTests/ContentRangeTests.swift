import HTTPBasics
import TestSupport
import Testing

@Suite struct ContentRangeTests {
  @Test func readsARangeAndItsLength() {
    checkEqual(ContentRange("bytes 1000-1999/5000"), ContentRange(range: 1000...1999, length: 5000))
    checkEqual(ContentRange("Bytes 0-0/*"), ContentRange(range: 0...0, length: nil))
  }

  @Test func readsAnUnsatisfiedRangesLength() {
    checkEqual(ContentRange("bytes */5000"), ContentRange(range: nil, length: 5000))
  }

  @Test(arguments: [
    "", "bytes", "bytes */*", "items 0-9/10", "bytes 5-4/10", "bytes 0-10/10", "bytes -1-5/10",
    "bytes 0-5", "bytes 0-5/1x", "bytes 0-99999999999999999999/9",
  ])
  func refusesWhatIsNotARangeOfBytes(value: String) {
    checkEqual(ContentRange(value), nil)
  }
}
