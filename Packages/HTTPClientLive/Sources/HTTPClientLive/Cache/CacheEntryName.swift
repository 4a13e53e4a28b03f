/// The file name of a disk cache entry: the 64-bit FNV-1a hash of its key in 16 lowercase
/// hexadecimal digits, then `.entry`; held as the number, so that comparing the names of
/// thousands of entries is cheap.
struct CacheEntryName: Hashable, Sendable {
  /// The hash of the entry's key.
  let hash: UInt64

  init(key: String) {
    hash = FNV1a.hash(of: key)
  }

  /// The name whose UTF-8 bytes are `bytes`, or `nil` when they do not name an entry.
  init?(utf8 bytes: some Collection<UInt8>) {
    guard bytes.count == 16 + Self.suffix.count, bytes.dropFirst(16).elementsEqual(Self.suffix)
    else { return nil }
    var value: UInt64 = 0
    for byte in bytes.prefix(16) {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value << 4 | UInt64(byte - 48)
      case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value << 4 | UInt64(byte - 87)
      default: return nil
      }
    }
    hash = value
  }

  var fileName: String {
    FNV1a.hexText(hash) + ".entry"
  }

  private static let suffix = Array(".entry".utf8)
}
