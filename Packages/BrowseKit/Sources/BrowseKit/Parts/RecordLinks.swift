import Foundation
import JSONCoding

/// The web address a record of any resource opens with `o`: the first of its fields, in the
/// record's order, whose value is an `http` or `https` address (a photo's `url`, a site's
/// `homepage`).
public enum RecordLinks {
  static func webAddress(of record: JSONObject) -> String? {
    record.lazy.compactMap { member -> String? in
      guard case .string(let text) = member.value else { return nil }
      let url = text.trimmingCharacters(in: .whitespaces)
      return URLOpener.isOpenable(url) ? url : nil
    }.first
  }
}
