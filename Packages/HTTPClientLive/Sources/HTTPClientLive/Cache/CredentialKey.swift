import Foundation

/// The key a store's digests of credentials are made under (HMAC-SHA-256, ``SHA256``), so that
/// nothing a store writes is a bare hash of a secret, which a weak password could be found from
/// offline: 32 random bytes, kept beside a folder's entries (``fileName``, readable by its owner
/// alone), or the current process's for a store kept in memory.
struct CredentialKey: Sendable, Hashable {
  let bytes: [UInt8]

  /// The name of the file a folder's key is kept in.
  static let fileName = "credentials-key"
  /// How many bytes a key has.
  static let length = 32

  /// The key of the current process, for what is not kept on disk.
  static let process = random()

  /// A new key of random bytes.
  static func random() -> CredentialKey {
    var generator = SystemRandomNumberGenerator()
    return CredentialKey(
      bytes: (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) })
  }

  /// The key kept in `file`; `nil` when there is none, or the file holds no key.
  static func read(_ file: URL) -> CredentialKey? {
    guard let data = try? Data(contentsOf: file), data.count == length else { return nil }
    return CredentialKey(bytes: Array(data))
  }

  /// The digest of `text` under the key, as 64 lowercase hexadecimal digits.
  func digest(_ text: String) -> String {
    SHA256.hex(SHA256.hmac(key: bytes, message: Array(text.utf8)))
  }
}
