import Foundation

/// A gzip stream that inflates to `count` zero bytes from about `count / 160` bytes: one deflate
/// block with fixed Huffman codes, a literal zero and then copies of 258 bytes at distance 1.
///
/// Its CRC is not computed (it is zero), so a client that reads it to the end reports corrupt
/// data; the tests that use it stop reading long before.
func gzipBomb(inflatingTo count: Int) -> Data {
  var bits = BitWriter()
  bits.write(1, count: 1)  // BFINAL
  bits.write(1, count: 2)  // BTYPE 01: fixed Huffman codes
  bits.writeCode(0x30, count: 8)  // literal 0
  var written = 1
  while count - written >= 258 {
    bits.writeCode(0xC5, count: 8)  // length 258 (symbol 285)
    bits.writeCode(0, count: 5)  // distance 1
    written += 258
  }
  while written < count {
    bits.writeCode(0x30, count: 8)
    written += 1
  }
  bits.writeCode(0, count: 7)  // end of block
  var data = Data([0x1F, 0x8B, 8, 0, 0, 0, 0, 0, 0, 3])
  data.append(contentsOf: bits.bytes)
  data.append(contentsOf: [0, 0, 0, 0])
  let size = UInt32(truncatingIfNeeded: count)
  data.append(contentsOf: (0..<4).map { UInt8(truncatingIfNeeded: size >> (8 * $0)) })
  return data
}

/// Packs bits as deflate does: values from their least significant bit, Huffman codes from their
/// most significant one.
private struct BitWriter {
  private(set) var bytes: [UInt8] = []
  private var bitCount = 0

  mutating func write(_ value: UInt32, count: Int) {
    for index in 0..<count {
      append(bit: (value >> index) & 1 == 1)
    }
  }

  mutating func writeCode(_ code: UInt32, count: Int) {
    for index in (0..<count).reversed() {
      append(bit: (code >> index) & 1 == 1)
    }
  }

  private mutating func append(bit: Bool) {
    if bitCount % 8 == 0 {
      bytes.append(0)
    }
    if bit {
      bytes[bytes.count - 1] |= 1 << (bitCount % 8)
    }
    bitCount += 1
  }
}
