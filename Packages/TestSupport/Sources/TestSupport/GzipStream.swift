import Foundation

/// Gzip streams made without a compression library, for servers that send compressed bodies.
public enum GzipStream {
  /// A valid gzip stream of `count` zero bytes, about `count / 160` bytes long: one deflate
  /// block with fixed Huffman codes, a literal zero and then copies of 258 bytes at distance 1,
  /// with the CRC-32 and length a reader checks at its end. A `count` of 1 GiB makes the
  /// classic bomb: about 6.5 MB that inflate to a gibibyte.
  ///
  /// Its CRC takes time in proportion to `count` to compute: make a large stream once.
  public static func zeros(count: Int) -> Data {
    let count = max(count, 0)
    var bits = DeflateBits()
    bits.write(1, count: 1)  // BFINAL
    bits.write(1, count: 2)  // BTYPE 01: fixed Huffman codes
    var written = 0
    if count > 0 {
      bits.writeCode(0x30, count: 8)  // literal 0
      written = 1
    }
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
    data.append(contentsOf: littleEndian(crc32OfZeros(count: count)))
    data.append(contentsOf: littleEndian(UInt32(truncatingIfNeeded: count)))
    return data
  }

  private static func littleEndian(_ value: UInt32) -> [UInt8] {
    (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
  }

  /// The CRC-32 (IEEE, reflected, as gzip keeps it) of `count` zero bytes.
  private static func crc32OfZeros(count: Int) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for _ in 0..<count {
      crc = crcTable[Int(crc & 0xFF)] ^ (crc >> 8)
    }
    return ~crc
  }

  private static let crcTable: [UInt32] = (0..<256).map { index in
    (0..<8).reduce(UInt32(index)) { crc, _ in
      crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1
    }
  }
}

/// Packs bits as deflate does: values from their least significant bit, Huffman codes from their
/// most significant one.
private struct DeflateBits {
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
