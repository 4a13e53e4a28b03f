import HTTPBasics
import TestSupport
import Testing

@Suite("HexDigit")
struct HexDigitTests {
  @Test(
    "each digit has its value, in either case",
    arguments: [
      ("0", 0), ("9", 9), ("a", 10), ("A", 10), ("c", 12), ("C", 12), ("f", 15), ("F", 15),
    ])
  func readsADigit(digit: Unicode.Scalar, expected: UInt8) {
    checkEqual(HexDigit.value(of: UInt8(ascii: digit)), expected)
  }

  @Test(
    "the bytes next to the digits' ranges are not digits",
    arguments: ["/", ":", "@", "G", "`", "g", " ", "%", "x"] as [Unicode.Scalar])
  func refusesANeighbour(byte: Unicode.Scalar) {
    checkEqual(HexDigit.value(of: UInt8(ascii: byte)), nil)
  }

  @Test("every byte reads as Swift's own hexDigitValue reads its character")
  func agreesWithTheStandardLibraryOnEveryByte() {
    for byte in UInt8.min...UInt8.max {
      let expected = byte < 0x80 ? Character(Unicode.Scalar(byte)).hexDigitValue : nil
      checkEqual(HexDigit.value(of: byte).map(Int.init), expected, "byte \(byte)")
    }
  }
}
