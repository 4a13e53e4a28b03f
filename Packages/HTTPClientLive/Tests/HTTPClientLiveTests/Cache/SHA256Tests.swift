import TestSupport
import Testing

@testable import HTTPClientLive

@Suite("SHA256")
struct SHA256Tests {
  @Test(
    "the examples of FIPS 180-4 and NIST",
    arguments: [
      ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
      ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
      (
        "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
      ),
      (
        "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqr"
          + "lmnopqrsmnopqrstnopqrstu",
        "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
      ),
    ])
  func standardVectors(message: String, digest: String) {
    checkEqual(SHA256.hexDigest(of: message), digest)
  }

  @Test("one million times the letter a")
  func millionA() {
    let message = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)

    checkEqual(
      SHA256.hexDigest(ofBytes: message),
      "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  @Test("random messages of every length around a block, as openssl and sha256sum hash them")
  func randomMessages() throws {
    let vectors = try Self.vectors()

    check(vectors.count >= 30)
    for vector in vectors {
      checkEqual(vector.message.count, vector.length)
      checkEqual(SHA256.hexDigest(ofBytes: vector.message), vector.digest, "\(vector.length) bytes")
    }
  }

  @Test("the hash is 32 bytes, and the digest its 64 lowercase hexadecimal digits")
  func sizes() {
    let hash = SHA256.hash(Array("abc".utf8))

    checkEqual(hash.count, 32)
    check(hash.first == 0xba && hash.last == 0xad)
  }

  /// The vectors of `SHA256Vectors.text`.
  private static func vectors() throws -> [(digest: String, length: Int, message: [UInt8])] {
    var vectors: [(digest: String, length: Int, message: [UInt8])] = []
    for line in SHA256Vectors.text.split(separator: "\n") {
      if line.hasPrefix("= ") {
        let fields = line.split(separator: " ")
        try #require(fields.count == 3)
        vectors.append((String(fields[1]), try #require(Int(fields[2])), []))
      } else {
        try #require(!vectors.isEmpty)
        var digits = line.utf8.makeIterator()
        while let high = digits.next(), let low = digits.next() {
          let byte = try #require(UInt8(String(decoding: [high, low], as: UTF8.self), radix: 16))
          vectors[vectors.count - 1].message.append(byte)
        }
      }
    }
    return vectors
  }
}

@Suite struct SHA256HMACTests {
  /// RFC 4231's test cases 1 and 2, and 6 (a key longer than a block).
  @Test(arguments: [
    (
      Array(repeating: UInt8(0x0b), count: 20), Array("Hi There".utf8),
      "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7"
    ),
    (
      Array("Jefe".utf8), Array("what do ya want for nothing?".utf8),
      "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
    ),
    (
      Array(repeating: UInt8(0xaa), count: 131),
      Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8),
      "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54"
    ),
  ])
  func matchesTheRFCsVectors(key: [UInt8], message: [UInt8], digest: String) {
    checkEqual(SHA256.hex(SHA256.hmac(key: key, message: message)), digest)
  }
}
