import Foundation

/// The file name a `Content-Disposition` field of an answer gives its body (RFC 6266), made
/// safe to create in the folder a download goes to.
///
/// `filename*` (RFC 8187: `UTF-8''na%C3%AFve.csv`) is taken before `filename`; either is cut
/// to its last path component, without control characters, and refused when nothing usable
/// is left (empty, `.`, `..`, or a name starting with `.` that would hide the file).
///
/// ```swift
/// let plain = ContentDisposition.fileName(in: "attachment; filename=\"export.csv\"")
/// // plain == "export.csv"
/// let encoded = ContentDisposition.fileName(in: "attachment; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf")
/// // encoded == "résumé.pdf"
/// let hidden = ContentDisposition.fileName(in: "attachment; filename=\"../../.bashrc\"")
/// // hidden == nil
/// ```
public enum ContentDisposition {
  /// The longest name kept, in bytes of UTF-8: what most file systems allow (255), less room
  /// for what a download adds to it (`-12`, `.part.json`).
  public static let longestName = 240

  /// The file name the field's value gives, made safe; `nil` when it gives none.
  public static func fileName(in value: String) -> String? {
    var reader = HeaderValueReader(bytes: Array(value.utf8))
    _ = reader.valueBeforeParameters()
    guard let parameters = reader.parameters() else { return nil }
    let extended = parameters["filename*"].flatMap(decodedExtendedValue)
    return (extended ?? parameters["filename"]).flatMap(safeFileName)
  }

  /// `name` as a file may be called in a download's folder: its last path component (after
  /// `/` or `\`), without control characters, at most ``longestName`` bytes with its
  /// extension kept; `nil` when that leaves nothing, `.`, `..` or a hidden name.
  public static func safeFileName(_ name: String) -> String? {
    let last = name.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? ""
    var kept = String(
      String.UnicodeScalarView(
        last.unicodeScalars.filter { !CharacterSet.controlCharacters.contains($0) }))
    kept = kept.trimmingCharacters(in: .whitespaces)
    guard !kept.isEmpty, !kept.hasPrefix(".") else { return nil }
    if kept.utf8.count > longestName {
      let ext = (kept as NSString).pathExtension
      let suffix = ext.isEmpty || ext.utf8.count > 16 ? "" : "." + ext
      var stem = String((kept as NSString).deletingPathExtension)
      if suffix.isEmpty { stem = kept }
      while stem.utf8.count + suffix.utf8.count > longestName { stem.removeLast() }
      kept = stem + suffix
    }
    return kept.isEmpty ? nil : kept
  }

  /// An RFC 8187 value, `charset'language'percent-encoded`, in UTF-8 or ISO-8859-1.
  private static func decodedExtendedValue(_ value: String) -> String? {
    let parts = value.split(separator: "'", maxSplits: 2, omittingEmptySubsequences: false)
    guard parts.count == 3 else { return nil }
    let charset = parts[0].lowercased()
    var bytes: [UInt8] = []
    var iterator = parts[2].utf8.makeIterator()
    while let byte = iterator.next() {
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard let high = iterator.next().flatMap(HexDigit.value(of:)),
        let low = iterator.next().flatMap(HexDigit.value(of:))
      else { return nil }
      bytes.append(high << 4 | low)
    }
    switch charset {
    case "utf-8": return String(validating: bytes, as: UTF8.self)
    case "iso-8859-1": return String(bytes.map { Character(Unicode.Scalar($0)) })
    default: return nil
    }
  }
}
