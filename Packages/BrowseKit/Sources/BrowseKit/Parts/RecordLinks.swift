import Foundation
import JSONCoding

/// The web address a record of any resource opens with `o`: the first of its fields, in the
/// record's order, whose value is an `http` or `https` address (a photo's `url`, a site's
/// `homepage`); else the first field named as a site (`website`, `homepage`, `url`) whose value
/// is a bare host name (`hildegard.org`), with `https://` before it.
public enum RecordLinks {
  /// The names of the fields whose bare host name is taken as a site's address.
  static let siteNames: Set<String> = ["website", "homepage", "url", "site", "web"]

  static func webAddress(of record: JSONObject) -> String? {
    let texts = record.lazy.compactMap { member -> (name: String, text: String)? in
      guard case .string(let text) = member.value else { return nil }
      return (member.name, text.trimmingCharacters(in: .whitespaces))
    }
    if let url = texts.first(where: { URLOpener.isOpenable($0.text) })?.text { return url }
    return texts.lazy.compactMap { name, text -> String? in
      guard siteNames.contains(name.lowercased()), !text.contains("://"),
        !text.contains(where: \.isWhitespace)
      else { return nil }
      let url = "https://\(text)"
      return URLOpener.isOpenable(url) ? url : nil
    }.first
  }
}
