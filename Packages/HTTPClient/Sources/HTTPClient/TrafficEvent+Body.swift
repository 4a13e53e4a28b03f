import Foundation
import JSONCoding

extension TrafficEvent {
  /// The names of the members and parameters of a body whose values are secret, lowercased:
  /// the credential parameters (`CredentialQuery.currentNames`), and `password`, `secret`,
  /// `refresh_token`, `client_assertion` and `code_verifier`.
  public static var secretBodyNames: Set<String> {
    CredentialQuery.currentNames.union([
      "password", "secret", "refresh_token", "client_assertion", "code_verifier",
    ])
  }

  /// The lines `--verbose` shows of a request's `body` of `contentType`: JSON indented, a
  /// form on one line, other text as it is, and anything else as its size (`(2048 bytes)`);
  /// the value of each member or parameter that ``secretBodyNames`` names, in any case and
  /// however deep, `REDACTED`. None for no body.
  ///
  /// ```swift
  /// let lines = TrafficEvent.bodyLines(
  ///   of: Data("grant_type=password&password=hunter2".utf8),
  ///   contentType: "application/x-www-form-urlencoded")
  /// // lines == ["grant_type=password&password=REDACTED"]
  /// ```
  public static func bodyLines(of body: Data?, contentType: String?) -> [String] {
    guard let body, !body.isEmpty else { return [] }
    let secrets = secretBodyNames
    let mediaType = (contentType ?? "").lowercased()
    if mediaType.hasPrefix("application/x-www-form-urlencoded") {
      let text = String(decoding: body, as: UTF8.self)
      return [redactingForm(text, secrets: secrets)]
    }
    if let value = try? JSONValue(parsing: body) {
      let shown = String(
        decoding: redacting(value, secrets: secrets).serialized(.indented), as: UTF8.self)
      return shown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
    guard let text = String(data: body, encoding: .utf8),
      !text.unicodeScalars.contains(where: { $0.value == 0 })
    else { return ["(\(body.count) bytes)"] }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// `value` with the value of each member `secrets` names `REDACTED`, however deep.
  private static func redacting(_ value: JSONValue, secrets: Set<String>) -> JSONValue {
    switch value {
    case .object(let object):
      return .object(
        JSONObject(
          object.map { member in
            (
              member.name,
              secrets.holdsSecret(named: member.name)
                ? .string(CredentialQuery.mark) : redacting(member.value, secrets: secrets)
            )
          }))
    case .array(let elements):
      return .array(elements.map { redacting($0, secrets: secrets) })
    default:
      return value
    }
  }

  /// A form's text with the value of each parameter `secrets` names `REDACTED`.
  private static func redactingForm(_ text: String, secrets: Set<String>) -> String {
    text.split(separator: "&", omittingEmptySubsequences: false).map { part in
      let pair = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = pair.first.map(String.init) ?? ""
      guard pair.count == 2, secrets.holdsSecret(named: name.removingPercentEncoding ?? name)
      else { return String(part) }
      return "\(pair[0])=\(CredentialQuery.mark)"
    }.joined(separator: "&")
  }
}
