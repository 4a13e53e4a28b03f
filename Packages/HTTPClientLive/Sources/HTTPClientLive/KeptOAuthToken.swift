import Foundation
import HTTPClient

/// An OAuth 2 token kept between runs, in a file of its own readable by its owner alone
/// (`0600`, in a folder `0700`), named by the digest of its holder: the token, its refresh
/// token, when it was issued, how long it lasts, and how the endpoint took the client.
struct KeptOAuthToken: Codable, Hashable {
  var holder: String
  var accessToken: String
  var refreshToken: String?
  var issuedAt: Date
  /// Seconds, as the endpoint said; `nil` when it did not.
  var lifetime: Int?
  /// The way of sending the client the endpoint took, tried first by the next run.
  var clientAuthentication: OAuthClient.Authentication?

  /// The file of `holder`'s token in `folder`.
  static func file(for holder: String, in folder: URL) -> URL {
    folder.appendingPathComponent("\(SHA256.hexDigest(of: holder)).json")
  }

  /// The token kept for `holder` in `folder`; `nil` when there is none, or none that reads.
  static func read(for holder: String, in folder: URL) -> KeptOAuthToken? {
    let url = file(for: holder, in: folder)
    guard !PrivateFiles.isSymbolicLink(url), let data = try? Data(contentsOf: url),
      data.count < 1 << 20,
      let kept = try? JSONDecoder.keptToken.decode(KeptOAuthToken.self, from: data),
      kept.holder == holder
    else { return nil }
    return kept
  }

  /// Keeps the token, in place of the one before; a token that cannot be kept is asked for
  /// again by the next run.
  func write(in folder: URL) {
    guard let data = try? JSONEncoder.keptToken.encode(self),
      (try? PrivateFiles.makeDirectory(folder)) != nil,
      let temporary = try? PrivateFiles.writeTemporary(data, in: folder)
    else { return }
    if rename(temporary.path, Self.file(for: holder, in: folder).path) != 0 {
      unlink(temporary.path)
    }
  }

  /// The token as credentials for what is left of its lifetime at `now`; `nil` once what is
  /// left is within the time it would be renewed in (`RefreshingCredentials.renewalLead`), or
  /// when it was issued in what is now the future.
  func issued(at now: Date) -> RefreshingCredentials.Issued? {
    var credentials = Credentials.bearer(accessToken)
    credentials.holder = holder
    guard let lifetime else { return RefreshingCredentials.Issued(credentials) }
    let age = now.timeIntervalSince(issuedAt)
    let left = Double(lifetime) - age
    let lead = RefreshingCredentials.renewalLead(for: .seconds(lifetime)) / .seconds(1)
    guard age >= 0, left > lead else { return nil }
    return RefreshingCredentials.Issued(
      credentials, lifetime: .milliseconds(Int64((left * 1000).rounded(.down))))
  }
}

extension JSONEncoder {
  fileprivate static var keptToken: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .secondsSince1970
    encoder.outputFormatting = [.sortedKeys]
    return encoder
  }
}

extension JSONDecoder {
  fileprivate static var keptToken: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .secondsSince1970
    return decoder
  }
}
