/// SHA-256 (FIPS 180-4, section 6.2) and its HMAC (RFC 2104): a cryptographic hash, and the
/// keyed digest the cache tells one credential from another by without keeping the secret, nor
/// a bare hash of it that a guess could be checked against.
enum SHA256 {
  /// The 32 bytes of the hash of `message`.
  static func hash(_ message: some Collection<UInt8>) -> [UInt8] {
    var state = initialState
    var block = [UInt8](repeating: 0, count: 64)
    var schedule = [UInt32](repeating: 0, count: 64)
    var filled = 0
    for byte in message {
      block[filled] = byte
      filled += 1
      if filled == 64 {
        compress(block, into: &state, schedule: &schedule)
        filled = 0
      }
    }
    // The padding: a one bit, zeros up to 56 bytes of the last block, then the length in bits
    // as 64 bits, big-endian (a length past 2^64 bits wraps, as the standard counts it).
    let bitLength = UInt64(truncatingIfNeeded: message.count) &* 8
    block[filled] = 0x80
    filled += 1
    if filled > 56 {
      block.replaceSubrange(filled..<64, with: repeatElement(0, count: 64 - filled))
      compress(block, into: &state, schedule: &schedule)
      filled = 0
    }
    block.replaceSubrange(filled..<56, with: repeatElement(0, count: 56 - filled))
    for index in 0..<8 {
      block[56 + index] = UInt8(truncatingIfNeeded: bitLength >> (56 - 8 * UInt64(index)))
    }
    compress(block, into: &state, schedule: &schedule)
    return state.flatMap { word in
      (0..<4).map { UInt8(truncatingIfNeeded: word >> (24 - 8 * UInt32($0))) }
    }
  }

  /// The hash of `text`'s UTF-8 bytes, as 64 lowercase hexadecimal digits.
  static func hexDigest(of text: String) -> String {
    hexDigest(ofBytes: Array(text.utf8))
  }

  /// The hash of `bytes`, as 64 lowercase hexadecimal digits.
  static func hexDigest(ofBytes bytes: some Collection<UInt8>) -> String {
    hex(hash(bytes))
  }

  /// HMAC-SHA-256 (RFC 2104) of `message` under `key`: a digest no one can make, nor check a
  /// guess of the message against, without the key.
  static func hmac(key: [UInt8], message: some Collection<UInt8>) -> [UInt8] {
    var block = key.count > blockSize ? hash(key) : key
    block += repeatElement(0, count: blockSize - block.count)
    let inner = hash(block.map { $0 ^ 0x36 } + Array(message))
    return hash(block.map { $0 ^ 0x5c } + inner)
  }

  /// The bytes of a block of the hash, which the HMAC's key is padded to.
  private static let blockSize = 64

  /// `bytes` as lowercase hexadecimal digits, two a byte.
  static func hex(_ bytes: [UInt8]) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    text.reserveCapacity(bytes.count * 2)
    for byte in bytes {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 0x0f)])
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// Mixes one 64-byte block into `state`; `schedule` is the message schedule's storage, reused.
  private static func compress(
    _ block: [UInt8], into state: inout [UInt32], schedule: inout [UInt32]
  ) {
    for index in 0..<16 {
      schedule[index] =
        UInt32(block[4 * index]) << 24 | UInt32(block[4 * index + 1]) << 16
        | UInt32(block[4 * index + 2]) << 8 | UInt32(block[4 * index + 3])
    }
    for index in 16..<64 {
      let before15 = schedule[index - 15]
      let before2 = schedule[index - 2]
      let sigma0 = rotate(before15, 7) ^ rotate(before15, 18) ^ (before15 >> 3)
      let sigma1 = rotate(before2, 17) ^ rotate(before2, 19) ^ (before2 >> 10)
      schedule[index] = sigma1 &+ schedule[index - 7] &+ sigma0 &+ schedule[index - 16]
    }
    var a = state[0]
    var b = state[1]
    var c = state[2]
    var d = state[3]
    var e = state[4]
    var f = state[5]
    var g = state[6]
    var h = state[7]
    for index in 0..<64 {
      let sum1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
      let choice = (e & f) ^ (~e & g)
      let temporary1 = h &+ sum1 &+ choice &+ roundConstants[index] &+ schedule[index]
      let sum0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
      let majority = (a & b) ^ (a & c) ^ (b & c)
      let temporary2 = sum0 &+ majority
      h = g
      g = f
      f = e
      e = d &+ temporary1
      d = c
      c = b
      b = a
      a = temporary1 &+ temporary2
    }
    state[0] &+= a
    state[1] &+= b
    state[2] &+= c
    state[3] &+= d
    state[4] &+= e
    state[5] &+= f
    state[6] &+= g
    state[7] &+= h
  }

  /// `value` rotated right by `count` bits.
  private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
    value >> count | value << (32 - count)
  }

  /// The first 32 bits of the fractional parts of the square roots of the first 8 primes.
  private static let initialState: [UInt32] = [
    0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab,
    0x5be0_cd19,
  ]

  /// The first 32 bits of the fractional parts of the cube roots of the first 64 primes.
  private static let roundConstants: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4,
    0xab1c_5ed5, 0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe,
    0x9bdc_06a7, 0xc19b_f174, 0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f,
    0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da, 0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7,
    0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967, 0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc,
    0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85, 0xa2bf_e8a1, 0xa81a_664b,
    0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070, 0x19a4_c116,
    0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7,
    0xc671_78f2,
  ]
}
